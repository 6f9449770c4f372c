import FootballGatherCore
import Foundation

/// `gather history`: past gathers.
enum HistoryCommands {
    static let gather = ArgumentKey<String>("GATHER", help: "A gather id, or the start of one (the 8 characters 'gather history' shows are enough).")
    static let latestOrGather = ArgumentKey<String>(
        "GATHER", help: "A gather id, or the start of one (default: the most recent gather).", isOptional: true)
    static let latestEnded = ArgumentKey<String>(
        "GATHER", help: "A gather id, or the start of one (default: the most recent ended gather).", isOptional: true)
    static let yes = FlagKey("yes", short: "y", help: "Delete without asking.")
    static let dropScorers = FlagKey(
        "drop-scorers", help: "Let a lower score drop the scorers of each team's last goals (refused without it, naming them).")
    static let correctedScore = OptionKey<Score>("score", valueName: "SCORE", help: "The corrected final score, e.g. 3-2.")
    static let onTeamA = OptionKey<String>(
        "team-a", valueName: "PLAYER", help: "Put a player on Team A, adding them if missing (repeatable).", isRepeatable: true,
        completion: .players)
    static let onTeamB = OptionKey<String>(
        "team-b", valueName: "PLAYER", help: "Put a player on Team B, adding them if missing (repeatable).", isRepeatable: true,
        completion: .players)
    static let notPlayed = OptionKey<String>(
        "not-played", valueName: "PLAYER", help: "Take out a player who did not play (repeatable).", isRepeatable: true,
        completion: .players)
    static let correctedDate = OptionKey<PastDate>(
        "date", valueName: "DATE", help: "The corrected date it was played: YYYY-MM-DD or 'YYYY-MM-DD HH:MM' (local time).")

    static let group = Command(
        CommandSpec(
            name: "history", abstract: "List past gathers; show, correct or delete one.",
            examples: ["gather history", "gather history show 3F2A", "gather history edit 3F2A --score 3-2", "gather history delete 3F2A --yes"]),
        run: runList, children: [showCommand, editCommand, deleteCommand])

    @Sendable static func runList(_ context: Context) async throws {
        let entries = try await context.historyViewModel().entries()
        if context.output.json { return try context.output.printJSON(entries.map(GatherJSON.init)) }
        guard !entries.isEmpty else { return context.output.note("No gathers yet: start one with \(CommandHint.gather("start --teams A/B")).") }
        context.output.table(headers: ["GATHER", "DATE", "SCORE", "WINNER"], rows: entries.map { entry in
            [entry.id.shortGatherID, entry.startedAt.map(dateText) ?? "-", entry.score ?? "in progress", entry.winnerTeam.map(winnerLabel) ?? "-"]
        })
    }

    static let showCommand = Command(
        CommandSpec(
            name: "show", abstract: "List the players of a gather, with their teams when known.",
            discussion: "Without GATHER, the most recent gather. --format chat (WhatsApp), text or markdown prints a team sheet to paste in a group chat.",
            examples: ["gather history show", "gather history show 3F2A", "gather history show 3F2A --format chat"],
            arguments: [latestOrGather.spec], options: [Format.key.spec]),
        validate: Format.validate,
        run: { context in
            let viewModel = try context.historyViewModel()
            let entry = try await viewModel.entry(context.parsed.argument(latestOrGather))
            let lineup = try await viewModel.lineup(of: entry.id)
            let goals = try viewModel.goals(of: entry.id)
            if context.output.json { return try context.output.printJSON(GatherJSON(entry, lineup: lineup, goals: goals)) }
            if let format = context.parsed.value(Format.key), format.isSheet {
                return context.output.sheet(TeamSheet(entry, lineup: lineup, goals: goals), as: format)
            }
            context.output.line("Gather \(entry.id.uuidString)  \(entry.score ?? "in progress")  \(entry.winnerTeam.map { "winner: \(winnerLabel($0))" } ?? "")")
            if let kept = entry.prediction { context.output.line(PredictionRendering.line(kept)) }
            let names = Dictionary(lineup.map { ($0.player.id, $0.player.name) }, uniquingKeysWith: { first, _ in first })
            for line in GoalRendering.lines(goals, names: names) { context.output.line(line) }
            context.output.table(headers: ["TEAM", "ID", "NAME", "POS", "SKILL"], rows: lineup.map { row in
                [row.team?.rawValue ?? "?", String(row.player.id), row.shownName, row.player.preferredPosition?.abbreviation ?? "-", row.player.skill?.rawValue ?? "-"]
            })
        })

