import FootballGatherCore
import Foundation

enum HistoryCommands {
    static let gather = ArgumentKey<String>(
        "GATHER", help: "A gather id, or at least its first 4 characters (the 8 'gather history' shows are enough).")
    static let latestOrGather = ArgumentKey<String>(
        "GATHER", help: "A gather id, or the start of one (default: the most recent gather).", isOptional: true)
    static let latestEnded = ArgumentKey<String>(
        "GATHER", help: "A gather id, or the start of one (default: the most recent ended gather).", isOptional: true)
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
    static let scorer = OptionKey<ScorerOption>(
        "scorer", valueName: "N=PLAYER",
        help: "Give goal N (as 'history show' numbers them) a scorer of its side; N=own:PLAYER an own goal, N=- unknown (repeatable).",
        isRepeatable: true, conflicts: ["goal", "own-goal"])
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
        guard !entries.isEmpty else { return context.output.note("No gathers yet: start one with \(context.output.gather("start --teams A/B")).") }
        context.output.table(headers: ["GATHER", "DATE", "SCORE", "WINNER"], rows: entries.map { entry in
            [entry.id.shortGatherID, MinuteText.orDash(entry.startedAt), entry.score ?? "in progress", entry.winnerTeam.map(winnerLabel) ?? "-"]
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
            if let kept = entry.prediction { context.output.line(MatchRendering.predictedAtKickOff(kept)) }
            if let score = entry.score.flatMap(Score.init(text:)) {
                for line in GoalRendering.numbered(goals.numbered(for: score), names: names(lineup)) { context.output.line(line) }
            }
            context.output.table(headers: ["TEAM", "ID", "NAME", "POS", "SKILL"], rows: lineup.map { row in
                [row.team?.rawValue ?? "?", PlayerID.text(row.player.id), row.shownName, row.player.preferredPosition?.abbreviation ?? "-", row.player.skill?.rawValue ?? "-"]
            })
        })

    static let editCommand: Command = Command(
        CommandSpec(
            name: "edit", abstract: "Correct the score, date, line-up or scorers of an ended gather.",
            discussion: """
                --score sends the same request as 'gather end'; a lower score that would leave recorded scorers \
                without their goals is refused, naming them, unless --drop-scorers. --date moves the match in \
                the history, records and ratings; on a server the date is kept on this machine. --scorer N=PLAYER \
                fixes one goal and leaves the others as they are. --goal and --own-goal give ALL the scorers \
                again: every goal not named has no scorer afterwards. A line-up change takes the credit from a \
                scorer who no longer plays on the side they scored for, and says so. Each change of the line-up \
                or scorers prints the goals as they now stand. Without GATHER, the most recent ended gather. The \
                running match is refused: change its score with 'gather score'.
                """,
            examples: [
                "gather history edit --score 3-2", "gather history edit 3F2A --scorer 2=Ana", "gather history edit 3F2A --scorer 4=own:Bo",
                "gather history edit 3F2A --date 2026-09-01",
            ],
            arguments: [latestEnded.spec],
            options: [
                correctedScore.spec, correctedDate.spec, dropScorers.spec, onTeamA.spec, onTeamB.spec, notPlayed.spec, scorer.spec,
                RecordCommand.Keys.goal.spec, RecordCommand.Keys.ownGoal.spec,
            ]),
        validate: { parsed in
            editCommand.spec.options.contains { $0 != dropScorers.spec && parsed.wasGiven($0.long) }
                ? nil
                : "Missing what to correct: --score, --date, --team-a/--team-b/--not-played for the line-up, --scorer for one goal, or --goal/--own-goal for all the scorers."
        },
        run: { context in
            let parsed = context.parsed
            let score = parsed.value(correctedScore)
            let viewModel = try context.historyViewModel()
            var date = parsed.value(correctedDate)?.date
            // A day alone moves the match to that day at the time it kicked off, not to midnight.
            if let day = parsed.value(correctedDate), !day.hasTime, let kickOff = try await viewModel.entry(parsed.argument(latestEnded)).startedAt {
                date = day.atTheTime(of: kickOff)
            }
            let correction = lineupCorrection(parsed)
            let (entry, corrected) = try await viewModel.correct(
                parsed.argument(latestEnded), score: score, date: date, droppingScorers: parsed.flag(dropScorers), lineup: correction
            ).noted(on: context.output)
            if context.output.json { return try context.output.printJSON(GatherJSON(entry)) }
            var changes: [String] = []
            if let score { changes.append("\(score.text), \(ResultText.of(score))") }
            if let date { changes.append("played \(MinuteText.of(date))") }
            if !correction.isEmpty {
                let lineup = try await viewModel.lineup(of: entry.id)
                // A side nobody is on is not named; players of a side never known are.
                let sides = [Team.teamA, .teamB, nil].compactMap { team -> String? in
                    let names = lineup.filter { $0.team == team }.map(\.shownName)
                    return names.isEmpty ? nil : "\(team?.rawValue ?? "side unknown") \(PlainList.joined(names))"
                }
                changes.append(sides.joined(separator: ", "))
            }
            context.output.confirm("Corrected gather \(entry.id.shortGatherID): \(changes.joined(separator: "; "))")
            guard corrected != nil || parsed.flag(dropScorers) else { return }
            let lineup = try await viewModel.lineup(of: entry.id)
            var known = names(lineup)
            for goal in corrected?.uncredited ?? [] {
                known[goal.player.id] = known[goal.player.id] ?? goal.player.name
                context.output.announce(UncreditedGoalText.line(goal))
            }
            let final = entry.score.flatMap(Score.init(text:)) ?? Score()
            let goals = try corrected?.goals ?? viewModel.goals(of: entry.id).numbered(for: final)
            for line in GoalRendering.numbered(goals, names: known) { context.output.confirm(line) }
        })

