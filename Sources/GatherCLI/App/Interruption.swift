import FootballGatherCore
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Ctrl-C anywhere (a server call, `timer wait`, a prompt, an import): run the cleanups
/// registered at that moment (a raw terminal put back), wait at the `ExitGate` for a
/// file write in progress, print `Interrupted.` and exit 130. A blocking read or a
/// request in flight cannot hold this up, as cancelling a task could.
enum Interruption {
    private struct State {
        var source: (any DispatchSourceSignal)?
        var cleanups: [UUID: @Sendable () -> Void] = [:]
    }

    private static let state = Mutex(State())

    /// Installs the one SIGINT handler of the process; only the executable calls this.
    static func install() {
        state.withLock { state in
            guard state.source == nil else { return }
            signal(SIGINT, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
            source.setEventHandler { interrupted() }
            source.resume()
            state.source = source
        }
    }

    static func addCleanup(_ cleanup: @escaping @Sendable () -> Void) -> UUID {
        let key = UUID()
        state.withLock { $0.cleanups[key] = cleanup }
        return key
    }

    static func removeCleanup(_ key: UUID) {
        _ = state.withLock { $0.cleanups.removeValue(forKey: key) }
    }

    /// Runs what must be undone before the process ends early (Ctrl-C or an output failure).
    static func runCleanups() {
        for cleanup in state.withLock({ Array($0.cleanups.values) }) { cleanup() }
    }

    private static func interrupted() -> Never {
        runCleanups()
        ExitGate.exit(ExitStatus.interrupted.rawValue) {
            // After the echoed ^C, start on a line of our own.
            let text = (isatty(STDERR_FILENO) == 1 ? "\n" : "") + "Interrupted.\n"
            _ = text.withCString { Glibc.write(STDERR_FILENO, $0, strlen($0)) }
        }
    }
}

/// Something to undo if Ctrl-C ends the process while it is registered (the live
/// countdown puts the terminal back); `cancel()` when the work is done.
final class InterruptHandler: Sendable {
    private let key: UUID

    init(cleanup: @escaping @Sendable () -> Void) {
        key = Interruption.addCleanup(cleanup)
    }

    func cancel() { Interruption.removeCleanup(key) }
}
