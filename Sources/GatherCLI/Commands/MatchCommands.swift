import FootballGatherCore

enum MatchCommands {
    static let all = [score, goal, show, end, cancel]

    enum Keys {
        static let score = ArgumentKey<Score>("SCORE", help: "Team A's goals, a dash, Team B's goals (0 to 99 each).")
        static let team = ArgumentKey<Team>("TEAM", help: "a or b.")
        static let undo = FlagKey("undo", help: "Take the team's last goal back, with its scorer.")
        static let scorer = OptionKey<String>(
            "by", valueName: "PLAYER", help: "Who scored: a player of that team (id or name).", conflicts: ["own-goal", "undo"],
            completion: .players)
        static let ownGoal = OptionKey<String>(
            "own-goal", valueName: "PLAYER", help: "An own goal by a player of the other team.", conflicts: ["undo"],
            completion: .players)
        static let finalScore = OptionKey<Score>("score", valueName: "SCORE", help: "The final score, e.g. 3-2.")
        static let endWithoutAsking = FlagKey("yes", short: "y", help: "End without asking even when no score was set.")
        static let cancelWithoutAsking = FlagKey("yes", short: "y", help: "Cancel without asking.")
        static let dropGoals = FlagKey(
            "drop-goals", help: "Let a score below the goals recorded drop the latest goals of that side (named).")
        static let dropScorers = FlagKey("drop-scorers", help: "Another spelling of --drop-goals.")
    }

    static func droppingGoals(_ parsed: ParsedCommand) -> Bool { parsed.flag(Keys.dropGoals) || parsed.flag(Keys.dropScorers) }

    static let score = Command(
        CommandSpec(
            name: "score", abstract: "Set the score of the running match.",
            discussion: """
                A score below the goals recorded (with a scorer or without) is refused, saying the score \
                as it stands, unless --drop-goals: then the latest goals of that side go first, and are named.
                """,
            examples: ["gather score 3-2", "gather score 1-1 --drop-goals"],
            arguments: [Keys.score.spec], options: [Keys.dropGoals.spec, Keys.dropScorers.spec]),
        run: { context in
            let score = context.parsed.argument(Keys.score) ?? Score()
            let viewModel = context.matchViewModel()
            let change = try viewModel.changeScore(to: score, droppingGoals: droppingGoals(context.parsed))
            try printScore(score, viewModel: viewModel, context: context)
            sayDropped(change.dropped, of: try viewModel.match(), context: context)
        })

