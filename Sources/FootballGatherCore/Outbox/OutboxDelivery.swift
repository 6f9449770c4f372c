import Foundation
import Synchronization

/// Sends waiting changes with the client's retries, each taken out once landed and safe to resend: a result
/// is a `PUT`, a gone deletion is done, no player is added twice, an offline gather is looked for first.
public struct OutboxDelivery: Sendable {
    let gathers: any GatherService
    let players: any PlayerService
    let outbox: ServerOutbox
    /// Sending what waits reserves the outbox: two commands never both send it.
    let intents: any IntentSerializer
    /// The gathers this process made: they have no players yet, so none is looked for.
    let madeNow = MadeNow()

    public init(gathers: any GatherService, players: any PlayerService, outbox: ServerOutbox, intents: any IntentSerializer) {
        self.gathers = gathers
        self.players = players
        self.outbox = outbox
        self.intents = intents
    }

    /// This user's waiting changes on this server, oldest first (what `status`, `export` and `logout` count).
    public func waiting() throws -> [WaitingChange] { try outbox.outbox().waiting }

    public func othersWaiting() throws -> [(username: String?, count: Int)] { try outbox.othersWaiting() }

    public func takeOverEarlierAccount() throws -> Int { try outbox.takeOverEarlierAccount() }

    /// Before a write: sends what waits; the failure when it cannot reach the server (the write then waits).
    func sendWhatWaits() async throws -> APIError? {
        guard try outbox.outbox().waiting.contains(where: { $0.conflict == nil }) else { return nil }
        // A create of this command timed out and may still land: sending it again now would make two.
        if let inFlight = outbox.keptNow.noted.inFlight { return inFlight }
        return try await intents.reserving([.outbox], for: .sendingKept) { try await sendWaiting() }
    }

    /// A write: sent after what waits; kept without signal, or behind a held change naming the same.
    func sendOrKeep(_ change: ServerChange, at now: () -> Date, _ send: () async throws -> Void) async throws {
        guard try await sendWhatWaits() == nil else { return try outbox.keep(change, at: now()) }
        if let held = try heldChange(naming: change) { return try outbox.keep(change, at: now(), behind: held) }
        do {
            try await send()
        } catch let error as APIError where error.isNoConnection {
            try outbox.keep(change, at: now())
        }
    }

    /// `sendOrKeep` under the named player's server id; kept while they have none (their create waits for the user).
    func sendOrKeepUnderPlayerID(_ change: ServerChange, at now: () -> Date, _ send: (_ serverID: Int) async throws -> Void) async throws {
        guard let id = change.playerID else { return }
        try await sendOrKeep(change, at: now) {
            let real = try outbox.outbox().serverID(ofPlayer: id)
            guard !PlayerID.isTemporary(real) else { return try outbox.keepBehindHeldPlayer(change, at: now()) }
            try await send(real)
        }
    }

    /// The held change naming what `change` names; a held player create aside (`keepBehindHeldPlayer`).
    func heldChange(naming change: ServerChange) throws -> Int? {
        let box = try outbox.outbox()
        let names = Set(box.onServer(change).names)
        return box.waiting.first { waiting in
            waiting.conflict != nil && !waiting.change.isPlayerCreate && !names.isDisjoint(with: box.onServer(waiting.change).names)
        }?.id
    }

