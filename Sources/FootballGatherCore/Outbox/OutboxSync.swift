import Foundation

/// `gather sync`: sends this user's waiting changes, oldest first, as one intent; those on a gather deleted
/// there wait for the user. Each leaves the outbox once sent, so a cut-off sync is simply run again.
public struct OutboxSync: Sendable {
    let delivery: OutboxDelivery
    var outbox: ServerOutbox { delivery.outbox }
    var gathers: any GatherService { delivery.gathers }
    var intents: any IntentSerializer { delivery.intents }

    public init(delivery: OutboxDelivery) { self.delivery = delivery }

    /// What the next sync would send and what waits for the user; nothing is sent.
    public func waiting() throws -> [WaitingChange] { try outbox.outbox().waiting }

    /// `waiting()` as the server is now: each change with what would hold it (a gather or player gone, a name
    /// taken); without signal, as kept. Nothing is sent or written.
    public func preview() async throws -> [WaitingChange] {
        let box = try outbox.outbox()
        guard !box.waiting.isEmpty else { return [] }
        do {
            let (_, _, (ready, held, landed)) = try await serverView(of: box)
            return (ready + held + landed).sorted { $0.id < $1.id }
        } catch let error as APIError where error.isNoConnection {
            return box.waiting
        }
    }

    /// The server's gathers and (when a change needs it) roster, and `box`'s changes sorted against them.
    private func serverView(of box: Outbox) async throws
        -> (gathers: [Gather], roster: [Player]?, sorted: (ready: [WaitingChange], held: [WaitingChange], landed: [WaitingChange])) {
        let needsRoster = box.waiting.contains { $0.change.gatherID == nil || $0.playerName != nil }
        async let listed = gathers.gathers()
        async let players = needsRoster ? delivery.players.currentPlayers() : nil
        let (onServer, roster) = try await (listed, players)
        let sorted = Self.sorted(box.waiting, onServer: onServer, roster: roster, created: box.created, made: box.madePlayers, twins: box.twins)
        return (onServer, roster, sorted)
    }

    public func sync() async throws -> SyncReport {
        try await intents.reserving([.home], for: .sendingKept) {
            let before = try outbox.outbox()
            guard !before.waiting.isEmpty else { return SyncReport() }
            let (onServer, roster, (ready, held, landed)) = try await serverView(of: before)
            try outbox.update { box in
                box.waiting.removeAll { entry in landed.contains { $0.id == entry.id } }
                for change in held { if let index = box.waiting.firstIndex(where: { $0.id == change.id }) { box.waiting[index] = change } }
            }
            var sent: [WaitingChange] = []
            var sending = roster
            for step in Self.steps(of: ready) {
                try await send(step, listed: onServer, roster: &sending)
                sent += step
            }
            try outbox.moveWhatIsKept()
            let box = try outbox.outbox()
            return SyncReport(
                sent: landed + sent, held: held, created: box.created.filter { before.created[$0.key] == nil },
                madePlayers: box.madePlayers.filter { before.madePlayers[$0.key] == nil })
        }
    }

    /// Drops a waiting change, with the later ones naming what its create makes or its conflict says is gone;
    /// returns them. Refused: the running match's start, the create or join of a player in it, and what would
    /// leave records naming a player the server never has (`keptRecord`).
    public func drop(_ id: Int) async throws -> [WaitingChange] {
        try await intents.reserving([.home], for: .sendingKept) {
            let state = try outbox.state.read()
            let running = state.slot.match
            let gone = try outbox.update { box in
                guard let dropped = box.waiting.first(where: { $0.id == id }) else { throw SyncError.noSuchChange(id) }
                if let kept = Self.keptRecord(droppedBy: dropped, in: box, state: state, server: outbox.serverKey) { throw kept }
                if case .createGather(let local, _) = dropped.change, local == running?.gatherID { throw SyncError.startsTheRunningMatch(id) }
                if case .createPlayer(let player, _, _) = dropped.change, running?.team(of: player) != nil {
                    throw SyncError.addsPlayerOfTheRunningMatch(id)
                }
                // The running match keeps the id it started under; the change may name the server's since.
                let runningIDs = running.map { [$0.gatherID, box.created[$0.gatherID]] } ?? []
                if case .addPlayer(let gather, let player, _) = dropped.change, runningIDs.contains(gather), running?.team(of: player) != nil {
                    throw SyncError.addsPlayerOfTheRunningMatch(id)
                }
                let gone = box.waiting.filter { entry in
                    entry.id == id || (entry.id > id && dropped.neverOnTheServer.map(entry.change.names.contains) == true)
                }
                box.waiting.removeAll { entry in gone.contains { $0.id == entry.id } }
                box.release(behind: id)
                box.twins.subtract(gone.compactMap { $0.change.isPlayerCreate ? $0.change.playerID : nil })
                return gone
            }
            if case .playerRenamed(let player, let was, _)? = gone.first?.conflict {
                try outbox.state.update { $0.setApartReusedIDs(server: outbox.serverKey, left: Player(id: player, name: was)) }
            }
            return gone
        }
    }