    static let goal = Command(
        CommandSpec(
            name: "goal", abstract: "Add a goal to a team (or take one back with --undo).",
            discussion: "--undo takes the team's last goal back and says whose it was (or the side's, for a goal nobody was credited with).",
            examples: ["gather goal a", "gather goal a --by Ana", "gather goal b --own-goal Bo", "gather goal b --undo"],
            arguments: [Keys.team.spec],
            options: [Keys.scorer.spec, Keys.ownGoal.spec, Keys.undo.spec]),
        run: { context in
            let parsed = context.parsed
            let team = parsed.argument(Keys.team) ?? .teamA
            let viewModel = context.matchViewModel()
            let score: Score
            if parsed.flag(Keys.undo) {
                let undone = try viewModel.takeBackGoal(for: team)
                score = undone.score
                let names = Dictionary(try viewModel.match().everyone.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
                context.output.announce("Took back " + GoalRendering.takenBack(undone, names: names))
            } else {
                let scorer = parsed.value(Keys.scorer).map(GoalScorer.player) ?? parsed.value(Keys.ownGoal).map(GoalScorer.ownGoal)
                score = try await viewModel.goal(for: team, scorer: scorer).noted(on: context.output)
            }
            try printScore(score, viewModel: viewModel, context: context)
        })

    static let show = Command(
        CommandSpec(
            name: "show", abstract: "Show the running match: teams, score and time left.",
            discussion: "--format chat (WhatsApp), text or markdown prints a team sheet to paste in a group chat.",
            examples: ["gather show", "gather show --format chat", "gather show --json"], options: [Format.key.spec]),
        validate: Format.validate,
        run: { context in
            let snapshot = try context.matchViewModel().show()
            if let format = context.parsed.value(Format.key), format.isSheet {
                // The short names the group uses (`players edit --known-as`), as the roster has them now.
                let squad = context.squadViewModel()
                let known = try await squad.list(ids: snapshot.match.everyone.map(\.id) + (snapshot.match.squadBefore ?? []))
                var sheet = TeamSheet(snapshot, knownAs: Dictionary(known.compactMap { player in player.knownAs.map { (player.id, $0) } }, uniquingKeysWith: { first, _ in first }))
                // Before kick-off, the reserves the start left out of the squad are on the line-up too.
                if sheet.isLineUp, let before = snapshot.match.squadBefore, !before.isEmpty {
                    let playing = Set(snapshot.match.everyone.map(\.id))
                    let marks = try squad.marks()  // A maybe is no reserve.
                    sheet.reserves = known.filter { before.contains($0.id) && !playing.contains($0.id) && marks[$0.id]?.maybe != true }
                        .map { TeamSheet.Member(name: $0.knownAs ?? $0.name, position: $0.preferredPosition) }
                }
                return context.output.sheet(sheet, as: format)
            }
            try MatchRendering.show(snapshot, output: context.output)
        })

    static let end = Command(
        CommandSpec(
            name: "end", abstract: "End the running match and save its score and winner.",
            discussion: """
                Without --score the current score is sent; when none was ever set, that is 0-0 and gather asks \
                first. A --score below the goals recorded (with a scorer or without) is refused, saying the \
                score as it stands, unless --drop-goals: then the latest goals of that side go first, and are \
                named. With a pitch fee set, says what the match was charged.
                """,
            examples: ["gather end", "gather end --score 3-2", "gather end --score 3-3 --drop-goals"],
            options: [Keys.finalScore.spec, Keys.endWithoutAsking.spec, Keys.dropGoals.spec, Keys.dropScorers.spec]).typedInFull(),
        run: runEnd)

    @Sendable static func runEnd(_ context: Context) async throws {
        let score = context.parsed.value(Keys.finalScore)
        let viewModel = context.matchViewModel()
        if try viewModel.endNeedsConfirmation(score: score) {
            try Prompt(context: context).confirm("No score was set. End the match as a 0-0 draw?", flag: "yes")
        }
        let ending = try await viewModel.finish(score: score, droppingGoals: droppingGoals(context.parsed))
        try printEnded(ending, context: context)
        sayDropped(ending.dropped, of: ending.match, context: context)
    }

    static func printEnded(_ ending: MatchEnding, context: Context) throws {
        let final = ending.score
        if context.output.json {
            var json = MatchJSON(ending.match, state: .ended, score: final, timer: try context.clockViewModel().status())
            json.charge = ending.charge.map(ChargeJSON.init)
            return try context.output.printJSON(json)
        }
        context.output.confirm("Match over: \(final.text), \(ResultText.of(final))")
        if let charge = ending.charge { context.output.confirm(FeeRendering.charged(charge)) }
    }

    static let cancel = Command(
        CommandSpec(
            name: "cancel", abstract: "Delete the running match's gather (asks first on a terminal).",
            examples: ["gather cancel", "gather cancel --yes"], options: [Keys.cancelWithoutAsking.spec]).typedInFull(),
        run: { context in
            let viewModel = context.matchViewModel()
            let match = try viewModel.match()
            try Prompt(context: context).confirm("Delete the running gather \(match.gatherID.uuidString)?", flag: "yes")
            let cancelled = try await viewModel.cancel()
            if context.output.json {
                return try context.output.printJSON(MatchJSON(cancelled, state: .cancelled, timer: try context.clockViewModel().status()))
            }
            context.output.confirm("Cancelled the match")
        })

    /// `Dropped Team B's goal by Bo and …`: nothing goes unsaid (on stderr with --json).
    static func sayDropped(_ dropped: [GoalEvent], of match: ActiveMatch, context: Context) {
        guard !dropped.isEmpty else { return }
        let names = Dictionary(match.everyone.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        context.output.announce("Dropped " + PlainList.joined(GoalRendering.described(dropped, names: names)))
    }

    static func printScore(_ score: Score, viewModel: MatchViewModel, context: Context) throws {
        if context.output.json { return try context.output.printJSON(MatchJSON(try viewModel.show())) }
        context.output.confirm("Score: \(score.text)")
    }
}
