import Foundation
import Synchronization

/// One user's outbox on one server, in `state.json`, written in one go with the intent that made each change.
public struct ServerOutbox: Sendable {
    let state: StateFile
    let server: URL
    let serverKey: String
    let userID: UUID
    let username: String?
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

    /// `behind`: a change waiting for the user that this one then waits behind.
    func keep(_ change: ServerChange, at date: Date, behind held: Int? = nil) throws {
        try state.update { state in
            let known = state[server: serverKey]
            let listed = known.roster + known.notes.departed
            let name = change.playerID.flatMap { id in PlayerID.isTemporary(id) || change.isPlayerCreate ? nil : listed.first { $0.id == id }?.name }
            var change = change
            if case .editPlayer(let id, let draft, nil) = change {
                change = .editPlayer(id: id, draft: draft, base: known[outboxOf: userID].shown(id, listed: listed))
            }
            state[server: serverKey][outboxOf: userID].keep(
                change, at: date, playerName: name, for: username, conflict: held.map(SyncConflict.dependsOn))
        }
        keptNow.note { kept in
            kept.server = server
            if let held { kept.behindHeldChange = held }
        }
    }

    /// For a change naming a new player whose create waits for the user: sent after it, once resolved.
    func keepBehindHeldPlayer(_ change: ServerChange, at date: Date) throws {
        try keep(change, at: date)
        keptNow.note { $0.behindHeldPlayer = true }
    }

    /// The server's gathers as last listed (just before a start's create); nil if never listed.
    func listedGathers() throws -> [UUID]? { try state.read()[server: serverKey].gathers?.map(\.id) }

    /// The listed gathers with what waits applied (never listed: those started here); nil if none is known.
    func keptGathers() throws -> [Gather]? {
        if let listed = try state.read()[server: serverKey].gathers { return try applyingWhatWaits(to: listed) }
        let started = try applyingWhatWaits(to: [])
        return started.isEmpty ? nil : started
    }

    func applyingWhatWaits(to listed: [Gather]) throws -> [Gather] {
        let outbox = try outbox()
        var gathers = listed
        for waiting in outbox.waiting where waiting.isShown {
            if case .createGather(let local, _) = waiting.change, outbox.created[local] != nil { continue }
            Self.apply(waiting.change, to: &gathers, naming: outbox.serverID(of:), userID: userID)
        }
        return gathers
    }

    /// Each gather's players on its kept sides; a gather this machine knows nothing of has no entry.
    func keptMembers(of gathers: [UUID]) throws -> [UUID: [Player]] {
        let state = try state.read()
        let server = state[server: serverKey]
        let players = server.roster + server.notes.departed + server[outboxOf: userID].waitingCreates
        let known = Dictionary(players.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return Dictionary(gathers.compactMap { gather in
            state.gathers[gather].map { (gather, $0.teams.keys.compactMap { Int($0) }.sorted().compactMap { known[$0] }) }
        }, uniquingKeysWith: { _, last in last })
    }

    /// Applies a write the server took to the kept gathers, so that reads without signal later show it.
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

    /// Takes sent changes out at once (several in one write), so a sync cut off later does not resend them.
    func done(_ ids: [Int]) throws {
        try update { $0.waiting.removeAll { ids.contains($0.id) } }
    }

    /// Drops an unsent gather started without signal, with all that waits on it; false when made or unknown.
    func forgetUnsent(_ gather: UUID) throws -> Bool {
        try update { box in
            guard box.waiting.contains(where: { $0.change == .createGather(local: gather, before: nil) }) else { return false }
            box.waiting.removeAll { $0.change.gatherID == gather }
            return true
        }
    }

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

    /// The server made `local` as `real`: waiting changes and the gather's kept sides and fee move to it.
    func adopt(_ local: UUID, as real: UUID) throws {
        try update { box in
            box.created[local] = real
            for index in box.waiting.indices { box.waiting[index].change = box.waiting[index].change.naming(real, for: local) }
        }
        try moveWhatIsKept()
    }

    /// Moves what is kept under local ids to server ids, except the running match's (services translate it).
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

    func remember(_ gathers: [Gather], at now: Date) {
        try? state.refresh { state in
            state[server: serverKey].gathers = gathers
            ServerKnowledge.stamp(&state[server: serverKey].gathersSeenAt, now)
        }
    }

    /// A read answered from the gathers as last listed (or as started here, when never listed).
    func answeredOffline() {
        keptNow.answeredOffline(asOf: try? state.read()[server: serverKey].gathersSeenAt)
    }

    /// How many changes wait for each other account of this server (name nil when unknown).
    func othersWaiting() throws -> [(username: String?, count: Int)] {
        try state.read()[server: serverKey].outboxes
            .filter { $0.key != userID.uuidString && !$0.value.waiting.isEmpty }
            .sorted { $0.key < $1.key }
            .map { ($0.value.username, $0.value.waiting.count) }
    }

    /// Takes over an earlier account's waiting changes (same name here, another id: the server lost or remade
    /// it) when this one keeps none; returns how many.
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

/// What this command did without the server: kept changes instead of sending, or answered reads from memory.
public final class KeptChanges: Sendable {
    public struct Record: Sendable {
        /// The server a change of this command was kept for.
        public var server: URL?
        /// Kept behind a new player's create waiting for the user, not for want of signal.
        public var behindHeldPlayer = false
        /// The change waiting for the user that a change of this command was kept behind.
        public var behindHeldChange: Int?
        /// Kept because the answer was lost (the server may have acted), not because it could not be reached.
        public var answerLost = false
        /// Players added without signal that this command created on its way; from now on under their server ids.
        public var madePlayers: [MadePlayer] = []
        /// Waiting changes that sending them before this command's own held for the user.
        public var newlyHeld = 0
        public var answeredOffline = false
        /// When the oldest view this command answered from was read; nil when unknown or none.
        public var offlineAsOf: Date?
        /// A sent write timed out and may still land: nothing more is sent in this command, or it could go twice.
        var inFlight: APIError?
        /// Players this command's roster read found under another name than this machine knew.
        public var renamedElsewhere: [RenamedElsewhere] = []
    }

    private let record = Mutex(Record())

    public init() {}

    public var noted: Record { record.withLock { $0 } }

    func note(_ change: (inout Record) -> Void) { record.withLock { change(&$0) } }

    /// A read answered from this machine's view, last read from the server at `date` when known.
    func answeredOffline(asOf date: Date?) {
        note { record in
            record.answeredOffline = true
            if let date { record.offlineAsOf = min(record.offlineAsOf ?? date, date) }
        }
    }
}

/// A player of an id this machine knew by another name: renamed on another device, or a new player the
/// server gave a deleted one's id.
public struct RenamedElsewhere: Sendable, Equatable {
    public var id: Int
    public var was: String
    public var now: String
}

extension APIError {
    /// No connection could be made: nothing of a write can have landed, so it is safe to keep and send later.
    var isNoConnection: Bool {
        if case .unreachable = self { true } else { false }
    }

    /// The server took the request but the answer was lost: it may have landed or not; sync finds out.
    var isNoAnswer: Bool {
        switch self {
        case .timedOut, .connectionLost, .replyCutShort: true
        default: false
        }
    }
}

/// `read`, or none when no connection can be made: for what a write only consults (a prediction's ratings).
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
}
