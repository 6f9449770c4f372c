extension GatherRecords {
    /// Corrects the line-up and scorers of the ended gather `reference` names (the latest without one; never
    /// the running match's); records and ratings follow. A scorer taken out loses their goals' credit unless
    /// the scorers are given again. `checkingOnly`: every check made against `score` (the score a correction
    /// in the same intent is about to set), and nothing written.
    func correctLineup(
        _ reference: String?, running: any MatchStore, _ correction: LineupCorrection, checkingOnly: Bool = false, score corrected: Score? = nil,
        names: NameDialogue
    ) async throws -> CorrectedLineup {
        try await services.intents.reserving([.history], for: .changingHistory) {
            var entry = try await correctable(reference, running: running)
            if let corrected { entry.score = corrected.text }
            let lineup = try await lineup(of: entry.id)
            let roster = try await services.players.players()
            var known = try services.details.details()[entry.id] ?? GatherDetails(startedAt: entry.startedAt, teams: [:])
            var teams = Dictionary(lineup.compactMap { row in row.team.map { (row.player.id, $0) } }, uniquingKeysWith: { first, _ in first })
            var absent = Set(known.absent ?? [])
            // The roster's own record of each player, so their aliases name them too.
            let playing = lineup.map { row in roster.first { $0.id == row.player.id } ?? row.player }
            let everyone = playing + roster.filter { player in !playing.contains { $0.id == player.id } }
            // Every name is resolved before anything is written: a typo changes nothing.
            let placed = try correction.sides.map { reference, team in (try PlayerResolver.resolve(reference, in: everyone, names: names), team) }
            try Self.refuseContradictions(placed, absent: correction.absent, everyone: everyone, corrections: names.corrections)
            let gone = try correction.absent.map { try PlayerResolver.resolve($0, playing: playing, roster: everyone, ended: true, names: names) }
            let sidesBefore = Set(teams.values)
            let joining = placed.filter { player, _ in !playing.contains { $0.id == player.id } || absent.contains(player.id) }
            for (player, team) in placed {
                teams[player.id] = team
                absent.remove(player.id)
            }
            for player in gone {
                teams[player.id] = nil
                absent.insert(player.id)
            }
            for side in [Team.teamA, .teamB] where sidesBefore.contains(side) && !teams.values.contains(side) {
                throw LineupError.correctionEmptiesSide(side)
            }
            known.setTeams(teams)
            known.absent = absent.isEmpty ? nil : absent.sorted()
            let score = entry.score.flatMap(Score.init(text:)) ?? Score()
            let (goals, uncredited) = try correctedGoals(known.goals ?? [], correction, score: score, teams: teams, everyone: everyone, names: names)
            known.goals = goals.contains { $0.scorer != nil } ? goals.compacted(for: score) : nil
            let byID = Dictionary(everyone.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            let result = CorrectedLineup(
                entry: entry, goals: (known.goals ?? []).numbered(for: score),
                uncredited: uncredited.compactMap { number, id in byID[id].map { UncreditedGoal(number: number, player: $0) } })
            if checkingOnly { return result }
            for (player, team) in joining { try await services.gathers.addPlayer(id: player.id, toGather: entry.id, team: team) }
            try services.details.remember(known, of: entry.id)
            if !correction.sides.isEmpty || !correction.absent.isEmpty {
                let playing = (lineup.map(\.player.id) + joining.map(\.0.id)).filter { !absent.contains($0) }
                if try services.notes.notes().fees.fee(of: entry.id) != nil { try services.notes.update { $0.fees.resplit(entry.id, among: playing) } }
            }
            return result
        }
    }

    /// Someone put on both sides, or on a side and marked as not played, in one correction is refused.
    private static func refuseContradictions(
        _ placed: [(Player, Team)], absent: [String], everyone: [Player], corrections: NameCorrections
    ) throws {
        var sides: [Int: Team] = [:]
        for (player, team) in placed where sides.updateValue(team, forKey: player.id).map({ $0 != team }) ?? false {
            throw LineupError.onBothSides(name: player.name)
        }
        let sided = Set(placed.map(\.0.id))
        let directory = PlayerDirectory(everyone)
        for reference in absent {
            guard let (player, _) = try? directory.find(reference, corrections: corrections), sided.contains(player.id) else { continue }
            throw LineupError.onSideAndAbsent(name: player.name)
        }
    }

    /// The goals after the correction, numbered by position: given again in full, or the old ones with each
    /// scorer no longer on the scoring side losing the credit (those returned, by goal number), then single
    /// goals given a scorer (`--scorer`).
    private func correctedGoals(
        _ old: [GoalEvent], _ correction: LineupCorrection, score: Score, teams: [Int: Team], everyone: [Player], names: NameDialogue
    ) throws -> (goals: [GoalEvent], uncredited: [(number: Int, scorer: Int)]) {
        let byID = Dictionary(everyone.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let selection = TeamSelection(
            teamA: teams.filter { $0.value == .teamA }.keys.sorted().compactMap { byID[$0] },
            teamB: teams.filter { $0.value == .teamB }.keys.sorted().compactMap { byID[$0] })
        let notes = try services.notes.notes()
        if let given = correction.goals {
            return (try GoalEvent.events(of: given, score: score, teams: selection, notes: notes, roster: everyone, names: names), [])
        }
        var (goals, uncredited) = old.numbered(for: score).uncrediting { teams[$0] }
        var given = Set<Int>()
        for change in correction.scorers {
            guard goals.indices.contains(change.number - 1) else { throw ScorerError.noSuchGoal(number: change.number, count: goals.count) }
            guard given.insert(change.number).inserted else { throw ScorerError.goalGivenTwice(number: change.number) }
            let side = goals[change.number - 1].side
            goals[change.number - 1] = try GoalEvent.credited(change.scorer, for: side.team, teams: selection, notes: notes, roster: everyone, names: names)
        }
        return (goals, uncredited)
    }
}
