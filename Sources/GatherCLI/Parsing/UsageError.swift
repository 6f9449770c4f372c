import FootballGatherCore
import Foundation

/// A command line the parser cannot accept. The caller prints `formatted` on stderr
/// and exits 64.
public struct UsageError: Error, Equatable, Sendable {
    /// One sentence, e.g. `Unknown option '--nmae'. Did you mean '--name'?`
    public var message: String
    /// The usage line of the command concerned, starting with `Usage: `.
    public var usage: String

    public init(message: String, usage: String) {
        self.message = message
        self.usage = usage
    }

    /// `Error: <message>` and the usage line, without a trailing newline.
    public var formatted: String { "Error: \(message)\n\(usage)" }
}

extension UsageError: CLIFailure {
    var exitStatus: ExitStatus { .usage }
}

extension UsageError: LocalizedError {
    public var errorDescription: String? { message }
}