    /// Lets a change held for a name go: a renamed player's change goes to them as renamed; a new player
    /// whose name is taken becomes the server's player of that name (their id is returned).
    public func sendAnyway(_ id: Int) async throws -> (change: WaitingChange, takenAs: Int?) {
        try await intents.reserving([.home], for: .sendingKept) {
            try await holdAsPreviewed(id)
            let (change, conflict) = try outbox.update { box in
                guard let index = box.waiting.firstIndex(where: { $0.id == id }) else { throw SyncError.noSuchChange(id) }
                let conflict = box.waiting[index].conflict
                if case .playerRenamed(_, _, let now)? = conflict {
                    box.waiting[index].playerName = now
                    box.waiting[index].conflict = nil
                } else if conflict?.takenBy == nil {
                    throw SyncError.notHeldForAName(id)
                } else if !box.waiting[index].change.isPlayerCreate {
                    throw SyncError.renamesToATakenName(id)
                }
                box.release(behind: id)
                return (box.waiting[index], conflict)
            }
            guard let other = conflict?.takenBy, case .createPlayer(let player, let draft, _) = change.change else { return (change, nil) }
            if let known = try outbox.knownOtherwise(other, as: draft.name, besides: player) {
                throw SyncError.takesAnIDKnownOtherwise(id, player: player, server: other, knownAs: known)
            }
            try outbox.adoptPlayers([player: other], done: [id])
            return (change, other)
        }
    }

    /// A change `--dry-run` found held, not held yet (no sync since): held as sync would, so `--send` takes it.
    private func holdAsPreviewed(_ id: Int) async throws {
        guard try outbox.outbox().waiting.contains(where: { $0.id == id && $0.conflict == nil }) else { return }
        let held = try await preview().filter { $0.conflict != nil }
        try outbox.update { box in
            for change in held { if let index = box.waiting.firstIndex(where: { $0.id == change.id }) { box.waiting[index].conflict = change.conflict } }
        }
    }

