/// Changes to the running match's teams, one named intent each. The caller gives the decisions (the names,
/// the side, how to place an arrival); the services stay here.
extension RunningMatch {
    /// Refused when they are on `team` already or are the last of their side. Names are found (and a close
    /// one offered) before the match's file is locked, so no question is asked while it is.
    func move(_ reference: String, to team: Team, model: RatingModel, names: NameDialogue) async throws -> LineupChange {
        try await changeSides(naming: [reference], model: model, names: names) { match, notes, roster in
            let found = try match.find(reference, notes: notes, roster: roster, names: names)
            guard found.team != team else { throw LineupError.alreadyOnTeam(name: found.player.name, team: team) }
            let stayers = found.team == .teamA ? match.teamA.count - 1 : match.teamB.count - 1
            guard stayers > 0 else { throw LineupError.lastOfTeam(name: found.player.name, team: found.team) }
            match.place(found.player, on: team)
            return [PlacedPlayer(player: found.player, team: team)]
        }
    }

    func swap(_ first: String, _ second: String, model: RatingModel, names: NameDialogue) async throws -> LineupChange {
        try await changeSides(naming: [first, second], model: model, names: names) { match, notes, roster in
            let one = try match.find(first, notes: notes, roster: roster, names: names)
            let other = try match.find(second, notes: notes, roster: roster, names: names)
            guard one.player.id != other.player.id else { throw LineupError.swapWithThemselves(name: one.player.name) }
            guard one.team != other.team else { throw LineupError.sameTeam(one.player.name, other.player.name, team: one.team) }
            match.swapSides(one.player.id, other.player.id)
            return [PlacedPlayer(player: one.player, team: other.team), PlacedPlayer(player: other.player, team: one.team)]
        }
    }

    /// `placing` chooses the side from the match and `model`'s ratings (`KeptRatings`: no request per past
    /// gather). A parallel `add` of the same player, or an `end`, waits or goes first. With `addingNewcomer`
    /// an unknown name joins the roster first; a refusal takes them back, a sent join keeps them.
    func addLateArrival(
        _ reference: String, addingNewcomer: Bool, exact: Bool = false, model: RatingModel, names: NameDialogue,
        placing: (_ player: Player, _ match: ActiveMatch, _ ratings: [Int: Rating]) throws -> LateArrivalPlacement
    ) async throws -> LineupChange {
        try await intent { services in
            let match = try matches.requireMatch()
            let ratings = try await KeptRatings(backend: match.backend, services: services, model: model)
            func arrival(_ given: [Player]?) async throws -> (player: Player, placement: LateArrivalPlacement) {
                let match = try matches.requireMatch()
                let roster = if let given { given } else { try await services.players.players() }
                // A did-you-mean names only someone who can still join.
                let offPitch = roster.filter { match.team(of: $0.id) == nil }
                guard let player = try PastedPlayers.resolve([reference], in: roster, suggestingFrom: offPitch, names: names).first else {
                    throw InputError.unknownPlayer(reference)
                }
                if let playing = match.team(of: player.id) { throw LineupError.alreadyInMatch(name: player.name, team: playing) }
                return (player, try placing(player, match, try await ratings.ratings(of: roster)))
            }
            let (joining, newcomers) = try await Newcomers(roster: Roster(services: services))
                .adding(namedIn: addingNewcomer ? [reference] : [], exact: exact, checking: { roster in _ = try await arrival(roster) }) { newcomers in
                    (try await arrival(nil), newcomers)
                }
            let updated = try await join(joining.player, on: joining.placement.team, services: services)
            return LineupChange(
                match: updated, placed: [PlacedPlayer(player: joining.player, team: joining.placement.team)], newcomers: newcomers,
                prediction: joining.placement.prediction, reason: joining.placement.reason)
        }
    }

    /// From the ratings the ended matches taught (`KeptRatings`), not the score of the match being played.
    /// The roster gives the labels; without signal, the match's own players do.
    private func kickOffPrediction(of match: ActiveMatch, model: RatingModel, services: ServiceBundle) async throws -> Matchup {
        let kept = try await KeptRatings(backend: match.backend, services: services, model: model)
        let listed = try await noneWithoutSignal { try await services.players.players() }
        let known = Set(listed.map(\.id))
        let ratings = try await kept.ratings(of: listed + match.everyone.filter { !known.contains($0.id) })
        return model.matchup(teamA: match.teamA, teamB: match.teamB, ratings: ratings)
    }

    /// One intent: `body` gets the notes, and the roster when a reference is not exactly a player of the
    /// match; each reference is found before the match's file is locked, so a question is asked first. A
    /// scorer who changes side loses the credit for the goals of their old side.
    private func changeSides(
        naming references: [String], model: RatingModel, names: NameDialogue,
        _ body: (inout ActiveMatch, PlayerNotes, [Player]) throws -> [PlacedPlayer]
    ) async throws -> LineupChange {
        try await intent { services in
            let notes = try services.notes.notes()
            let roster = try await roster(toFind: references, notes: notes)
            let playing = try matches.requireMatch()
            for reference in references { _ = try playing.find(reference, notes: notes, roster: roster, names: names) }
            var change = try services.writes.together {
                let change = try matches.updateMatch { match in
                    let placed = try body(&match, notes, roster)
                    let uncredited = match.uncreditingMovedScorers()
                    return LineupChange(match: match, placed: placed, uncredited: uncredited)
                }
                try services.details.remember(sidesOf: change.match)
                return change
            }
            change.prediction = try await kickOffPrediction(of: change.match, model: model, services: services)
            return change
        }
    }

    /// Added to the gather once (`GatherService.addPlayer` does not add again a player an `add` cut off
    /// after a lost reply put there), then to the match.
    private func join(_ player: Player, on side: Team, services: ServiceBundle) async throws -> ActiveMatch {
        let match = try matches.requireMatch()
        try await services.gathers.addPlayer(id: player.id, toGather: match.gatherID, team: side)
        return try services.writes.together {
            let updated = try matches.updateMatch { stored in
                guard stored.gatherID == match.gatherID else { throw MatchError.noActiveMatch }
                if let playing = stored.team(of: player.id) { throw LineupError.alreadyInMatch(name: player.name, team: playing) }
                stored.place(player, on: side)
                return stored
            }
            try services.details.remember(sidesOf: updated)
            return updated
        }
    }
}
