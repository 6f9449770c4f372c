import Foundation
import Synchronization

/// One user's outbox on one server, in `state.json`: kept with the intent that made the
/// change (written once with it), read by `status` and `gather sync`.
public struct ServerOutbox: Sendable {
    let state: StateFile
    let server: URL
    let serverKey: String
    let userID: UUID
    /// The account's name, kept with its outbox.
    let username: String?
    /// The changes this command kept, for the one sentence that says so.
    let keptNow: KeptChanges

    public init(state: StateFile, server: URL, userID: UUID, username: String? = nil, keptNow: KeptChanges = KeptChanges()) {
        self.state = state
        self.server = server
        serverKey = FileSquadStore.key(of: .server(server))
        self.userID = userID
        self.username = username
        self.keptNow = keptNow
    }

    func outbox() throws -> Outbox { try state.read()[server: serverKey][outboxOf: userID] }

    /// Keeps `change`; `behind`: a change waiting for the user that it then waits behind.
    func keep(_ change: ServerChange, at date: Date, behind held: Int? = nil) throws {
        try state.update { state in
            let known = state[server: serverKey]
            let name = change.playerID.flatMap { id in
                PlayerID.isTemporary(id) || change.isPlayerCreate ? nil : (known.roster + known.notes.departed).first { $0.id == id }?.name
            }
            var box = state[server: serverKey][outboxOf: userID]
            var change = change
            if case .editPlayer(let id, let draft, nil) = change {
                change = .editPlayer(id: id, draft: draft, base: box.shown(id, listed: known.roster + known.notes.departed))
            }
            _ = box.keep(change, at: date, playerName: name, for: username, conflict: held.map(SyncConflict.dependsOn))
            state[server: serverKey][outboxOf: userID] = box
        }
        keptNow.add(on: server)
        if let held { keptNow.heldBehind(held) }
    }

    /// Keeps a change that names a new player whose create waits for the user (its name
    /// taken there): sent after it, once resolved, though the server can be reached.
    func keepBehindHeldPlayer(_ change: ServerChange, at date: Date) throws {
        try keep(change, at: date)
        keptNow.heldBehindNewPlayer()
    }

    /// The ids of the server's gathers as last listed (a start lists them just before its
    /// create); nil when they never were.
    func listedGathers() throws -> [UUID]? { try state.read()[server: serverKey].gathers?.map(\.id) }

    /// The gathers as last listed, with what waits applied; when they never were, the
    /// matches started here without signal (a new group's first week at the pitch); nil
    /// when this machine knows no gather at all.
    func keptGathers() throws -> [Gather]? {
        if let listed = try state.read()[server: serverKey].gathers { return try applyingWhatWaits(to: listed) }
        let started = try applyingWhatWaits(to: [])
        return started.isEmpty ? nil : started
    }

    /// `gathers` as they will be once what waits is sent: what this machine did comes first.
    func applyingWhatWaits(to listed: [Gather]) throws -> [Gather] {
        let outbox = try outbox()
        var gathers = listed
        for waiting in outbox.waiting where waiting.conflict == nil {
            if case .createGather(let local, _) = waiting.change, outbox.created[local] != nil { continue }
            Self.apply(waiting.change, to: &gathers, naming: outbox.serverID(of:), userID: userID)
        }
        return gathers
    }

