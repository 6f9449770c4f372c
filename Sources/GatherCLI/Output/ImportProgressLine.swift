import FootballGatherCore
import Synchronization

/// `Importing players 340/1000`, redrawn on stderr: on a terminal only, past 50 items, hidden by `--quiet`.
final class ImportProgressLine: Sendable {
    static let threshold = 50

    private let console: any Console
    private let enabled: Bool
    /// Whether a line is on screen, waiting for its newline.
    private let drawn = Mutex(false)

    init(context: Context) {
        console = context.console
        enabled = context.console.isTerminal(.standardError) && !context.output.quiet
    }

    /// The `ImportProgress` an import reports to.
    func show(_ what: String, _ done: Int, _ total: Int) {
        guard enabled, total > Self.threshold else { return }
        drawn.withLock { drawn in
            // \r back to the start, ESC[K clears what a longer line left behind.
            console.write("\rImporting \(what) \(done)/\(total)\u{1B}[K", to: .standardError)
            drawn = true
        }
    }

    func finish() {
        drawn.withLock { drawn in
            if drawn { console.write("\n", to: .standardError) }
            drawn = false
        }
    }
}
