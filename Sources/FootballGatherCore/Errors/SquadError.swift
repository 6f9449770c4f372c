/// A change of the squad that is not allowed; nothing was changed.
public enum SquadError: Error, Equatable, Sendable {
    /// A limit below one player.
    case limitBelowOne
    /// A list of players to add or remove that names nobody.
    case noPlayersGiven
}

extension SquadError: GatherFailure {
    public var failureKind: FailureKind { .invalidData }
}