    /// The players of each of `gathers` whose sides this machine keeps (the roster as last
    /// seen, and the players deleted since); a gather it knows nothing of has no entry.
    func keptMembers(of gathers: [UUID]) throws -> [UUID: [Player]] {
        let state = try state.read()
        let server = state[server: serverKey]
        let known = Dictionary(
            (server.roster + server.notes.departed + (try playersAddedWithoutSignal())).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var members: [UUID: [Player]] = [:]
        for gather in gathers {
            guard let details = state.gathers[gather] else { continue }
            members[gather] = details.teams.keys.compactMap { Int($0) }.sorted().compactMap { known[$0] }
        }
        return members
    }

    /// Keeps the list of gathers in step with a write the server took, so that what is read
    /// without signal later shows it.
    func noteSent(_ change: ServerChange) {
        try? state.refresh { state in
            guard var gathers = state[server: serverKey].gathers else { return }
            Self.apply(change, to: &gathers, naming: { $0 }, userID: userID)
            state[server: serverKey].gathers = gathers
        }
    }

    private static func apply(_ change: ServerChange, to gathers: inout [Gather], naming serverID: (UUID) -> UUID, userID: UUID) {
        switch change {
        case .result(let id, let score):
            if let index = gathers.firstIndex(where: { $0.id == serverID(id) || $0.id == id }) {
                gathers[index].score = score.text
                gathers[index].winnerTeam = score.winnerWireValue
            }
        case .deleteGather(let id): gathers.removeAll { $0.id == id || $0.id == serverID(id) }
        case .createGather(let id, _): if !gathers.contains(where: { $0.id == id }) { gathers.append(Gather(id: id, userId: userID)) }
        case .addPlayer, .editPlayer, .deletePlayer, .createPlayer: break
        }
    }

    /// Takes a sent change out of the outbox, written at once: a sync cut off later does
    /// not send it again.
    /// Several at once (a gather's players sent together) are one write.
    func done(_ ids: [Int]) throws {
        try update { $0.waiting.removeAll { ids.contains($0.id) } }
    }

    /// Takes out a gather started without signal and not made yet, with every change
    /// waiting on it; false when it was made, or is no such gather.
    func forgetUnsent(_ gather: UUID) throws -> Bool {
        try update { box in
            guard box.waiting.contains(where: { $0.change == .createGather(local: gather, before: nil) }) else { return false }
            box.waiting.removeAll { $0.change.gatherID == gather }
            return true
        }
    }

    /// Marks a change as waiting for the user.
    func hold(_ id: Int, because conflict: SyncConflict) throws {
        try update { box in
            if let index = box.waiting.firstIndex(where: { $0.id == id }) { box.waiting[index].conflict = conflict }
        }
    }

    /// The server's gathers just before a start's create is first sent, written before it.
    func snapshot(_ gathers: [UUID], for id: Int) throws {
        try update { box in
            guard let index = box.waiting.firstIndex(where: { $0.id == id }),
                  case .createGather(let local, nil) = box.waiting[index].change else { return }
            box.waiting[index].change = .createGather(local: local, before: gathers)
        }
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
        try state.refresh { state in
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
        try? state.refresh { $0[server: serverKey].gathers = gathers }
    }

    /// The changes this machine keeps for other accounts of this server: each account's
    /// name (when known) and how many wait.
    func othersWaiting() throws -> [(username: String?, count: Int)] {
        try state.read()[server: serverKey].outboxes
            .filter { $0.key != userID.uuidString && !$0.value.waiting.isEmpty }
            .sorted { $0.key < $1.key }
            .map { ($0.value.username, $0.value.waiting.count) }
    }

    /// The changes kept for an earlier account of this name on this server (another id: the
    /// server lost it, or it was made again) become this account's, when it keeps none of
    /// its own; sync then sends them, holding what names something the server no longer
    /// has. Returns how many.
    func takeOverEarlierAccount() throws -> Int {
        guard let username else { return 0 }
        return try state.update { state in
            var known = state[server: serverKey]
            guard known[outboxOf: userID] == Outbox(),
                  let earlier = known.outboxes.first(where: { key, outbox in
                      key != userID.uuidString && outbox.username == username && !outbox.waiting.isEmpty
                  })
            else { return 0 }
            known.outboxes[earlier.key] = nil
            known[outboxOf: userID] = earlier.value
            state[server: serverKey] = known
            return earlier.value.waiting.count
        }
    }

    func update<T>(_ body: (inout Outbox) throws -> T) throws -> T {
        try state.update { try body(&$0[server: serverKey][outboxOf: userID]) }
    }
}

/// What this command did without the server: the server it kept changes for instead of
/// sending them, and whether (and as of when, where known) a read answered from what this
/// machine last saw there.
public final class KeptChanges: Sendable {
    private struct Record {
        var server: URL?
        var behindHeldPlayer = false
        var behindHeldChange: Int?
        var noAnswer = false
        var made: [MadePlayer] = []
        var answeredOffline = false
        var asOf: Date?
        var inFlight: APIError?
    }

    private let record = Mutex(Record())

    public init() {}

    func add(on server: URL) { record.withLock { $0.server = server } }

    func heldBehindNewPlayer() { record.withLock { $0.behindHeldPlayer = true } }

    func heldBehind(_ change: Int) { record.withLock { $0.behindHeldChange = change } }

    /// The change waiting for the user that a change of this command was kept behind.
    public var keptBehindHeldChange: Int? { record.withLock { $0.behindHeldChange } }

    func answerLost() { record.withLock { $0.noAnswer = true } }

    /// A write this command sent timed out: it may still be on its way, so nothing more is
    /// sent in this command (the server could not show it yet, and it would go twice).
    func stillInFlight(_ error: APIError) {
        record.withLock { record in
            record.noAnswer = true
            record.inFlight = record.inFlight ?? error
        }
    }

    /// The write of this command that may still be on its way, if one timed out.
    var inFlight: APIError? { record.withLock { $0.inFlight } }

    /// Whether a change was kept because the server's answer never came (it took the
    /// request, or one before it, and may have acted), rather than because it could not be reached.
    public var keptForLostAnswer: Bool { record.withLock { $0.noAnswer } }

    func made(_ players: [MadePlayer]) { record.withLock { $0.made += players } }

    /// The players added without signal that this command's write created on its way
    /// (sending what waited first): their temporary ids are the server's ids from now on.
    public var madePlayers: [MadePlayer] { record.withLock { $0.made } }

    /// Whether a change was kept behind a new player's create that waits for the user,
    /// rather than because the server could not be reached.
    public var keptBehindHeldPlayer: Bool { record.withLock { $0.behindHeldPlayer } }

    /// A read answered from this machine's view, last read from the server at `date` when known.
    func answeredOffline(asOf date: Date?) {
        record.withLock { record in
            record.answeredOffline = true
            if let date { record.asOf = min(record.asOf ?? date, date) }
        }
    }

    public var server: URL? { record.withLock { $0.server } }

    /// Whether a read was answered from this machine's view.
    public var answeredOffline: Bool { record.withLock { $0.answeredOffline } }

    /// When the oldest view this command answered from was read; nil when unknown or none.
    public var offlineAsOf: Date? { record.withLock { $0.asOf } }
}

extension APIError {
    /// Nothing reached the server: no connection could be made. A write that fails so is
    /// safe to keep and send later; nothing of it can have landed.
    var isNoConnection: Bool {
        if case .unreachable = self { return true }
        return false
    }

    /// The server took a request but its answer never came (a timeout, a connection lost
    /// or cut short): what waits before a write may have landed or not, and sync finds out.
    var isNoAnswer: Bool {
        switch self {
        case .timedOut, .connectionLost, .replyCutShort: true
        default: false
        }
    }
}

/// What `read` gives; none when the server cannot be reached and this machine keeps nothing
/// to answer with: for what a write only consults (the ratings a prediction uses).
func noneWithoutSignal<T>(_ read: () async throws -> [T]) async throws -> [T] {
    do {
        return try await read()
    } catch let error as APIError where error.isNoConnection {
        return []
    }
}

/// A player added without signal, now made on the server.
public struct MadePlayer: Sendable, Equatable {
    public var name: String
    public var temporaryID: Int
    public var serverID: Int

    public init(name: String, temporaryID: Int, serverID: Int) {
        self.name = name
        self.temporaryID = temporaryID
        self.serverID = serverID
    }
}
