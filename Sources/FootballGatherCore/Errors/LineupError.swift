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
                + ": see who plays with \(CommandHint.gather("show")), or add a late arrival with \(CommandHint.gather("add"))"
        case .alreadyInMatch(let name, let team):
            "\(name) already plays for \(team.rawValue) in the running match: to change their team, use \(CommandHint.gather("move"))"
        case .alreadyOnTeam(let name, let team):
            "\(name) already plays for \(team.rawValue): nothing to move"
        case .sameTeam(let first, let second, let team):
            "\(first) and \(second) both play for \(team.rawValue): swap two players of different teams, or use \(CommandHint.gather("move"))"
        case .swapWithThemselves(let name):
            "\(name) cannot be swapped with themselves: name one player of each team"
        case .lastOfTeam(let name, let team):
            "\(name) is the last player of \(team.rawValue), which cannot be left empty: swap them with \(CommandHint.gather("swap")) instead"
        }
    }

    public var failureKind: FailureKind { .invalidData }
}
