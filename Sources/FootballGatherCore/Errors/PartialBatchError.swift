import Foundation

/// A batch (players added, an import) that stopped part-way: what was and was not done, so the user knows
/// what to run again, and the error that stopped it, whose exit status it takes.
public struct PartialBatchError: Error, Equatable, Sendable {
    public var batch: Batch
    public var cause: ErrorCause

    public init(_ batch: Batch, cause: any Error) {
        self.batch = batch
        self.cause = ErrorCause(cause)
    }

    public enum Batch: Equatable, Sendable {
        /// `players add` with several names: those added (name and id), of `total`, and those not.
        case playersAdded([AddedPlayer], of: Int, missing: [String])
        /// An import whose new players stopped part-way; `gathers` of the file were not sent either.
        case importedPlayers(missing: [String], of: Int, gathers: Int)
        /// An import whose players are all in, but some gathers (their archive ids) are not.
        case importedGathers(players: Int, missing: [UUID], of: Int)
    }

    public struct AddedPlayer: Equatable, Sendable {
        public var name: String
        public var id: Int
    }
}

extension PartialBatchError: GatherFailure {
    public var failureKind: FailureKind { cause.failureKind }
}

extension FailureKind {
    /// The status of a failure, or a temporary failure when it does not say.
    static func of(_ error: any Error) -> FailureKind {
        (error as? any GatherFailure)?.failureKind ?? .temporaryFailure
    }
}