    static let editCommand = Command(
        CommandSpec(
            name: "edit", abstract: "Correct the score and winner, or the date, of an ended gather.",
            discussion: """
                --score sends the same request as 'gather end'; a lower score that would leave recorded scorers \
                without their goals is refused unless --drop-scorers. --date moves the match in the history, \
                records and ratings; on a server the date is kept on this machine. Without GATHER, the most \
                recent ended gather. The running match is refused: change its score with 'gather score'.
                """,
            examples: ["gather history edit --score 3-2", "gather history edit 3F2A --score 3-2", "gather history edit 3F2A --date 2026-09-01"],
            arguments: [latestEnded.spec],
            options: [
                correctedScore.spec, correctedDate.spec, dropScorers.spec, onTeamA.spec, onTeamB.spec, notPlayed.spec,
                RecordCommand.Keys.goal.spec, RecordCommand.Keys.ownGoal.spec,
            ]),
        validate: { parsed in
            [correctedScore.spec, correctedDate.spec, onTeamA.spec, onTeamB.spec, notPlayed.spec, RecordCommand.Keys.goal.spec, RecordCommand.Keys.ownGoal.spec]
                .contains { parsed.wasGiven($0.long) }
                ? nil : "Missing what to correct: --score, --date, --team-a/--team-b/--not-played for the line-up, or --goal/--own-goal for the scorers."
        },
        run: { context in
            let parsed = context.parsed
            let score = parsed.value(correctedScore)
            let date = parsed.value(correctedDate)?.date
            let viewModel = try context.historyViewModel()
            var entry: HistoryEntry
            if score != nil || date != nil {
                entry = try await viewModel.correctScore(parsed.argument(latestEnded), score: score, date: date, droppingScorers: parsed.flag(dropScorers))
            } else {
                entry = try await viewModel.entry(parsed.argument(latestEnded))
            }
            let correction = lineupCorrection(parsed)
            if !correction.isEmpty { entry = try await viewModel.correctLineup(entry.id.uuidString, correction) }
            if context.output.json { return try context.output.printJSON(GatherJSON(entry)) }
            var changes: [String] = []
            if let score { changes.append("\(score.text), \(MatchViewModel.winnerText(of: score))") }
            if let date { changes.append("played \(dateText(date))") }
            if !correction.isEmpty {
                let lineup = try await viewModel.lineup(of: entry.id)
                let side = { (team: Team) in PlainList.joined(lineup.filter { $0.team == team }.map(\.shownName)) }
                changes.append("Team A \(side(.teamA)), Team B \(side(.teamB))")
            }
            context.output.confirm("Corrected gather \(entry.id.shortGatherID): \(changes.joined(separator: "; "))")
        })

    static let deleteCommand = Command(
        CommandSpec(
            name: "delete", abstract: "Delete a gather (asks first on a terminal).", examples: ["gather history delete 3F2A --yes"],
            arguments: [gather.spec], options: [yes.spec]).typedInFull(),
        run: { context in
            let viewModel = try context.historyViewModel()
            let entry = try await viewModel.deletable(context.parsed.argument(gather) ?? "")
            try Prompt(context: context).confirm("Delete gather \(entry.id.uuidString)?", flag: "yes")
            try await viewModel.delete(entry.id)
            if context.output.json { return try context.output.printJSON(DeletedGathersJSON(deleted: [entry.id])) }
            context.output.confirm("Deleted gather \(entry.id.uuidString)")
        })

    static func dateText(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter.string(from: date)
    }
}

/// The wire's winner as people read it: a draw is "draw", not the API's "None".
func winnerLabel(_ winnerTeam: String) -> String {
    winnerTeam == Score.drawWinnerText ? "draw" : winnerTeam
}

/// `--team-a`, `--team-b`, `--not-played`, and the scorers given again with `--goal`/`--own-goal`.
private func lineupCorrection(_ parsed: ParsedCommand) -> LineupCorrection {
    let keys = RecordCommand.Keys.self
    let goalsGiven = parsed.wasGiven(keys.goal) || parsed.wasGiven(keys.ownGoal)
    let goals = parsed.values(keys.goal).map { RecordedGoal(team: $0.team, scorer: $0.scorer.map(GoalScorer.player)) }
        + parsed.values(keys.ownGoal).map { RecordedGoal(team: $0.team, scorer: $0.scorer.map(GoalScorer.ownGoal)) }
    return LineupCorrection(
        sides: parsed.values(HistoryCommands.onTeamA).map { ($0, Team.teamA) } + parsed.values(HistoryCommands.onTeamB).map { ($0, Team.teamB) },
        absent: parsed.values(HistoryCommands.notPlayed), goals: goalsGiven ? goals : nil)
}