    /// Splits `waiting` into ready, held (names something gone, a taken name, or follows a held change) and
    /// landed (a cut-off sync's deletion of what is gone, or a result the gather already has).
    static func sorted(
        _ waiting: [WaitingChange], onServer: [Gather], roster: [Player]? = nil, created: [UUID: UUID] = [:], made: [Int: Int] = [:],
        twins: Set<Int> = []
    ) -> (ready: [WaitingChange], held: [WaitingChange], landed: [WaitingChange]) {
        var gathers = Dictionary(onServer.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for (local, real) in created { gathers[local] = gathers[real] }
        // A gather started here without signal is the server's once its create is sent.
        for case .createGather(let local, _) in waiting.map(\.change) { gathers[local] = Gather(id: local, userId: local) }
        var players = roster.map { Set($0.map(\.id)) }
        let identities = PlayerIdentityCheck(waiting: waiting, roster: roster)
        for (temporary, real) in made where players?.contains(real) == true { players?.insert(temporary) }
        var claimed = Set(made.values)
        var ready: [WaitingChange] = []
        var held: [WaitingChange] = []
        var landed: [WaitingChange] = []
        var heldSubjects: [ChangeSubject: Int] = [:]
        // Compared under the server's ids: a change kept before its gather or player was made names them otherwise.
        let sent = waiting.map { $0.change.onServer(created: created, made: made) }
        for (index, original) in waiting.enumerated() {
            var entry = original
            let (subject, names) = (sent[index].subject, sent[index].names)
            let exists: Bool = switch subject {
            case .gather(let id): gathers[id] != nil
            case .player(let id): entry.change.isPlayerCreate || (players?.contains(id) ?? true)
            }
            let later = sent[(index + 1)...].contains { $0.subject == subject }
            entry.conflict = nil
            if let first = names.lazy.compactMap({ heldSubjects[$0] }).first {
                entry.conflict = .dependsOn(first)
                // Its player waits with it: this machine's later change of them must not overtake it.
                for case .player(let id) in names where heldSubjects[.player(id)] == nil { heldSubjects[.player(id)] = entry.id }
            } else if !exists, entry.change.isDeletion {
                landed.append(entry)
                continue
            } else if !exists {
                entry.conflict = entry.change.deleted
                heldSubjects[subject] = entry.id
            } else if let renamed = identities.conflict(of: entry) {
                entry.conflict = renamed
                for named in names { heldSubjects[named] = entry.id }
            } else if case .result(let gather, let score) = entry.change, gathers[gather]?.score == score.text, !later {
                landed.append(entry)
                continue
            } else if case .createPlayer(let id, let draft, let above) = entry.change, let roster {
                switch PlayerCreateCheck(draft: draft, above: above, roster: roster, claimed: claimed, twin: twins.contains(id)) {
                case .landed(let serverID): claimed.insert(serverID)
                case .nameTaken(let other):
                    entry.conflict = .nameTaken(by: other)
                    heldSubjects[subject] = entry.id
                case .send: break
                }
                players?.insert(id)
            }
            if entry.conflict == nil { ready.append(entry) } else { held.append(entry) }
        }
        return (ready, held, landed)
    }

    /// Consecutive joins of one gather, or consecutive player creates, are one step; others go alone.
    static func steps(of ready: [WaitingChange]) -> [[WaitingChange]] {
        var steps: [[WaitingChange]] = []
        for entry in ready {
            if let last = steps.last?.last, entry.change.goesWith(last.change) {
                steps[steps.count - 1].append(entry)
            } else {
                steps.append([entry])
            }
        }
        return steps
    }

    private func send(_ step: [WaitingChange], listed: [Gather], roster: inout [Player]?) async throws {
        if step.first?.change.isPlayerCreate == true {
            _ = try await delivery.createPlayers(step, roster: roster)
            return
        }
        let adds = step.compactMap { entry -> (UUID, BulkAssignment)? in
            guard case .addPlayer(let gather, let player, let team) = entry.change else { return nil }
            return (gather, BulkAssignment(playerID: player, team: team))
        }
        guard adds.count > 1, let gather = adds.first?.0 else {
            for entry in step { try await delivery.send(entry, listed: listed, roster: &roster) }
            return
        }
        let box = try outbox.outbox()
        let serverID = box.serverID(of: gather)
        // A sync cut off mid-step sent some already, and the server would add a player twice.
        let present = delivery.madeNow.contains(serverID) ? [] : Set(try await gathers.players(inGather: serverID).map(\.id))
        let missing = adds.map { BulkAssignment(playerID: box.serverID(ofPlayer: $0.1.playerID), team: $0.1.team) }.filter { !present.contains($0.playerID) }
        let failures = missing.isEmpty ? [:] : try await gathers.addPlayers(missing, toGather: serverID)
        try outbox.done(step.compactMap { entry in
            guard case .addPlayer(_, let player, _) = entry.change, failures[box.serverID(ofPlayer: player)] == nil else { return nil }
            return entry.id
        })
        if let failure = failures.values.first { throw failure }
    }
}

/// What a sync did; `created` and `madePlayers` map what was made here without signal to the server's ids.
public struct SyncReport: Sendable, Equatable {
    public var sent: [WaitingChange] = []
    public var held: [WaitingChange] = []
    public var created: [UUID: UUID] = [:]
    public var madePlayers: [Int: Int] = [:]
}

public enum SyncError: Error, Equatable, Sendable, GatherFailure {
    /// `--drop` named an id that does not wait.
    case noSuchChange(Int)
    /// Changes wait for the user that is logging out.
    case changesWaiting(count: Int, user: String)
    /// A sync left changes waiting for the user (their ids).
    case changesHeld([Int])
    /// `--drop` named the start of the running match, made without signal.
    case startsTheRunningMatch(Int)
    /// `--drop` named the create of a player who plays in the running match, or their joining it.
    case addsPlayerOfTheRunningMatch(Int)
    /// A player added without signal, never sent, who plays in the running match, is deleted.
    case newPlayerOfTheRunningMatch(Int)
    /// `--send` named a change that does not wait for a renamed player or a name taken.
    case notHeldForAName(Int)
    /// `--drop` named the create (or an offline join) of a player kept in records (a match, `gather`, or a
    /// payment); `create`: the change adding them; `takenBy`: the server's player of that name, if held.
    case addsPlayerOfAKeptMatch(Int, player: Int, gather: UUID?, create: Int, takenBy: Int?)
    /// `--send` of a new player whose name is taken would make them the server's `server`, whom this machine
    /// knows as `knownAs` (the id was given again after a delete, or that player already plays in the match).
    case takesAnIDKnownOtherwise(Int, player: Int, server: Int, knownAs: String)
    /// `--send` named a rename held because another player of the server has that name.
    case renamesToATakenName(Int)

