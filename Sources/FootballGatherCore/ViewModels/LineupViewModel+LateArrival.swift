import Foundation

extension LineupViewModel {
    /// A player of the roster joins the running match: on `team`, or else on the side that
    /// keeps it fairest. The gather gets the player once: its player list is read first,
    /// so running `add` again after a lost reply does not add them twice. It is one intent:
    /// a parallel `add` of the same player, or an `end`, waits for it or goes first.
    /// With `addingNewcomer`, a name that matches nobody is first added to the roster.
    @discardableResult
    public func add(_ reference: String, to team: Team?, addingNewcomer: Bool = false) async throws -> Named<LineupChange> {
        try await NameDialogue.naming(prompter) { names in try await add(reference, to: team, addingNewcomer: addingNewcomer, names: names) }
    }

    private func add(_ reference: String, to team: Team?, addingNewcomer: Bool, names: NameDialogue) async throws -> LineupChange {
        try await running.intent { services in
            _ = try matches.requireMatch()
            // A refusal takes the newcomer back; once the join is sent, they stay.
            let check = { (roster: [Player]) in _ = try await arrival(reference, to: team, services: services, roster: roster, names: names) }
            let (joining, newcomers) = try await Newcomers(roster: Roster(services: services))
                .adding(namedIn: addingNewcomer ? [reference] : [], checking: check) { newcomers in
                    (try await arrival(reference, to: team, services: services, names: names), newcomers)
                }
            let updated = try await running.join(joining.player, on: joining.placement.team, services: services)
            return LineupChange(
                match: updated, placed: [PlacedPlayer(player: joining.player, team: joining.placement.team)], newcomers: newcomers,
                prediction: joining.placement.prediction, reason: joining.placement.reason)
        }
    }

    /// The player `reference` names and where they go, every rule checked; nothing sent yet.
    /// `roster`, when given, is read instead of the backend's (a newcomer not added yet).
    private func arrival(
        _ reference: String, to team: Team?, services: ServiceBundle, roster given: [Player]? = nil, names: NameDialogue
    ) async throws -> (player: Player, placement: LateArrivalPlacement) {
        let match = try matches.requireMatch()
        let roster = if let given { given } else { try await services.players.players() }
        guard let player = try PastedPlayers.resolve([reference], in: roster, names: names).first else {
            throw InputError.unknownPlayer(reference)
        }
        if let playing = match.team(of: player.id) { throw LineupError.alreadyInMatch(name: player.name, team: playing) }
        return (player, try await placement(of: player, on: team, in: match, roster: roster, services: services))
    }

    /// `chosen`, or else the smaller team, or with equal sizes the weaker side (the lower
    /// predicted chance), by the ratings every ended match teaches; with the chances once the
    /// player is on it.
    func placement(
        of player: Player, on chosen: Team?, in match: ActiveMatch, roster: [Player], services: ServiceBundle
    ) async throws -> LateArrivalPlacement {
        let skills = Player.skills(of: roster, departed: try services.notes.notes().departed)
        let ratings = model.ratings(after: try await MatchHistory(services: services).endedMatches(), skills: skills)
        let rate = { (id: Int, skill: Skill?) in ratings[id] ?? model.prior(for: skill) }
        let newcomer = rate(player.id, player.skill)
        let (teamA, teamB) = (match.teamA.map { rate($0.id, $0.skill) }, match.teamB.map { rate($0.id, $0.skill) })
        let team: Team, reason: LateArrivalReason
        if let chosen {
            (team, reason) = (chosen, .chosen)
        } else if teamA.count != teamB.count {
            (team, reason) = (teamA.count < teamB.count ? .teamA : .teamB, .smaller)
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
    /// The sides were the same size, and this one had the lower predicted chance.
    case lowerChance
    /// The sides were the same size with even chances: Team A takes a tie.
    case even
    /// The user named the side (`--team`).
    case chosen
}
