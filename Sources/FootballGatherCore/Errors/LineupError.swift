/// A change of a match's teams (running, or ended and being entered or corrected); nothing was changed.
public enum LineupError: Error, Equatable, Sendable {
    /// A reference that names no player of the match, with the closest name of those who played.
    case notInMatch(String, suggestion: DidYouMean?, ended: Bool = false)
    /// The id, whole name or alias of someone on the roster who is not playing (did not play).
    case notPlaying(name: String, id: Int, ended: Bool)
    case alreadyInMatch(name: String, team: Team)
    case alreadyOnTeam(name: String, team: Team)
    case sameTeam(String, String, team: Team)
    case swapWithThemselves(name: String)
    case lastOfTeam(name: String, team: Team)
    case correctionEmptiesSide(Team)
    case onBothSides(name: String)
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