    public var failureKind: FailureKind {
        switch self {
        case .noSuchChange, .changesWaiting, .startsTheRunningMatch, .addsPlayerOfTheRunningMatch, .newPlayerOfTheRunningMatch, .notHeldForAName,
             .addsPlayerOfAKeptMatch, .takesAnIDKnownOtherwise, .renamesToATakenName:
            .invalidData
        case .changesHeld: .refused
        }
    }
    public var nextStep: NextStep? { nil }
}

extension ServerChange {
    func goesWith(_ previous: ServerChange) -> Bool {
        switch (previous, self) {
        case (.addPlayer(let gather, _, _), .addPlayer(let other, _, _)): gather == other
        case (.createPlayer, .createPlayer): true
        default: false
        }
    }
}

/// Whether the server's player of a change's id is still the one it meant: named as the change kept, or as a
/// waiting edit up to and including this change names them (a later edit is no excuse: it is not sent yet).
struct PlayerIdentityCheck {
    /// The server's players by id; nil when its roster was not read.
    private let serverNames: [Int: String]?
    /// Per player, the names waiting edits give and were kept for, with each edit's id.
    private var renames: [Int: [(name: String, by: Int)]] = [:]

    init(waiting: [WaitingChange], roster: [Player]?) {
        serverNames = roster.map { Dictionary($0.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first }) }
        for entry in waiting {
            guard case .editPlayer(let id, let draft, _) = entry.change else { continue }
            // The name the edit gives, and the one it was kept for (a rename not sent yet).
            for name in [draft.name] + (entry.playerName.map { [$0] } ?? []) { renames[id, default: []].append((name, entry.id)) }
        }
    }

    /// `.playerRenamed` when the server's player of the change's id has another name; `.playerDeleted` for
    /// a join of a player the server lacks (deleted elsewhere, or from a reset server), not made here;
    /// `.nameTaken` for a rename to a name another player of the server has now (one name, one player).
    func conflict(of entry: WaitingChange) -> SyncConflict? {
        guard let id = entry.change.playerID, let serverNames else { return nil }
        if case .addPlayer = entry.change, !PlayerID.isTemporary(id), serverNames[id] == nil { return .playerDeleted(id) }
        guard let was = entry.playerName else { return nil }
        if let now = serverNames[id], !PlayerValidation.sameName(was, now),
           !(renames[id] ?? []).contains(where: { $0.by <= entry.id && PlayerValidation.sameName($0.name, now) }) {
            return .playerRenamed(id: id, was: was, now: now)
        }
        guard case .editPlayer(_, let draft, _) = entry.change, !PlayerValidation.sameName(draft.name, was),
              let other = serverNames.filter({ $0.key != id && PlayerValidation.sameName($0.value, draft.name) }).keys.min() else { return nil }
        return .nameTaken(by: other)
    }
}

extension WaitingChange {
    /// What the server will never have once this is dropped: what a create makes, or a conflict says is gone.
    var neverOnTheServer: ChangeSubject? {
        switch (change, conflict) {
        case (.createPlayer, _), (.createGather, _): change.subject
        case (_, .gatherDeleted(let gather)?): .gather(gather)
        case (_, .playerDeleted(let player)?): .player(player)
        default: nil
        }
    }
}

extension OutboxSync {
    /// Why dropping `dropped` would leave records naming a player the server never has (the create of one who
    /// played a kept match or paid, or a join of one whose create waits); nil when nothing would.
    static func keptRecord(droppedBy dropped: WaitingChange, in box: Outbox, state: MachineState, server: String) -> SyncError? {
        guard let player = dropped.change.playerID, PlayerID.isTemporary(player), !dropped.change.isDeletion else { return nil }
        guard let create = box.waiting.first(where: { $0.change.isPlayerCreate && $0.change.playerID == player }) else { return nil }
        let played = state.gathers.first { $0.value.names(player) }?.key
        let paid = state[server: server].notes.fees.payments.contains { $0.playerID == player || $0.paidBy == player }
        guard dropped.change.isPlayerCreate ? (played != nil || paid) : played != nil else { return nil }
        return .addsPlayerOfAKeptMatch(dropped.id, player: player, gather: played, create: create.id, takenBy: create.conflict?.takenBy)
    }
}
