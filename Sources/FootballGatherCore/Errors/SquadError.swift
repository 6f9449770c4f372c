/// A change of the squad that is not allowed; nothing was changed.
public enum SquadError: Error, Equatable, Sendable {
    case limitBelowOne
    case noPlayersGiven
}

extension SquadError: GatherFailure {
    public var failureKind: FailureKind { .invalidData }
}
