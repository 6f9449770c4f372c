/// Keeps two intents of one backend that touch the same thing from overlapping: offline the file lock of
/// `IntentLock` (`MemoryIntentLock` for the in-memory twins), on a server reservations (`ServerIntents`).
public protocol IntentSerializer: Sendable {
    /// Re-entrant within one task. Offline, where no intent waits on the network, each intent runs alone
    /// whatever it touches; on a server, it holds a reservation of `subjects`.
    func reserving<T>(_ subjects: [ReservedSubject], for action: ReservedAction, _ body: () async throws -> T) async throws -> T
}

extension IntentLock: IntentSerializer {
    func reserving<T>(_: [ReservedSubject], for _: ReservedAction, _ body: () async throws -> T) async throws -> T {
        try await ExitGate.asOneUnit {
            let result = try await exclusively(body)
            ExitGate.noteSaved()
            return result
        }
    }
}
