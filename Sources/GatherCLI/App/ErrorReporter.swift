import FootballGatherCore
import Foundation

/// The one funnel for failures: a usage error gets its usage line; everything else is
/// one sentence on stderr and the exit code its type defines.
struct ErrorReporter {
    let console: any Console

    func report(_ error: any Error) -> ExitStatus {
        let status = Self.status(of: error)
        console.write(Self.message(for: error) + "\n", to: .standardError)
        return status
    }

    static func status(of error: any Error) -> ExitStatus {
        if let failure = error as? any GatherFailure { return failure.exitStatus }
        if error is CancellationError { return .interrupted }
        return .internalError
    }

    static func message(for error: any Error) -> String {
        if let usage = error as? UsageError { return usage.formatted }
        if error is CancellationError { return "Interrupted." }
        guard error is any GatherFailure else {
            return "Error: internal error (\(String(describing: type(of: error)))): please report it"
        }
        return "Error: " + error.localizedDescription
    }
}
