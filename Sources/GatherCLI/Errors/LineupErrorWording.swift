import FootballGatherCore

enum LineupErrorWording {
    static func text(_ error: LineupError) -> String {
        switch error {
        case .notInMatch(let reference, let suggestion, let ended):
            "no player of \(ended ? "this match" : "the running match") matches '\(InputError.echo(reference))'"
                + (suggestion.map { " (did you mean \($0)?)" } ?? "")
        case .notPlaying(let name, let id, let ended):
            ended ? "\(name) (\(PlayerID.tag(id))) did not play in this match" : "\(name) (\(PlayerID.tag(id))) is not playing in the running match"
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
        case .correctionEmptiesSide(let team):
            "the correction would leave \(team.rawValue) with nobody: a match has a player on each side"
        case .onBothSides(let name):
            "\(name) is put on both sides: give one"
        case .onSideAndAbsent(let name):
            "\(name) is both put on a side and marked as not played: give one of the two"
        }
    }
}
