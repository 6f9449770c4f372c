/// A change of the squad that is not allowed; nothing was changed.
public enum SquadError: Error, Equatable, Sendable {
    case limitBelowOne
    case noPlayersGiven
    /// A chat line's note (or its guests') longer than `SquadMark.noteLimit` characters.
    case noteTooLong(name: String)
}

extension SquadError: GatherFailure {
    public var failureKind: FailureKind { .invalidData }
}
