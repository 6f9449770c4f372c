import Foundation

/// A change of the running match's teams that cannot be made; nothing was changed.
public enum LineupError: Error, Equatable, Sendable {
    /// `move` or `swap` named someone who is not playing, with the closest name of those who are.
    case notInMatch(String, suggestion: String?)
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
        case .notInMatch(let reference, let suggestion):
            "no player of the running match matches '\(reference)'"
                + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
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
        case .notInMatch: .showOrAddLateArrival
        case .alreadyInMatch: .moveToChangeTeam
        case .sameTeam: .swapAcrossTeamsOrMove
        case .lastOfTeam: .swapInstead
        case .alreadyOnTeam, .swapWithThemselves: nil
        }
    }
}
