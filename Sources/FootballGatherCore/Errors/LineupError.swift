import Foundation

/// A change of the running match's teams that cannot be made; nothing was changed.
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
}

extension LineupError: LocalizedError, GatherFailure {
    public var errorDescription: String? {
        switch self {
        case .notInMatch(let reference, let suggestion, let ended):
            "no player of \(ended ? "this match" : "the running match") matches '\(InputError.echo(reference))'"
                + (suggestion.map { " (did you mean \($0)?)" } ?? "")
        case .notPlaying(let name, let id, let ended):
            ended ? "\(name) (#\(id)) did not play in this match" : "\(name) (#\(id)) is not playing in the running match"
        case .alreadyInMatch(let name, let team):
            "\(name) already plays for \(team.rawValue) in the running match"
        case .alreadyOnTeam(let name, let team):
            "\(name) already plays for \(team.rawValue): nothing to move"
        case .sameTeam(let first, let second, let team):
            "\(first) and \(second) both play for \(team.rawValue)"
        case .swapWithThemselves(let name):
            "\(name) cannot be swapped with themselves: name one player of each team"
        case .lastOfTeam(let name, let team):
            "\(name) is the last player of \(team.rawValue), which cannot be left empty"
        }
    }

    public var failureKind: FailureKind { .invalidData }

    public var nextStep: NextStep? {
        switch self {
        case .notInMatch(_, _, let ended), .notPlaying(_, _, let ended): ended ? nil : .showOrAddLateArrival
        case .alreadyInMatch: .moveToChangeTeam
        case .sameTeam: .swapAcrossTeamsOrMove
        case .lastOfTeam: .swapInstead
        case .alreadyOnTeam, .swapWithThemselves: nil
        }
    }
}
