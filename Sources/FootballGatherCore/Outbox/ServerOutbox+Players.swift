import Foundation

/// Players added without signal: each under a temporary id (`~1`) until sync creates them.
extension ServerOutbox {
    /// Keeps new players' creates, each under a temporary id no one on this machine has: given and written
    /// under the lock, once for them all, so that two commands never give the same.
    func keepNewPlayers(_ drafts: [PlayerDraft], at date: Date) throws -> [Int] {
        guard !drafts.isEmpty else { return [] }
        let ids = try state.update { state in
            drafts.map { draft in
                let id = state.giveTemporaryPlayerID()
                // The roster as this machine has it already had the name: the user allowed the twin.
                let roster = state[server: serverKey].roster + state[server: serverKey][outboxOf: userID].waitingCreates
                let twin = roster.contains { PlayerValidation.sameName($0.name, draft.name) }
                state[server: serverKey][outboxOf: userID].keep(.createPlayer(id: id, draft: draft, above: nil), at: date, for: username)
                if twin { state[server: serverKey][outboxOf: userID].twins.insert(id) }
                return id
            }
        }
        keptNow.note { $0.server = server }
        return ids
    }

    /// An edit of a never-sent create becomes it (clearing a name hold); false if the create may have landed.
    func foldEdit(of id: Int, into draft: PlayerDraft) throws -> Bool {
        try update { box in
            guard let index = box.unsentCreate(of: id) else { return false }
            box.waiting[index].change = .createPlayer(id: id, draft: draft, above: nil)
            box.waiting[index].conflict = nil
            return true
        }
    }

    /// Drops a never-sent player added without signal, with every change naming them; false when sent or
    /// unknown. Refused for one in the running match, which would then name a player the server never has.
    func forgetUnsentPlayer(_ id: Int) throws -> Bool {
        let running = try state.read().slot.match
        return try update { box in
            guard box.unsentCreate(of: id) != nil else { return false }
            if running?.team(of: id) != nil { throw SyncError.newPlayerOfTheRunningMatch(id) }
            box.waiting.removeAll { $0.change.playerID == id }
            box.twins.remove(id)
            return true
        }
    }

    /// The server's highest id, written before these creates are first sent: lost replies are sought above.
    func snapshotPlayers(above highest: Int, for ids: [Int]) throws {
        try update { box in
            for index in box.waiting.indices where ids.contains(box.waiting[index].id) {
                if case .createPlayer(let id, let draft, nil) = box.waiting[index].change {
                    box.waiting[index].change = .createPlayer(id: id, draft: draft, above: highest)
                }
            }
        }
    }

    /// The server made these players (temporary id to its id): their creates leave; its ids are used since.
    /// The name this machine knows the server's `id` by, when taking it as the new player `player` named `name`
    /// would make one id of two players: known by another name, or already beside them in the running match.
    func knownOtherwise(_ id: Int, as name: String, besides player: Int) throws -> String? {
        let state = try state.read()
        let match = state.slot.match.map(\.everyone) ?? []
        if match.contains(where: { $0.id == player }), let there = match.first(where: { $0.id == id }) { return there.name }
        let known = state[server: serverKey]
        return (match + known.roster + known.notes.departed).first { $0.id == id && NameKey($0.name) != NameKey(name) }?.name
    }

    func adoptPlayers(_ made: [Int: Int], done ids: [Int]) throws {
        guard !ids.isEmpty else { return }
        try update { box in
            // A server id this machine's earlier new player had was given again (deleted there, then reused).
            box.madePlayers = box.madePlayers.filter { !made.values.contains($0.value) }.merging(made) { _, new in new }
            box.twins.subtract(made.keys)
            box.waiting.removeAll { ids.contains($0.id) }
        }
    }
}

extension Outbox {
    /// The player `id` as the roster read shows them: listed or created, with unheld waiting edits applied.
    func shown(_ id: Int, listed: [Player]) -> PlayerDraft? {
        var shown = (listed + waitingCreates).first { $0.id == id }?.draft
        for entry in waiting where entry.isShown {
            guard case .editPlayer(id, let draft, let base) = entry.change else { continue }
            shown = shown.map { draft.changes(from: base, putOver: $0) } ?? draft
        }
        return shown
    }

    var waitingCreates: [Player] {
        waiting.compactMap { entry in
            guard case .createPlayer(let id, let draft, _) = entry.change else { return nil }
            return Player(id: id, draft: draft)
        }
    }

    /// Where the create of the player `id` waits, never sent.
    func unsentCreate(of id: Int) -> Int? {
        waiting.firstIndex { entry in
            if case .createPlayer(id, _, nil) = entry.change { true } else { false }
        }
    }
}

extension ServerChange {
    public var draft: PlayerDraft? {
        switch self {
        case .createPlayer(_, let draft, _), .editPlayer(_, let draft, _): draft
        default: nil
        }
    }
}

/// What the server's roster says of a player's create, before it is sent.
enum PlayerCreateCheck: Equatable {
    /// An earlier attempt made them (its reply was lost): this is their id.
    case landed(Int)
    /// Another player has the name now (our rule, not the server's): this one.
    case nameTaken(by: Int)
    case send

    /// `above`: the create's snapshot; `claimed`: ids other creates found; `twin`: a name allowed twice.
    init(draft: PlayerDraft, above: Int?, roster: [Player], claimed: Set<Int>, twin: Bool) {
        if let above, let landed = roster.first(where: { $0.id > above && !claimed.contains($0.id) && $0 == Player(id: $0.id, draft: draft) }) {
            self = .landed(landed.id)
        } else if !twin, let taken = roster.first(where: { PlayerValidation.sameName($0.name, draft.name) }) {
            self = .nameTaken(by: taken.id)
        } else {
            self = .send
        }
    }
}
