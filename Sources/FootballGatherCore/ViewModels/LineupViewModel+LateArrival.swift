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
        } else if let behind = Self.sideBehind(on: match.currentScore) {
            (team, reason) = (behind, .behind)
        } else {
            let side = Self.fairestSide(for: newcomer, teamA: teamA, teamB: teamB, model: model)
            let even = model.predict(teamA: teamA, teamB: teamB).chanceA.isEvenChance
            (team, reason) = (side, even ? .even : .lowerChance)
        }
        let prediction = team == .teamA
            ? model.matchup(ratedA: teamA + [newcomer], ratedB: teamB)
            : model.matchup(ratedA: teamA, ratedB: teamB + [newcomer])
        return LateArrivalPlacement(team: team, prediction: prediction, reason: reason)
    }

    /// The side with fewer goals; `nil` when the score is level.
    static func sideBehind(on score: Score) -> Team? {
        score.teamA == score.teamB ? nil : score.teamA < score.teamB ? .teamA : .teamB
    }

    /// The side with the lower predicted chance before `newcomer` joins (Team A when even): the newcomer's
    /// own rating does not choose, as a strong late arrival still helps the side that needs it.
    static func fairestSide(for newcomer: Rating, teamA: [Rating], teamB: [Rating], model: RatingModel) -> Team {
        let chanceA = model.predict(teamA: teamA, teamB: teamB).chanceA
        return chanceA > 0.5 && !chanceA.isEvenChance ? .teamB : .teamA
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