    static let deleteCommand = Command(
        CommandSpec(
            name: "delete", abstract: "Delete a gather (asks first on a terminal).", examples: ["gather history delete 3F2A --yes"],
            arguments: [gather.spec], options: [PlayersCommands.Keys.yes.spec]).typedInFull(),
        run: { context in
            let viewModel = try context.historyViewModel()
            let entry = try await viewModel.deletable(context.parsed.argument(gather) ?? "")
            try Prompt(context: context).confirm("Delete gather \(entry.id.uuidString)?", flag: "yes")
            try await viewModel.delete(entry.id)
            if context.output.json { return try context.output.printJSON(DeletedJSON(deleted: [entry.id])) }
            context.output.confirm("Deleted gather \(entry.id.uuidString)")
        })

    static func names(_ lineup: [LineupRow]) -> [Int: String] {
        Dictionary(lineup.map { ($0.player.id, $0.shownName) }, uniquingKeysWith: { first, _ in first })
    }
}

/// The wire's winner as people read it: a draw is "draw", not the API's "None".
func winnerLabel(_ winnerTeam: String) -> String {
    winnerTeam == Score.drawWireValue ? "draw" : winnerTeam
}

private func lineupCorrection(_ parsed: ParsedCommand) -> LineupCorrection {
    let keys = RecordCommand.Keys.self
    let goalsGiven = parsed.wasGiven(keys.goal) || parsed.wasGiven(keys.ownGoal)
    let goals = parsed.values(keys.goal).map { RecordedGoal(team: $0.team, scorer: $0.scorer.map(GoalScorer.player)) }
        + parsed.values(keys.ownGoal).map { RecordedGoal(team: $0.team, scorer: $0.scorer.map(GoalScorer.ownGoal)) }
    return LineupCorrection(
        sides: parsed.values(HistoryCommands.onTeamA).map { ($0, Team.teamA) } + parsed.values(HistoryCommands.onTeamB).map { ($0, Team.teamB) },
        absent: parsed.values(HistoryCommands.notPlayed), goals: goalsGiven ? goals : nil,
        scorers: parsed.values(HistoryCommands.scorer).map { ScorerCorrection(number: $0.number, scorer: $0.scorer) })
}

/// `--scorer 2=Ana`, `2=own:Bo` or `2=-`: a goal's number, and who scored it (nil: unknown).
struct ScorerOption: ArgumentValue, Equatable {
    let number: Int
    let scorer: GoalScorer?
    let argument: String

    init?(argument: String) {
        let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count <= 3, parts[0].allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(parts[0]), number > 0 else { return nil }
        let who = parts[1].trimmingCharacters(in: .whitespaces)
        if who == "-" {
            scorer = nil
        } else if who.lowercased().hasPrefix("own:") {
            let player = who.dropFirst(4).trimmingCharacters(in: .whitespaces)
            guard !player.isEmpty else { return nil }
            scorer = .ownGoal(player)
        } else {
            guard !who.isEmpty else { return nil }
            scorer = .player(who)
        }
        self.number = number
        self.argument = argument
    }

    static var expectation: String { "a goal number, '=' and its scorer: 2=Ana, 2=own:Bo for an own goal, or 2=- for unknown" }
}

enum UncreditedGoalText {
    static func line(_ goal: UncreditedGoal) -> String {
        "Goal \(goal.number) lost its scorer: \(goal.player.name) no longer plays for the side credited with it"
    }
}
