/// A squad entry's note, as the chat line gave it (`Chidi (late 10 min)`).
public struct NotedEntry: Sendable, Equatable {
    public var player: Player
    public var note: String
}

/// A guest brought by `host` (`Marco +1 my brother`): the host's guest player, made once and reused.
public struct GuestEntry: Sendable, Equatable {
    public var host: Player
    public var guest: Player
    public var note: String?

    /// `Marco's guest`, then `Marco's guest 2`…
    static func name(of host: String, number: Int) -> String {
        number == 1 ? "\(host)'s guest" : "\(host)'s guest \(number)"
    }

    /// The host's name in a guest player's name (`Marco's guest 2` is Marco's); nil for any other name.
    static func host(ofGuestName name: String) -> String? {
        guard let mark = name.range(of: "'s guest", options: .backwards) else { return nil }
        let number = name[mark.upperBound...]
        guard number.isEmpty || (number.first == " " && (Int(number.dropFirst()) ?? 0) > 1) else { return nil }
        return String(name[..<mark.lowerBound])
    }
}

extension Squad {
    func players(_ ids: [Int]) async throws -> [Player] {
        Self.members(ids, in: try await connector.services(for: try connector.backend()).players.players())
    }

    func marks() throws -> [Int: SquadMark] {
        let notes = try connector.services(for: try connector.backend()).notes.notes()
        return Dictionary(uniqueKeysWithValues: (notes.squadMarks ?? [:]).compactMap { key, mark in Int(key).map { ($0, mark) } })
    }

    /// Within `add`'s intent: keeps each entry's note and maybe, and brings each host's guests into the squad
    /// after everyone named, making a guest player for the host the first time ("Marco's guest").
    func mark(_ change: inout Change, entries: [ChatEntry], services: ServiceBundle, names: NameDialogue) async throws {
        var marked: [(player: Player, entry: ChatEntry)] = []
        let withMarks = entries.filter(\.hasMarks)
        // A plain list costs no second read of the roster.
        let roster = withMarks.isEmpty ? [] : try await services.players.players()
        let directory = PlayerDirectory(roster)
        for entry in withMarks {
            guard let player = try PlayerResolver.resolveIfKnown(entry.name, in: directory, names: names),
                !marked.contains(where: { $0.player.id == player.id }) else { continue }
            marked.append((player, entry))
        }
        let guests = try await guestPlayers(for: marked.filter { $0.entry.guests > 0 }, roster: roster, services: services)
        // A player named again without a mark loses what an earlier line said; written only
        // when a mark is new or goes, so a plain list changes no file but the squad's. A host's guest
        // player named on a line of their own (a chat post pasted back) stays their guest.
        let kept = try services.notes.notes()
        let squadNow = change.squad
        let rejoined: [GuestEntry] = (change.changed + change.unchanged).compactMap { player in
            guard let id = kept.fees.hosts?[String(player.id)], let host = squadNow.first(where: { $0.id == id }) else { return nil }
            return GuestEntry(host: host, guest: player, note: marked.first { $0.player.id == player.id }?.entry.note)
        }
        let isGuest = { (player: Player) in rejoined.contains { $0.guest.id == player.id } }
        let cleared = (change.changed + change.unchanged).filter { player in
            kept.squadMark(of: player.id) != nil && !marked.contains { $0.player.id == player.id } && !isGuest(player)
        }
        let rejoinedChanged = rejoined.contains { kept.squadMark(of: $0.guest.id) != SquadMark(note: $0.note, guestOf: $0.host.id) }
        if !marked.isEmpty || !cleared.isEmpty || !guests.isEmpty || rejoinedChanged { try services.notes.update { notes in
            for player in cleared { notes.setSquadMark(nil, of: player.id) }
            for (player, entry) in marked where !isGuest(player) {
                notes.setSquadMark(SquadMark(note: entry.note, maybe: entry.maybe), of: player.id)
            }
            for guest in guests + rejoined {
                // A maybe's guests are maybes with them, until the host is confirmed.
                let maybe = marked.first { $0.player.id == guest.host.id }?.entry.maybe ?? kept.isMaybe(guest.host.id)
                notes.setSquadMark(SquadMark(note: guest.note, maybe: maybe, guestOf: guest.host.id), of: guest.guest.id)
                notes.fees.hosts = (notes.fees.hosts ?? [:]).merging([String(guest.guest.id): guest.host.id]) { _, new in new }
            }
        } }
        if !guests.isEmpty {
            // A host who now brings fewer guests (`+1` after `+2`) takes the others out.
            let bringing = Set(guests.map(\.host.id)), coming = Set(guests.map(\.guest.id))
            let notes = try services.notes.notes()
            let active = notes.active(try await services.players.players())
            let staying = { (id: Int) in coming.contains(id) || notes.squadMark(of: id)?.guestOf.map(bringing.contains) != true }
            let left = try squads.update(of: try connector.backend()) { squad in
                let left = squad.filter { !staying($0) }
                squad = squad.filter(staying) + guests.map(\.guest.id).filter { !squad.contains($0) }
                change.squad = Self.members(squad, in: active)
                return left
            }
            change.guestsLeft = Self.members(left, in: active)
            if !left.isEmpty { try services.notes.update { notes in for id in left { notes.setSquadMark(nil, of: id) } } }
        }
        change.noted = marked.compactMap { player, entry in isGuest(player) ? nil : entry.note.map { NotedEntry(player: player, note: $0) } }
        change.maybes = marked.filter(\.entry.maybe).map(\.player)
        // Named again without a '?' (plain, with a note or guests). A mark of someone not in the squad is last
        // week's (a start takes the squad, not the marks): none is confirmed.
        let sure = cleared + marked.filter { !$0.entry.maybe && !isGuest($0.player) }.map(\.player)
        change.confirmed = sure.filter { kept.isMaybe($0.id) && change.unchanged.contains($0) }
        change.guests = guests + rejoined
    }

