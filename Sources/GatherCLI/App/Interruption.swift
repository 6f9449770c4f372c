import FootballGatherCore
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Ctrl-C anywhere: run the cleanups registered at that moment (a raw terminal put back), wait at the
/// `ExitGate` for a file write in progress (offline, the whole change: `ExitGate.asOneUnit`), print
/// `Interrupted.` plus what handlers add and what the writes left, and exit 130.
/// Unlike cancelling a task, a blocking read or a request in flight cannot hold this up. SIGTERM (`kill`,
/// `timeout`) ends it the same way, as `Terminated.` and 143, never between two writes of one change.
enum Interruption {
    fileprivate struct State {
        var sources: [any DispatchSourceSignal] = []
        var cleanups: [UUID: @Sendable () -> Void] = [:]
        var explanations: [UUID: @Sendable () -> String?] = [:]
    }

    fileprivate static let state = Mutex(State())

    /// Installs the process's one handler of SIGINT and of SIGTERM; only the executable calls this.
    static func install() {
        state.withLock { state in
            guard state.sources.isEmpty else { return }
            for (number, status) in [(SIGINT, ExitStatus.interrupted), (SIGTERM, .terminated)] {
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
                source.setEventHandler { ended(status) }
                source.resume()
                state.sources.append(source)
            }
        }
    }

    private static func message(_ first: String) -> String {
        let explanations = state.withLock { Array($0.explanations.values) }.compactMap { $0() }
        // Cut off before it said so: run again, the change would be made twice.
        let saved = ExitGate.savedUnsaid ? ["Its change was saved: look before running it again."] : []
        let ahead = ExitGate.sentNotWritten
            ? ["The score may be saved, but the match still runs here: ending it again with the same score finishes it."] : []
        return ([first] + explanations + ahead + saved).joined(separator: " ")
    }

    /// Runs what must be undone before the process ends early (Ctrl-C or an output failure).
    static func runCleanups() {
        for cleanup in state.withLock({ Array($0.cleanups.values) }) { cleanup() }
    }

    private static func ended(_ status: ExitStatus) -> Never {
        runCleanups()
        TestHold.reached("interrupt")
        ExitGate.exit(status.rawValue) {
            // Said once the writes in progress are done, so it says what they left. After the echoed ^C, start
            // on a line of our own.
            let message = message(status == .terminated ? "Terminated." : "Interrupted.")
            let text = (isatty(STDERR_FILENO) == 1 ? "\n" : "") + message + "\n"
            _ = text.withCString { Glibc.write(STDERR_FILENO, $0, strlen($0)) }
        }
    }
}

/// Something to undo if Ctrl-C ends the process while it is registered; `cancel()` when the work is done.
final class InterruptHandler: Sendable {
    private let key = UUID()

    /// `explanation`: a sentence to add after `Interrupted.`, asked at the moment of the Ctrl-C.
    init(explanation: (@Sendable () -> String?)? = nil, cleanup: @escaping @Sendable () -> Void = {}) {
        Interruption.state.withLock { [key] state in
            state.cleanups[key] = cleanup
            state.explanations[key] = explanation
        }
    }

    func cancel() {
        Interruption.state.withLock { [key] state in
            state.cleanups[key] = nil
            state.explanations[key] = nil
        }
    }
}
