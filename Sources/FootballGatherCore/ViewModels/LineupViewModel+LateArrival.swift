extension LineupViewModel {
    /// A player of the roster joins the running match: on `team`, or else on the side that
    /// keeps it fairest (`placement`), as one intent (`RunningMatch.addLateArrival`): a
    /// parallel `add` of the same player, or an `end`, waits for it or goes first. On a
    /// server the side is chosen from the ratings this machine keeps, without reading every
    /// past gather. With `addingNewcomer`, a name that matches nobody is first added to the roster.
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

    /// `chosen`, or else the smaller team, or with equal sizes the side behind on the score,
    /// or with the score level the weaker side (the lower predicted chance), by `ratings` (what the ended matches taught, `KeptRatings`); with the
    /// chances once the player is on it.
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

    /// The weaker side before `newcomer` joins: the one with the lower predicted chance; Team A
    /// when the chances are equal. (The newcomer's own rating does not choose the side: a strong
    /// late arrival still helps the side that needs it.)
    static func fairestSide(for newcomer: Rating, teamA: [Rating], teamB: [Rating], model: RatingModel) -> Team {
        let chanceA = model.predict(teamA: teamA, teamB: teamB).chanceA
        return chanceA > 0.5 && !chanceA.isEvenChance ? .teamB : .teamA
    }
}

extension Double {
    /// A chance of 50%: mirror-image teams give chances that differ from it only by rounding.
    var isEvenChance: Bool { abs(self - 0.5) <= 1e-12 }
}

/// Where a late arrival goes, why, and the chances once they are there.
struct LateArrivalPlacement: Sendable, Equatable {
    var team: Team
    var prediction: Matchup?
    var reason: LateArrivalReason
}

/// Why a late arrival joined the side they did.
public enum LateArrivalReason: String, Sendable, Equatable, Codable {
    /// The side had fewer players.
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