    /// Each host's guest players, as many as the line brought: `Marco's guest`, then
    /// `Marco's guest 2`…, those already on the roster reused, the others made now.
    private func guestPlayers(
        for hosts: [(player: Player, entry: ChatEntry)], roster: [Player], services: ServiceBundle
    ) async throws -> [GuestEntry] {
        var wanted: [(host: Player, name: String, note: String?)] = []
        for (host, entry) in hosts {
            for number in 1...entry.guests {
                wanted.append((host, GuestEntry.name(of: host.name, number: number), entry.guestNote))
            }
        }
        let existing = { (name: String) in roster.first { NameKey($0.name) == NameKey(name) } }
        let drafts = try wanted.filter { existing($0.name) == nil }.map { PlayerDraft(name: try PlayerValidation.name($0.name)) }
        var made: [String: Player] = [:]
        if !drafts.isEmpty {
            let outcome = try await Roster(services: services).add(drafts) { _ in drafts.map { _ in [] } }
            if let error = outcome.firstError { throw error }
            for (id, draft) in zip(outcome.ids, drafts) { if let id { made[draft.name] = Player(id: id, draft: draft) } }
        }
        return wanted.compactMap { host, name, note in
            (existing(name) ?? made[name]).map { GuestEntry(host: host, guest: $0, note: note) }
        }
    }

    public struct Confirmation: Sendable, Equatable {
        public var confirmed: [Player]
        /// Of the confirmed, those the limit leaves as reserves for now.
        public var reserves: [Player] = []
        /// Players the confirmed now go before, who became reserves.
        public var movedDown: [Player] = []
    }

    /// Confirmed maybes are taken by a start from now on, as the limit allows. One who is not in the squad confirms nobody.
    func confirm(_ references: [String], names: NameDialogue = NameDialogue()) async throws -> Confirmation {
        try await intent { services in
            let backend = try connector.backend()
            let everyone = try await services.players.players()
            let references = try await Self.entries(references, services: services).map(\.name)
            let named = try PastedPlayers.resolve(references, in: everyone, names: names)
            let ids = try squads.squad(of: backend)
            let outside = named.filter { !ids.contains($0.id) }
            guard outside.isEmpty else { throw InputError.notInSquad(outside.map(\.name)) }
            let before = try services.notes.notes()
            let after = try services.notes.update { notes in
                let hosts = Set(named.map(\.id))
                let guests = ids.filter { notes.squadMark(of: $0)?.guestOf.map(hosts.contains) == true }
                for id in named.map(\.id) + guests {
                    var mark = notes.squadMark(of: id) ?? SquadMark()
                    mark.maybe = nil
                    notes.setSquadMark(mark, of: id)
                }
                return notes
            }
            let squad = Self.members(ids, in: after.active(everyone))
            let standing = Standing(squad, notes: after, limit: after.squadLimit)
            return Confirmation(
                confirmed: named, reserves: named.filter { standing.reserves.contains($0.id) },
                movedDown: Standing(squad, notes: before, limit: before.squadLimit).moves(to: standing, in: squad).down)
        }
    }
}
