import FootballGatherCore

enum MatchRendering {
    static func started(
        _ match: ActiveMatch, plan: TeamPlan?, timer: @autoclosure () throws -> ClockStatus, output: Output, verb: String
    ) throws {
        let matchup = plan?.balance == nil ? nil : plan?.matchup
        if output.json { return try output.printJSON(MatchJSON(match, state: .running, timer: try timer(), matchup: matchup)) }
        output.confirm("\(verb) gather \(match.gatherID.uuidString)")
        if let plan, let matchup { output.line(chances(matchup, balance: plan.balance)) }
        teams(match.teamA, match.teamB, matchup: matchup, output: output)
    }

    static func proposed(_ plan: TeamPlan, output: Output) throws {
        if output.json { return try output.printJSON(MatchJSON(proposed: plan)) }
        output.line("Proposed teams (nothing created; run again without --dry-run to start):")
        if let matchup = plan.matchup { output.line(chances(matchup, balance: plan.balance)) }
        output.line(labels(plan.teams.teamA, plan.teams.teamB))
        teams(plan.teams.teamA, plan.teams.teamB, matchup: plan.matchup, output: output)
    }

    /// `Labels: Team A 2 professional, 3 amateur · Team B …`: a label no player of a side has is left out.
    static func labels(_ teamA: [Player], _ teamB: [Player]) -> String {
        let side = { (team: Team, players: [Player]) -> String in
            let counts = [Skill.professional, .amateur, .beginner].map { skill in (skill.rawValue, players.count { $0.skill == skill }) }
                + [("no label", players.count { $0.skill == nil })]
            let said = counts.filter { $0.1 > 0 }.map { "\($0.1) \($0.0)" }
            return "\(team.rawValue) " + (said.isEmpty ? "nobody" : said.joined(separator: ", "))
        }
        return "Labels: " + side(.teamA, teamA) + " · " + side(.teamB, teamB)
    }

    /// `Balanced by rating: Team A 51% · Team B 49%`: what the choice rests on.
    static func chances(_ matchup: Matchup, balance: BalanceMode?) -> String {
        let basis = balance.map { "Balanced by \($0.rawValue)" } ?? "Predicted"
        return "\(basis): " + percentages(matchup.percentA, matchup.percentB)
    }

    /// `Team A 51% · Team B 49%`.
    static func percentages(_ teamA: Int, _ teamB: Int) -> String {
        "\(Team.teamA.rawValue) \(teamA)% · \(Team.teamB.rawValue) \(teamB)%"
    }

    static func predictedAtKickOff(_ kept: KeptPrediction) -> String { "Predicted at kick-off: " + percentages(kept.percentA, kept.percentB) }

    static func teams(_ teamA: [Player], _ teamB: [Player], matchup: Matchup? = nil, output: Output) {
        let strengths = matchup.map { [$0.strengthA, $0.strengthB] }
        for (index, (team, players)) in [(Team.teamA, teamA), (.teamB, teamB)].enumerated() {
            let skill = players.reduce(0) { $0 + Skill.points(of: $1.skill) }
            let strength = strengths.map { ", strength \($0[index])" } ?? ""
            output.line("\(team.rawValue) (\(PlainList.counted(players.count, "player")), skill \(skill)\(strength))")
            output.table(headers: ["  NAME", "POS", "SKILL"], rows: players.map { player in
                ["  " + player.name, player.preferredPosition?.abbreviation ?? "-", player.skill?.rawValue ?? "-"]
            })
        }
    }

    static func show(_ snapshot: MatchSnapshot, output: Output) throws {
        if output.json { return try output.printJSON(MatchJSON(snapshot)) }
        let match = snapshot.match
        output.line("Gather \(match.gatherID.uuidString)" + (match.backend.server.map { " on \($0.absoluteString)" } ?? " (offline)"))
        output.line("Score: \(match.currentScore.text)   Time left: \(snapshot.timer.text) \(snapshot.timer.state.rawValue)")
        if !match.pending.isEmpty {
            output.line("Not yet added: \(match.pending.count) player(s): run \(output.gather("start --resume"))")
        }
        let names = Dictionary(match.everyone.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        if let kept = match.prediction { output.line(predictedAtKickOff(kept)) }
        for line in GoalRendering.lines(match.goals, names: names) { output.line(line) }
        teams(match.teamA, match.teamB, output: output)
    }
}
