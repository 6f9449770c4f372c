import Foundation
import Synchronization

/// Sends waiting changes through the server's services, with the client's retries, each
/// taken out of the outbox (and written) once it has landed. Each is safe to send again
/// after an interruption: a result is a `PUT`, a gather already gone is done, a player the
/// gather already has is not added twice, and a gather started without signal is looked
/// for among those made since its snapshot before it is created.
public struct OutboxDelivery: Sendable {
    public let gathers: any GatherService
    let players: any PlayerService
    public let outbox: ServerOutbox
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

    /// Before a write: sends what waits (reserving the outbox), and nil; the failure when
    /// the server cannot be reached, and the write then waits behind it.
    func sendWhatWaits() async throws -> APIError? {
        guard try outbox.outbox().waiting.contains(where: { $0.conflict == nil }) else { return nil }
        return try await intents.reserving([.outbox], for: .sendingKept) { try await sendWaiting() }
    }

    /// A write: sent after what waits, or kept behind it when the server cannot be reached.
    func sendOrKeep(_ change: ServerChange, at now: () -> Date, _ send: () async throws -> Void) async throws {
        guard try await sendWhatWaits() == nil else { return try outbox.keep(change, at: now()) }
        do {
            try await send()
        } catch let error as APIError where error.isNoConnection {
            try outbox.keep(change, at: now())
        }
    }

    /// Sends what waits, oldest first, and nil; the failure when the server cannot be
    /// reached. A change about a gather the server no longer has (404) waits for the user,
    /// with those after it on that gather, as `gather sync` holds them; the rest go on.
    func sendWaiting() async throws -> APIError? {
        var held: [ChangeSubject: Int] = [:]
        for entry in try outbox.outbox().waiting where entry.conflict == nil {
            if let first = held[entry.change.subject] {
                try outbox.hold(entry.id, because: .dependsOn(first))
                continue
            }
            do {
                try await send(entry)
            } catch let error as APIError where error.isNoConnection {
                return error
            } catch APIError.notFound {
                try outbox.hold(entry.id, because: entry.change.deleted)
                held[entry.change.subject] = entry.id
            }
        }
        return nil
    }

    /// Sends `entry`, naming gathers by the server's ids. `listed`: the server's gathers
    /// as just read, when they were (a sync reads them first).
    public func send(_ entry: WaitingChange, listed: [Gather]? = nil) async throws {
        let created = try outbox.outbox().created
        let change = created.reduce(entry.change) { change, pair in change.naming(pair.value, for: pair.key) }
        switch change {
        case .result(let gather, let score):
            try await gathers.setResult(ofGather: gather, score: score)
        case .addPlayer(let gather, let player, let team):
            try await gathers.addPlayer(id: player, toGather: gather, team: team)
        case .deleteGather(let gather):
            do {
                try await gathers.deleteGather(id: gather)
            } catch APIError.notFound {
                // Already gone: what the change asked for.
            }
        case .createGather(let local, let before):
            try await outbox.adopt(local, as: try await create(entry, before: before, listed: listed))
        case .editPlayer(let id, let draft):
            try await players.updatePlayer(id: id, with: draft)
        case .deletePlayer(let id):
            do {
                try await players.deletePlayer(id: id)
            } catch APIError.notFound {
                // Already gone.
            }
        }
        try outbox.done([entry.id])
    }

    /// The gather this start makes: one made since the snapshot, without a score or players,
    /// when an earlier attempt's reply was lost; otherwise a new one. The snapshot is written
    /// before the create is sent.
    private func create(_ entry: WaitingChange, before: [UUID]?, listed given: [Gather]?) async throws -> UUID {
        let listed = if let given { given } else { try await gathers.gathers() }
        guard let before else {
            try outbox.snapshot(listed.map(\.id), for: entry.id)
            let made = try await gathers.createGather()
            madeNow.insert(made)
            return made
        }
        let known = Set(before).union(try outbox.outbox().created.values)
        for gather in listed where gather.score == nil && !known.contains(gather.id) {
            if try await gathers.players(inGather: gather.id).isEmpty { return gather.id }
        }
        return try await gathers.createGather()
    }
}

extension ServerChange {
    var isDeletion: Bool {
        switch self {
        case .deleteGather, .deletePlayer: true
        default: false
        }
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
