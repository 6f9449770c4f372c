import FootballGatherCore

enum ScorerErrorWording {
    static func text(_ error: ScorerError) -> String {
        switch error {
        case .wouldDropScorers(let score, let scorers):
            "the score \(score.text) would leave recorded scorers without their goals (\(PlainList.joined(scorers)))"
        case .wouldDropGoals(let score, let standing, let recorded):
            "the score \(score.text) is below the \(PlainList.counted(recorded, "goal")) recorded (the score stands at \(standing.text))"
        case .noSuchGoal(let number, 0):
            "there is no goal \(number) (the match has no goals)"
        case .noSuchGoal(let number, let count):
            "there is no goal \(number) (the match has \(PlainList.counted(count, "goal")), numbered 1 to \(count))"
        case .goalGivenTwice(let number):
            "goal \(number) was given more than one scorer in one correction"
        case .scorerOnWrongSide(let name, let playsFor, let goalFor, let isOwnGoal):
            "\(name) plays for \(playsFor?.rawValue ?? "neither team"): "
                + (isOwnGoal
                    ? "an own goal for \(goalFor.rawValue) is scored by a player of \(MatchSide(goalFor).opponent.team.rawValue)"
                    : "a goal for \(goalFor.rawValue) is scored by one of its players")
        case .moreGoalsThanScore(let given, let team, let scored):
            "\(PlainList.counted(given, "goal")) given for \(team.rawValue), but the score gives it \(scored)"
        }
    }
}
