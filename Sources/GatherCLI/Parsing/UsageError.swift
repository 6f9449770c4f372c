import FootballGatherCore
import Foundation

/// A command line the parser cannot accept. The caller prints `formatted` on stderr
/// and exits 64.
struct UsageError: Error, Equatable, Sendable {
    /// One sentence, e.g. `Unknown option '--nmae'. Did you mean '--name'?`
    var message: String
    /// The usage line of the command concerned, starting with `Usage: `.
    var usage: String

    /// `Error: <message>` and the usage line, without a trailing newline.
    var formatted: String { "Error: \(message)\n\(usage)" }
}

extension UsageError: CLIFailure {
    var exitStatus: ExitStatus { .usage }
}

extension UsageError: LocalizedError {
    var errorDescription: String? { message }
}
