import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Keeps the process from ending in the middle of a file replacement. A file write
/// passes through the gate while it runs; whoever ends the process early (Ctrl-C, an
/// output that cannot be written) waits for it at the gate and then keeps it shut, so
/// the write in progress completes (or cleans up after itself) and no new one starts.
/// No temp file and no half-replaced file is ever left behind by an early end.
public enum ExitGate {
    private static let gate = Mutex(())

    /// Runs `body` so that an early exit waits for it to finish.
    static func whileWriting<Failure: Error>(_ body: () throws(Failure) -> Void) throws(Failure) {
        try gate.withLock { _ throws(Failure) in try body() }
    }

    /// Returns at once, unless the process is ending early: then it never returns, so
    /// the normal end cannot overtake the early one (its status, its last message).
    public static func pass() {
        gate.withLock { _ in }
    }

    /// Ends the process with `status` once no write is in progress; `last` runs just
    /// before (a final message), with the gate already shut, after what `whenEndingEarly`
    /// registered.
    public static func exit(_ status: Int32, after last: () -> Void = {}) -> Never {
        gate.withLock { _ in
            for undo in pending.withLock({ Array($0.values) }) { undo() }
            last()
            Glibc._exit(status)
        }
    }

    private static let pending = Mutex<[UUID: @Sendable () -> Void]>([:])

    /// Runs `body`; should the process end early meanwhile, `undo` runs first (a
    /// reservation given back).
    static func whenEndingEarly<T>(_ undo: @escaping @Sendable () -> Void, _ body: () async throws -> T) async throws -> T {
        let key = UUID()
        pending.withLock { $0[key] = undo }
        defer { _ = pending.withLock { $0.removeValue(forKey: key) } }
        return try await body()
    }
}
