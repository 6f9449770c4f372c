import Foundation

extension RatingModel {
    /// Every player's rating after `matches`, replayed oldest first from the label priors (pure, so editing a
    /// result changes them consistently). Unplayed players in `skills` keep their prior; others start unset.
    /// Matches with unknown teams or an empty side teach nothing. A model learning the labels' weight
    /// averages every grid weight's ratings by the chance the results give each (`LabelWorthReplay`).
    package func ratings(after matches: [EndedMatch], skills: [Int: Skill]) -> [Int: Rating] {
        ratingsAfterEach(EndedMatch.chronological(matches), skills: skills).last ?? [:]
    }

    /// The ratings before any match, then after each of `matches` in date order: element k is
    /// what `ratings(after:skills:)` gives for the first k matches, in one replay of them.
    package func ratingsAfterEachMatch(_ matches: [EndedMatch], skills: [Int: Skill]) -> [[Int: Rating]] {
        ratingsAfterEach(EndedMatch.chronological(matches), skills: skills, keepingEach: true)
    }

    private func ratingsAfterEach(_ ordered: [EndedMatch], skills: [Int: Skill], keepingEach: Bool = false) -> [[Int: Rating]] {
        if learnsLabelWeight {
            var replay = LabelWorthReplay(model: self, skills: skills)
            var each = [replay.mixedRatings]
            for match in ordered {
                replay.learn(match)
                if keepingEach { each.append(replay.mixedRatings) }
            }
            return keepingEach ? each : [replay.mixedRatings]
        }
        var ratings = skills.mapValues { prior(for: $0) }
        var each = [ratings]
        for match in ordered {
            if case .teams(let teamA, let teamB) = match.lineUp { update(&ratings, teamA: teamA, teamB: teamB, score: match.score) }
            if keepingEach { each.append(ratings) }
        }
        return keepingEach ? each : [ratings]
    }

    /// The same replay, keeping for each player what moved their rating: matches, results and what the model
    /// expected (at the posterior-mean weight, `fitted(to:skills:)`); the ratings are the same.
    package func history(after matches: [EndedMatch], skills: [Int: Skill]) -> RatingHistory {
        let ordered = EndedMatch.chronological(matches)
        var model = self, mixed: [Int: Rating]?
        if learnsLabelWeight {
            var replay = LabelWorthReplay(model: self, skills: skills)
            for match in ordered { replay.learn(match) }
            model = withLabelWeight(replay.meanWeight)
            mixed = replay.mixedRatings
        }
        var ratings = skills.mapValues { model.prior(for: $0) }
        var evidence: [Int: RatingEvidence] = [:]
        var lineUps: [RatedLineUp] = []
        for match in ordered {
            guard case .teams(let teamA, let teamB) = match.lineUp, !teamA.isEmpty, !teamB.isEmpty else { continue }
            let chanceA = model.update(&ratings, teamA: teamA, teamB: teamB, score: match.score).chanceA
            lineUps.append(RatedLineUp(teamA: teamA, teamB: teamB))
            for (team, side) in [(teamA, MatchSide.teamA), (teamB, .teamB)] {
                let outcome = MatchOutcome(goalsFor: match.goals(of: side), goalsAgainst: match.goals(of: side.opponent))
                for id in team { evidence[id, default: RatingEvidence()].count(outcome, expected: side == .teamA ? chanceA : 1 - chanceA) }
            }
        }
        ratings = mixed ?? ratings
        return RatingHistory(ratings: ratings, evidence: evidence, lineUps: lineUps, skills: skills, model: model)
    }

    /// One match's Gaussian update of every player's marginal. Returns team A's chance as the model saw it
    /// just before, and the log density it gave the observed margin (the match's evidence for the model).
    @discardableResult
    func update(_ ratings: inout [Int: Rating], teamA: [Int], teamB: [Int], score: Score) -> (chanceA: Double, logDensity: Double) {
        guard !teamA.isEmpty, !teamB.isEmpty else { return (0.5, 0) }
        let players = Self.inIDOrder(teamA: teamA, teamB: teamB)
        var beliefs = players.map { ratings[$0] ?? prior(for: nil) }
        let result = update(&beliefs, countA: teamA.count, score: score)
        for (id, belief) in zip(players, beliefs) { ratings[id] = belief }
        return result
    }

    /// Team A's players then team B's, each in id order: the listing order changes the last digits of the
    /// sums, and must not change a rating (a departed player's matches, say).
    static func inIDOrder(teamA: [Int], teamB: [Int]) -> [Int] { teamA.sorted() + teamB.sorted() }

    /// The update over `beliefs`, team A's `countA` players first, then team B's.
    func update(_ beliefs: inout [Rating], countA: Int, score: Score) -> (chanceA: Double, logDensity: Double) {
        let countB = beliefs.count - countA
        // Each player's weight in the margin: +1/|A| for team A, -1/|B| for team B.
        let weights = beliefs.indices.map { $0 < countA ? 1 / Double(countA) : -1 / Double(countB) }
        var states = beliefs.map { rating in (mean: rating.mean, variance: rating.uncertainty * rating.uncertainty + drift * drift) }
        var expected = 0.0, variance = performanceNoise * performanceNoise
        for (state, weight) in zip(states, weights) {
            expected += weight * state.mean
            variance += weight * weight * state.variance
        }
        let surprise = Self.standardisedMargin(score) - expected
        for index in states.indices {
            let gain = weights[index] * states[index].variance / variance
            states[index].mean += gain * surprise
            states[index].variance -= gain * weights[index] * states[index].variance
        }
        for index in beliefs.indices {
            beliefs[index] = Rating(mean: states[index].mean, uncertainty: states[index].variance.squareRoot())
        }
        let logDensity = -0.5 * (log(2 * Double.pi * variance) + surprise * surprise / variance)
        return (standardNormalCDF(expected / variance.squareRoot()), logDensity)
    }
}
