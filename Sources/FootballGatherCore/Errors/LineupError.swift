/// A change of a match's teams (the running one, or an ended one being entered or
/// corrected) that cannot be made; nothing was changed.
public enum LineupError: Error, Equatable, Sendable {
    /// A reference that names no player of the match (the running one, or an `ended` one
    /// being entered or corrected), with the closest name of those who played.
    case notInMatch(String, suggestion: DidYouMean?, ended: Bool = false)
    /// The id, whole name or alias of someone on the roster who is not playing (did not play).
    case notPlaying(name: String, id: Int, ended: Bool)
    /// `add` named someone who is already playing.
    case alreadyInMatch(name: String, team: Team)
    case alreadyOnTeam(name: String, team: Team)
    case sameTeam(String, String, team: Team)
    case swapWithThemselves(name: String)
    /// `move` would leave a team with nobody.
    case lastOfTeam(name: String, team: Team)
    /// A correction of an ended match would leave `Team` with nobody.
    case correctionEmptiesSide(Team)
    /// One correction puts a player on both sides.
    case onBothSides(name: String)
    /// One correction puts a player on a side and marks them as not played.
    case onSideAndAbsent(name: String)
}

extension LineupError: GatherFailure {
    public var failureKind: FailureKind { .invalidData }

    public var nextStep: NextStep? {
        switch self {
        case .notInMatch(_, _, let ended), .notPlaying(_, _, let ended): ended ? nil : .showOrAddLateArrival
        case .alreadyInMatch: .moveToChangeTeam
        case .sameTeam: .swapAcrossTeamsOrMove
        case .lastOfTeam: .swapInstead
        case .alreadyOnTeam, .swapWithThemselves, .correctionEmptiesSide, .onBothSides, .onSideAndAbsent: nil
        }
    }
}
