import Foundation
import Synchronization

/// One user's outbox on one server, in `state.json`: kept with the intent that made the
/// change (written once with it), read by `status` and `gather sync`.
public struct ServerOutbox: Sendable {
    let state: StateFile
    public let server: URL
    let serverKey: String
    let userID: UUID
    /// The changes this command kept, for the one sentence that says so.
    public let keptNow: KeptChanges

    public init(state: StateFile, server: URL, userID: UUID, keptNow: KeptChanges = KeptChanges()) {
        self.state = state
        self.server = server
        serverKey = FileSquadStore.key(of: .server(server))
        self.userID = userID
        self.keptNow = keptNow
    }

    public func outbox() throws -> Outbox { try state.read()[server: serverKey][outboxOf: userID] }

    func keep(_ change: ServerChange, at date: Date) throws {
        _ = try update { $0.keep(change, at: date) }
        keptNow.add(on: server)
    }

    /// The gathers as last listed, with what waits applied; nil when they never were.
    func keptGathers() throws -> [Gather]? {
        try state.read()[server: serverKey].gathers.map(applyingWhatWaits)
    }

    /// `gathers` as they will be once what waits is sent: what this machine did comes first.
    func applyingWhatWaits(to listed: [Gather]) throws -> [Gather] {
        let outbox = try outbox()
        var gathers = listed
        for waiting in outbox.waiting where waiting.conflict == nil {
            switch waiting.change {
            case .result(let id, let score):
                if let index = gathers.firstIndex(where: { $0.id == outbox.serverID(of: id) || $0.id == id }) {
                    gathers[index].score = score.text
                    gathers[index].winnerTeam = score.winnerWireValue
                }
            case .deleteGather(let id): gathers.removeAll { $0.id == id || $0.id == outbox.serverID(of: id) }
            case .createGather(let local, _) where outbox.created[local] == nil: gathers.append(Gather(id: local, userId: userID))
            case .createGather: break
            case .addPlayer: break
            }
        }
        return gathers
    }

    /// Takes a sent change out of the outbox, written at once: a sync cut off later does
    /// not send it again.
    func done(_ id: Int) throws {
        try update { $0.waiting.removeAll { $0.id == id } }
        try state.commitSoFar()
    }

    /// Marks a change as waiting for the user.
    func hold(_ id: Int, because conflict: SyncConflict) throws {
        try update { box in
            if let index = box.waiting.firstIndex(where: { $0.id == id }) { box.waiting[index].conflict = conflict }
        }
        try state.commitSoFar()
    }

    /// The server's gathers just before a start's create is first sent, written before it.
    func snapshot(_ gathers: [UUID], for id: Int) throws {
        try update { box in
            guard let index = box.waiting.firstIndex(where: { $0.id == id }),
                  case .createGather(let local, nil) = box.waiting[index].change else { return }
            box.waiting[index].change = .createGather(local: local, before: gathers)
        }
        try state.commitSoFar()
    }

    /// The server made `local` as `real`: the waiting changes name it, and what this machine
    /// keeps of the gather (its sides, its fee) moves to it.
    func adopt(_ local: UUID, as real: UUID) throws {
        try state.update { state in
            state[server: serverKey][outboxOf: userID].created[local] = real
            for index in state[server: serverKey][outboxOf: userID].waiting.indices {
                state[server: serverKey][outboxOf: userID].waiting[index].change =
                    state[server: serverKey][outboxOf: userID].waiting[index].change.naming(real, for: local)
            }
        }
        try moveWhatIsKept()
    }

    /// Moves the sides, dates and fees kept under a local id to the server's id, once the
    /// match is over (the running match goes on under its local id, which the services
    /// translate). Nothing is written when nothing is under a local id.
    func moveWhatIsKept() throws {
        try state.update { state in
            let created = state[server: serverKey][outboxOf: userID].created
            let running = state.slot.match?.gatherID
            for (local, real) in created where local != running {
                if let details = state.gathers.removeValue(forKey: local) { state.gathers[real] = details }
                state[server: serverKey].notes.fees.move(local, to: real)
            }
        }
    }

    /// Keeps the gathers just listed; nothing is written when they are as kept.
    func remember(_ gathers: [Gather]) {
        _ = try? state.update { $0[server: serverKey].gathers = gathers }
    }

    func update<T>(_ body: (inout Outbox) throws -> T) throws -> T {
        try state.update { try body(&$0[server: serverKey][outboxOf: userID]) }
    }
}

/// What this command did without the server: the server it kept changes for instead of
/// sending them, and when what it read instead was last seen there.
public final class KeptChanges: Sendable {
    private let kept = Mutex<URL?>(nil)
    private let asOf = Mutex<Date?>(nil)

    public init() {}

    func add(on server: URL) { kept.withLock { $0 = server } }

    func answeredOffline(asOf date: Date) { asOf.withLock { $0 = min($0 ?? date, date) } }

    public var server: URL? { kept.withLock { $0 } }

    /// When the oldest view this command answered from was read; nil when none was.
    public var offlineAsOf: Date? { asOf.withLock { $0 } }
}

extension APIError {
    /// Nothing reached the server: no connection could be made. A write that fails so is
    /// safe to keep and send later; nothing of it can have landed.
    public var isNoConnection: Bool {
        if case .unreachable = self { return true }
        return false
    }
}