    /// Sends what waits, oldest first; returns the failure when the server cannot be reached or an answer is
    /// lost. A change whose subject is gone (404) is held with those after it, as `gather sync` holds them.
    func sendWaiting() async throws -> APIError? {
        let before = try outbox.outbox()
        defer { tell(since: before) }
        var held: [ChangeSubject: Int] = [:]
        let waiting = before.waiting
        var roster: [Player]?
        do {
            let named = waiting.contains { $0.playerName != nil && $0.conflict == nil }
            roster = named ? try await players.currentPlayers() : nil
        } catch let error as APIError where error.isNoConnection {
            return error
        }
        let identities = PlayerIdentityCheck(waiting: waiting, roster: roster)
        var next = waiting.startIndex
        while next < waiting.endIndex {
            let entry = waiting[next]
            next += 1
            // Compared under the server's ids: a change kept before its gather was made names it by its local id.
            let names = try outbox.outbox().onServer(entry.change).names
            if let first = names.lazy.compactMap({ held[$0] }).first {
                if entry.conflict == nil { try outbox.hold(entry.id, because: .dependsOn(first)) }
                // Its player waits with it: a later change of them must not overtake it.
                for case .player(let id) in names where held[.player(id)] == nil { held[.player(id)] = entry.id }
                continue
            }
            // One held by an earlier sync (a name taken there) holds those that name what it names.
            if let conflict = entry.conflict ?? identities.conflict(of: entry) {
                if entry.conflict == nil { try outbox.hold(entry.id, because: conflict) }
                for subject in names { held[subject] = entry.id }
                continue
            }
            // Players added one after another are created together, six at a time.
            var creates = [entry]
            while entry.change.isPlayerCreate, next < waiting.endIndex, waiting[next].change.isPlayerCreate, waiting[next].conflict == nil {
                creates.append(waiting[next])
                next += 1
            }
            do {
                if entry.change.isPlayerCreate {
                    for create in try await createPlayers(creates, roster: nil) { held[create.change.subject] = create.id }
                } else {
                    try await send(entry, roster: &roster)
                }
            } catch let error as APIError where error.isNoConnection {
                return error
            } catch let error as APIError where error.isNoAnswer {
                // Sync finds out whether it landed; what comes after waits behind it.
                outbox.keptNow.note { $0.answerLost = true }
                return error
            } catch APIError.notFound {
                try outbox.hold(entry.id, because: entry.change.deleted)
                held[entry.change.subject] = entry.id
            }
        }
        return nil
    }

