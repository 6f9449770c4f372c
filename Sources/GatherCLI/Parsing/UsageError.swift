import FootballGatherCore
import Foundation

/// A command line the parser cannot accept: `ErrorReporter` prints it with the usage line and exits 64
/// (65, without the usage line, for a value written right but out of range).
struct UsageError: Error, Equatable, Sendable {
    /// One sentence, e.g. `Unknown option '--nmae'. Did you mean '--name'?`
    var message: String
    /// The usage line of the command concerned, starting with `Usage: `.
    var usage: String
    /// 64; 65 for a value written right but not allowed (a score of 100).
    var status = ExitStatus.usage

    var formatted: String { "Error: \(message)\n\(usage)" }
}

extension UsageError: CLIFailure {
    var exitStatus: ExitStatus { status }
}

extension UsageError: LocalizedError {
    var errorDescription: String? { message }
}
