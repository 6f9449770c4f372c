/// Who is in for the next match, built up over the week on this machine. Each change is one transaction
/// under the backend's intents (`IntentSerializer`), its names checked against the roster inside it.
public struct Squad: Sendable {
    let connector: any BackendConnector
    let squads: any SquadStore

    public struct Change: Sendable, Equatable {
        /// Added, or removed.
        public var changed: [Player]
        /// Named but already in the squad (`add`).
        public var unchanged: [Player]
        public var squad: [Player]
        /// Added to the roster first, as newcomers (`add --new`).
        public var newcomers: [Player] = []
        public var limit: Int?
        /// Reserves who became players (someone dropped out, a player became a maybe), and players
        /// who became reserves (a maybe made sure ahead of them), in the squad's order.
        public var movedUp: [Player] = []
        public var movedDown: [Player] = []
        /// What the chat lines said beside the names (`add`): notes, maybes, guests.
        public var noted: [NotedEntry] = []
        public var maybes: [Player] = []
        /// Maybes named again without a mark: sure now, as `confirm` makes them.
        public var confirmed: [Player] = []
        public var guests: [GuestEntry] = []
        /// Guests a host's line no longer brings (`+1` after `+2`), taken out.
        public var guestsLeft: [Player] = []

        /// Maybes count in neither the players nor the reserves.
        public var reserves: [Player] { Squad.split(squad.filter { player in !maybes.contains { $0.id == player.id } }, limit: limit).reserves }
    }

    /// The players a squad of `squad` (in the order they joined) takes under `limit`, and its reserves.
    public static func split(_ squad: [Player], limit: Int?) -> (players: [Player], reserves: [Player]) {
        guard let limit, limit >= 0, squad.count > limit else { return (squad, []) }
        return (Array(squad.prefix(limit)), Array(squad.dropFirst(limit)))
    }

    /// Those who said they play: maybes count in neither the players nor the reserves, as `squad list` shows.
    static func sure(_ squad: [Player], _ notes: PlayerNotes) -> [Player] {
        squad.filter { notes.squadMark(of: $0.id)?.maybe != true }
    }

    /// Who of a squad a start takes, and who waits as a reserve, by id: compared before and after
    /// a change, it names who moved, so that no one's place changes without a word.
    struct Standing {
        let taken: Set<Int>
        let reserves: Set<Int>

        init(_ squad: [Player], notes: PlayerNotes, limit: Int?) {
            let (players, reserves) = Squad.split(Squad.sure(squad, notes), limit: limit)
            taken = Set(players.map(\.id))
            self.reserves = Set(reserves.map(\.id))
        }

        /// Reserves now taken, and players now reserves, in the order of `squad`.
        func moves(to after: Standing, in squad: [Player]) -> (up: [Player], down: [Player]) {
            (squad.filter { reserves.contains($0.id) && after.taken.contains($0.id) },
             squad.filter { taken.contains($0.id) && after.reserves.contains($0.id) })
        }
    }

    /// How many players the squad takes (nil: no limit).
    func limit() throws -> Int? {
        try connector.services(for: try connector.backend()).notes.notes().squadLimit
    }

    public struct LimitChange: Sendable, Equatable {
        public var limit: Int?
        public var movedUp: [Player] = []
        public var movedDown: [Player] = []
    }

    /// Sets how many players the squad takes (nil clears it); names beyond it are reserves.
    func setLimit(_ limit: Int?) async throws -> LimitChange {
        if let limit, limit < 1 { throw SquadError.limitBelowOne }
        return try await intent { services in
            let backend = try connector.backend()
            let notes = try services.notes.notes()
            let squad = Self.members(try squads.squad(of: backend), in: notes.active(try await services.players.players()))
            try services.notes.update { $0.squadLimit = limit }
            let moves = Standing(squad, notes: notes, limit: notes.squadLimit).moves(to: Standing(squad, notes: notes, limit: limit), in: squad)
            return LimitChange(limit: limit, movedUp: moves.up, movedDown: moves.down)
        }
    }

    /// In the order they joined; one deleted from the roster is left out.
    func list() async throws -> [Player] {
        let backend = try connector.backend()
        let services = try connector.services(for: backend)
        let roster = try services.notes.notes().active(try await services.players.players())
        return Self.members(try squads.squad(of: backend), in: roster)
    }

    /// One unknown name adds nobody. With `addingNewcomers`, names that match nobody are first added to
    /// the roster in the same intent; a name close to a player's becomes one only when `exact` (`Newcomers`).
    func add(
        _ references: [String], addingNewcomers: Bool = false, exact: Bool = false, names: NameDialogue = NameDialogue()
    ) async throws -> Change {
        try await intent { services in
            let entries = try await Self.entries(references, services: services)
            if let long = entries.first(where: { [$0.note, $0.guestNote].contains { ($0?.count ?? 0) > SquadMark.noteLimit } }) {
                throw SquadError.noteTooLong(name: long.name)
            }
            let references = entries.map(\.name)
            let newcomers = Newcomers(roster: Roster(services: services))
            let check = { (roster: [Player]) in _ = try Self.named(references, in: roster, notes: try services.notes.notes(), names: names) }
            return try await newcomers.adding(namedIn: addingNewcomers ? references : [], exact: exact, names: names, checking: check) { newcomers in
                let before = try services.notes.notes()
                var (change, squadBefore) = try await addAlone(references, names: names)
                change.newcomers = newcomers
                change.limit = before.squadLimit
                try await mark(&change, entries: entries, services: services, names: names)
                (change.movedUp, change.movedDown) = Standing(squadBefore, notes: before, limit: change.limit)
                    .moves(to: Standing(change.squad, notes: try services.notes.notes(), limit: change.limit), in: change.squad)
                return change
            }
        }
    }