    private func tell(since before: Outbox) {
        guard let now = try? outbox.outbox() else { return }
        let wasHeld = Set(before.waiting.filter { $0.conflict != nil }.map(\.id))
        let held = now.waiting.filter { $0.conflict != nil && !wasHeld.contains($0.id) }.count
        let names = Dictionary(before.waitingCreates.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        let made = now.madePlayers.filter { before.madePlayers[$0.key] == nil }.sorted { $0.key > $1.key }.map { temporary, real in
            MadePlayer(name: names[temporary] ?? "", temporaryID: temporary, serverID: real)
        }
        outbox.keptNow.note { kept in
            kept.madePlayers += made
            kept.newlyHeld += held
        }
    }

    /// Sends `entry` under the server's ids. `listed`, `roster`: the server's gathers and players if just
    /// read; a sent edit is put in `roster`, so that the player's next edit goes over it.
    func send(_ entry: WaitingChange, listed: [Gather]? = nil, roster: inout [Player]?) async throws {
        let change = try outbox.outbox().onServer(entry.change)
        switch change {
        case .result(let gather, let score):
            try await gathers.setResult(ofGather: gather, score: score)
        case .addPlayer(let gather, let player, let team):
            try await gathers.addPlayer(id: player, toGather: gather, team: team)
        case .deleteGather(let gather):
            try await gathers.deleteGather(id: gather)
        case .createGather(let local, let before):
            let made = try await create(entry, before: before, listed: listed)
            madeNow.insert(made)  // it has no players yet, whichever way it was found
            return try outbox.state.together {
                try outbox.adopt(local, as: made)
                try outbox.done([entry.id])
                outbox.noteSent(.createGather(local: made, before: nil))
            }
        case .editPlayer(let id, let draft, let base):
            let index = roster?.firstIndex { $0.id == id }
            let sent = index.flatMap { roster?[$0].draft }.map { draft.changes(from: base, putOver: $0) } ?? draft
            try await players.updatePlayer(id: id, with: sent)
            if let index { roster?[index] = Player(id: id, draft: sent) }
        case .deletePlayer(let id):
            try await players.deletePlayer(id: id)
        case .createPlayer:
            _ = try await createPlayers([entry], roster: roster)
            return
        }
        try outbox.state.together {
            try outbox.done([entry.id])
            outbox.noteSent(change)  // reads without signal show it as sent
        }
    }

    /// Creates players added without signal, six at a time, naming them by server ids from then on; returns
    /// those held for a name taken there. One whose reply was lost is looked for first (`PlayerCreateCheck`).
    @discardableResult
    func createPlayers(_ entries: [WaitingChange], roster given: [Player]?) async throws -> [WaitingChange] {
        let roster = if let given { given } else { try await players.currentPlayers() }
        let box = try outbox.outbox()
        var claimed = Set(box.madePlayers.values)
        var made: [Int: Int] = [:]
        var done: [Int] = []
        var held: [WaitingChange] = []
        var unsent: [(entry: WaitingChange, id: Int, draft: PlayerDraft)] = []
        for entry in entries {
            guard case .createPlayer(let id, let draft, let above) = entry.change else { continue }
            switch PlayerCreateCheck(draft: draft, above: above, roster: roster, claimed: claimed, twin: box.twins.contains(id)) {
            case .landed(let serverID):
                claimed.insert(serverID)
                made[id] = serverID
                done.append(entry.id)
            case .nameTaken(let other):
                try outbox.hold(entry.id, because: .nameTaken(by: other))
                held.append(WaitingChange(id: entry.id, change: entry.change, keptAt: entry.keptAt, conflict: .nameTaken(by: other)))
            case .send:
                unsent.append((entry, id, draft))
            }
        }
        guard !unsent.isEmpty else {
            try outbox.adoptPlayers(made, done: done)
            return held
        }
        try outbox.snapshotPlayers(above: roster.map(\.id).max() ?? 0, for: unsent.map(\.entry.id))
        let outcome = try await players.createPlayers(unsent.map(\.draft), roster: roster) { _ in }
        for (create, serverID) in zip(unsent, outcome.ids) {
            guard let serverID else { continue }
            made[create.id] = serverID
            done.append(create.entry.id)
        }
        try outbox.adoptPlayers(made, done: done)
        if let failure = outcome.firstError { throw failure }
        return held
    }

    /// After a lost reply, the empty gather made since the (first written) snapshot; else a new one.
    private func create(_ entry: WaitingChange, before: [UUID]?, listed given: [Gather]?) async throws -> UUID {
        let listed = if let given { given } else { try await gathers.gathers() }
        if let before, let made = try await madeSince(before, listed: listed) { return made }
        let snapshot = before ?? listed.map(\.id)
        if before == nil { try outbox.snapshot(snapshot, for: entry.id) }
        do {
            return try await gathers.createGather()
        } catch let error as APIError where error.mayHaveReachedServer {
            guard let made = try await madeSince(snapshot, listed: try await gathers.gathers()) else { throw error }
            return made
        }
    }

    private func madeSince(_ before: [UUID], listed: [Gather]) async throws -> UUID? {
        let known = Set(before).union(try outbox.outbox().created.values)
        for gather in listed where gather.score == nil && !known.contains(gather.id) {
            if try await gathers.players(inGather: gather.id).isEmpty { return gather.id }
        }
        return nil
    }
}

extension ServerChange {
    var isDeletion: Bool {
        switch self {
        case .deleteGather, .deletePlayer: true
        default: false
        }
    }

    public var isPlayerCreate: Bool {
        if case .createPlayer = self { true } else { false }
    }

    /// The conflict of a change whose subject the server no longer has.
    var deleted: SyncConflict {
        switch subject {
        case .gather(let id): .gatherDeleted(id)
        case .player(let id): .playerDeleted(id)
        }
    }
}

/// The gathers made by this process, as a sync sends a match started without signal.
final class MadeNow: Sendable {
    private let made = Mutex<Set<UUID>>([])

    func insert(_ gather: UUID) { made.withLock { _ = $0.insert(gather) } }

    func contains(_ gather: UUID) -> Bool { made.withLock { $0.contains(gather) } }
}
