import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Keeps the process from ending in the middle of a file replacement: whoever ends it early (Ctrl-C, an
/// output that cannot be written) waits at the gate for the write in progress, then keeps it shut, so no
/// temp file or half-replaced file is left behind and no new write starts.
public enum ExitGate {
    private static let gate = Mutex(())

    @TaskLocal private static var holding = false

    static func whileWriting<Failure: Error>(_ body: () throws(Failure) -> Void) throws(Failure) {
        if unit?.open() == false { Unit.stopIfEnding() }
        if holding { return try body() }
        try gate.withLock { _ throws(Failure) in try body() }
    }

    /// Several writes as one: an early end waits for them all, not only for the one in progress.
    static func together<T>(_ body: () throws -> T) throws -> T {
        if unit?.open() == false { Unit.stopIfEnding() }
        if holding { return try body() }
        var outcome: Result<T, any Error> = .failure(CancellationError())
        gate.withLock { _ in outcome = $holding.withValue(true) { Result { try body() } } }
        return try outcome.get()
    }

    /// Returns at once, unless the process is ending early: then it never returns, so
    /// the normal end cannot overtake the early one (its status, its last message).
    public static func pass() {
        Unit.stopIfEnding()
        gate.withLock { _ in }
    }

    /// Exits once no write and no unit (`asOneUnit`) is in progress; `last` (a final message) runs just before,
    /// with the gate shut, after what `whenEndingEarly` registered.
    public static func exit(_ status: Int32, after last: () -> Void = {}) -> Never {
        Unit.waitForOpenOnes()
        return gate.withLock { _ in
            for undo in pending.withLock({ Array($0.values) }) { undo() }
            last()
            Glibc._exit(status)
        }
    }

    private static let pending = Mutex<[UUID: @Sendable () -> Void]>([:])

    private static let saved = Mutex(false)

    /// An intent (a change, with its checks) has ended well: what ends the process early before the result is
    /// said (`noteSaid`) says it is saved.
    static func noteSaved() {
        saved.withLock { $0 = true }
        TestHold.at("saved")
    }

    public static func noteSaid() { saved.withLock { $0 = false } }

    public static var savedUnsaid: Bool { saved.withLock { $0 } }

    private static let ahead = Mutex(false)

    /// Set while a change is sent and its writes here are still to come, which clear it: an early end says so.
    static func noteSentAhead(_ sent: Bool) { ahead.withLock { $0 = sent } }

    public static var sentNotWritten: Bool { ahead.withLock { $0 } }

    /// Should the process end early during `body`, `undo` runs first (a reservation given back).
    static func whenEndingEarly<T>(_ undo: @escaping @Sendable () -> Void, _ body: () async throws -> T) async throws -> T {
        let key = UUID()
        pending.withLock { $0[key] = undo }
        defer { _ = pending.withLock { $0.removeValue(forKey: key) } }
        return try await body()
    }

    @TaskLocal private static var unit: Unit?

    /// An offline intent's writes as one, as it never waits on the network: from its first write to its end, an
    /// early end waits for it. `openNow`: from its start, for a request whose answer must be written down.
    static func asOneUnit<T>(openNow: Bool = false, _ body: () async throws -> T) async throws -> T {
        let outer = Self.unit
        let unit = outer ?? Unit()  // within one, it is that one
        defer { if outer == nil { unit.close() } }
        // Too late to begin: never resumed, as the process ends, and holding no thread another unit needs.
        if openNow, !unit.open() { await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in } }
        return try await $unit.withValue(unit) { try await body() }
    }

    private final class Unit: Sendable {
        private static let units = Mutex((open: 0, ending: false))
        private let opened = Mutex(false)

        /// False once the process is ending for a unit that has not begun: it never begins, and waits for the end.
        func open() -> Bool {
            opened.withLock { opened in
                Self.units.withLock { units in
                    if !opened, !units.ending { (units.open, opened) = (units.open + 1, true) }
                    return opened
                }
            }
        }

        static func stopIfEnding() {
            while units.withLock({ $0.ending }) { sleep(60) }
        }

        func close() {
            if opened.withLock({ $0 }) { Self.units.withLock { $0.open -= 1 } }
        }

        /// Three seconds at most, should one wait on the user after all (a minute for a test to let its hold go),
        /// and never for the caller's own: an output failure within a unit ends the process from inside it.
        static func waitForOpenOnes() {
            let deadline = ContinuousClock.now + .seconds(TestHold.isSet ? 60 : 3)
            let own = ExitGate.unit.map { $0.opened.withLock { $0 } ? 1 : 0 } ?? 0
            units.withLock { $0.ending = true }
            while units.withLock({ $0.open }) > own, ContinuousClock.now < deadline { usleep(1_000) }
        }
    }
}
