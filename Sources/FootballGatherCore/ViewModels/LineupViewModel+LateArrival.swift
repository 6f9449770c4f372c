extension LineupViewModel {
    /// A roster player joins the running match on `team`, or else the fairest side (`placement`), in one
    /// intent; on a server by the kept ratings. `addingNewcomer`: an unknown name joins the roster first.
    @discardableResult
    public func add(_ reference: String, to team: Team?, addingNewcomer: Bool = false, exact: Bool = false) async throws -> Named<LineupChange> {
        try await NameDialogue.naming(prompter) { names in
            try await add(reference, to: team, addingNewcomer: addingNewcomer, exact: exact, names: names)
        }
    }

    private func add(_ reference: String, to team: Team?, addingNewcomer: Bool, exact: Bool, names: NameDialogue) async throws -> LineupChange {
        try await running.addLateArrival(reference, addingNewcomer: addingNewcomer, exact: exact, model: model, names: names) { player, match, ratings in
            placement(of: player, on: team, in: match, ratings: ratings)
        }
    }

    /// `chosen`, else the smaller team, else (equal sizes) the side behind, else the weaker side by `ratings`
    /// (`KeptRatings`); with the chances once the player is on it.
    func placement(of player: Player, on chosen: Team?, in match: ActiveMatch, ratings: [Int: Rating]) -> LateArrivalPlacement {
        let rate = { (id: Int, skill: Skill?) in ratings[id] ?? model.prior(for: skill) }
        let newcomer = rate(player.id, player.skill)
        let (teamA, teamB) = (match.teamA.map { rate($0.id, $0.skill) }, match.teamB.map { rate($0.id, $0.skill) })
        let team: Team, reason: LateArrivalReason
        if let chosen {
            (team, reason) = (chosen, .chosen)
        } else if teamA.count != teamB.count {
            (team, reason) = (teamA.count < teamB.count ? .teamA : .teamB, .smaller)
        } else if match.currentScore.teamA != match.currentScore.teamB {
            (team, reason) = (match.currentScore.teamA < match.currentScore.teamB ? .teamA : .teamB, .behind)
        } else {
            // The lower chance before the newcomer joins (Team A when even): their own rating does not choose,
            // as a strong late arrival still helps the side that needs it.
            let chanceA = model.predict(teamA: teamA, teamB: teamB).chanceA
            (team, reason) = chanceA.isEvenChance ? (.teamA, .even) : (chanceA > 0.5 ? .teamB : .teamA, .lowerChance)
        }
        let prediction = team == .teamA
            ? model.matchup(ratedA: teamA + [newcomer], ratedB: teamB)
            : model.matchup(ratedA: teamA, ratedB: teamB + [newcomer])
        return LateArrivalPlacement(team: team, prediction: prediction, reason: reason)
    }
}

extension Double {
    /// A chance of 50%: mirror-image teams give chances that differ from it only by rounding.
    var isEvenChance: Bool { abs(self - 0.5) <= 1e-12 }
}

struct LateArrivalPlacement: Sendable, Equatable {
    var team: Team
    var prediction: Matchup?
    var reason: LateArrivalReason
}

public enum LateArrivalReason: String, Sendable, Equatable, Codable {
    case smaller
    /// The sides were the same size, and this one was behind on the score.
    case behind
    /// The sides were the same size with the score level, and this one had the lower predicted chance.
    case lowerChance
    /// The sides were the same size, the score level and the chances even: Team A takes a tie.
    case even
    /// The user named the side (`--team`).
    case chosen
}