    /// A line is a name, maybe with a note, guests or a maybe (`ChatEntry`); exact names
    /// first. The roster is read for that only when a line has more than a name.
    static func entries(_ references: [String], services: ServiceBundle) async throws -> [ChatEntry] {
        guard references.contains(where: { ChatEntry.parse($0).hasMarks }) else { return references.map { ChatEntry(reference: $0) } }
        return ChatEntry.read(references, in: PlayerDirectory(try await services.players.players()))
    }

    /// Within the intent, so a player deleted meanwhile cannot join the squad. Also returns the squad before.
    private func addAlone(_ references: [String], names: NameDialogue) async throws -> (Change, [Player]) {
        let (backend, roster, named) = try await resolve(references, names: names)
        return try squads.update(of: backend) { squad in
            let before = Self.members(squad, in: roster)
            squad = before.map(\.id)
            let added = named.filter { !squad.contains($0.id) }
            squad += added.map(\.id)
            let change = Change(changed: added, unchanged: named.filter { before.contains($0) }, squad: Self.members(squad, in: roster))
            return (change, before)
        }
    }

    /// One who is not in the squad removes nobody; the guests they bring leave too. The first reserves
    /// move up into the places that frees, in the order they joined.
    func remove(_ references: [String], names: NameDialogue = NameDialogue()) async throws -> Change {
        try await intent { services in
            let references = try await Self.entries(references, services: services).map(\.name)
            let (backend, roster, named) = try await resolve(references, names: names)
            let notes = try services.notes.notes()
            let limit = notes.squadLimit
            let change = try squads.update(of: backend) { squad in
                let outside = named.filter { !squad.contains($0.id) }
                guard outside.isEmpty else { throw InputError.notInSquad(outside.map(\.name)) }
                // A guest comes with their host, and leaves with them.
                let guests = roster.filter { player in
                    squad.contains(player.id) && !named.contains(player)
                        && notes.squadMark(of: player.id)?.guestOf.map { host in named.contains { $0.id == host } } == true
                }
                let leavers = named + guests
                let leaving = Set(leavers.map(\.id))
                let before = Standing(Self.members(squad, in: roster), notes: notes, limit: limit)
                squad = Self.members(squad, in: roster).map(\.id).filter { !leaving.contains($0) }
                let after = Self.members(squad, in: roster)
                let moves = before.moves(to: Standing(after, notes: notes, limit: limit), in: after)
                return Change(changed: leavers, unchanged: [], squad: after, limit: limit, movedUp: moves.up)
            }
            // What a chat line said of them goes with them (after the squad's own lock is let go).
            let kept = try services.notes.notes()
            if change.changed.contains(where: { kept.squadMark(of: $0.id) != nil }) {
                try services.notes.update { notes in for player in change.changed { notes.setSquadMark(nil, of: player.id) } }
            }
            return change
        }
    }

    /// Empties the squad; returns how many players were in it.
    @discardableResult
    func clear() async throws -> Int {
        try await intent { _ in
            try squads.update(of: try connector.backend()) { squad in
                defer { squad = [] }
                return squad.count
            }
        }
    }

    func intent<T>(_ body: (ServiceBundle) async throws -> T) async throws -> T {
        let services = try connector.services(for: try connector.backend())
        return try await services.intents.reserving([.squad], for: .changingSquad) { try await body(services) }
    }

    /// The players of `ids` that are still on the roster, in the order of `ids`.
    static func members(_ ids: [Int], in roster: [Player]) -> [Player] {
        let byID = Dictionary(roster.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var seen = Set<Int>()
        return ids.filter { seen.insert($0).inserted }.compactMap { byID[$0] }
    }

    /// Retired players are named, so that the refusal can say who they are, but never join.
    private func resolve(_ references: [String], names: NameDialogue) async throws -> (Backend, [Player], [Player]) {
        let backend = try connector.backend()
        let services = try connector.services(for: backend)
        let notes = try services.notes.notes()
        let everyone = try await services.players.players()
        return (backend, notes.active(everyone), try Self.named(references, in: everyone, notes: notes, names: names))
    }

    /// Every problem of the list is said at once (`listProblems`) when it has more than one kind.
    private static func named(_ references: [String], in everyone: [Player], notes: PlayerNotes, names: NameDialogue) throws -> [Player] {
        let directory = PlayerDirectory(everyone)
        let named = try names.resolving { () throws(InputError) -> [Player] in
            let (named, unknownNames, ambiguous) = PastedPlayers.lookUp(references, in: directory, names: names)
            let unknown = PlayerResolver.unknown(unknownNames, among: everyone)
            let retired = named.filter { notes.isRetired($0.id) }.map(\.name)
            if [unknown.isEmpty, ambiguous.isEmpty, retired.isEmpty].filter({ !$0 }).count > 1 {
                throw .listProblems(unknown: unknown, ambiguous: ambiguous, retired: retired)
            }
            if !unknown.isEmpty { throw .unknownPlayers(unknown) }
            if !ambiguous.isEmpty { throw .ambiguousPlayers(ambiguous) }
            if !retired.isEmpty { throw .retired(retired) }
            return named
        }
        guard !named.isEmpty else { throw SquadError.noPlayersGiven }
        return named
    }
}
