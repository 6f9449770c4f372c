import Foundation

/// A batch (players added, an import) that stopped part-way. It names what was and was
/// not done, so the user knows what to run again; the exit status is the cause's.
public struct PartialBatchError: Error, Equatable, Sendable {
    /// What was done, such as "added 3 players (Ana #4, Bo #5, Cy #6)".
    public var done: String
    /// What was not, such as "not added: Dee, Eve".
    public var notDone: String
    public var cause: String
    /// How to finish, such as "add those again".
    public var fix: String
    public var status: FailureKind

    /// At most `limit` names, then how many more.
    public static func list(_ names: [String], limit: Int = 10) -> String {
        let shown = names.prefix(limit).joined(separator: ", ")
        return names.count > limit ? "\(shown) and \(names.count - limit) more" : shown
    }
}

extension PartialBatchError: LocalizedError, GatherFailure {
    public var errorDescription: String? { "\(done); \(notDone) (\(cause)): \(fix)" }
    public var failureKind: FailureKind { status }
}

extension FailureKind {
    /// The status of a failure, or a temporary failure when it does not say.
    static func of(_ error: any Error) -> FailureKind {
        (error as? any GatherFailure)?.failureKind ?? .temporaryFailure
    }
}
