import FootballGatherCore

enum LineupCommands {
    static let all = [add, move, swap]

    static let afterAChange = """
        Prints the chances of the sides as they now stand (the kick-off prediction, not a live one). \
        A scorer who changes side loses the credit for the goals of their old side (the goals stay, \
        without a scorer), as with 'history edit', and the command says so.
        """

    static let sidesAreKeptLocally = """
        The server keeps a gather's players but cannot change a team, so the teams are kept \
        in this machine's memory of the gather (offline: the data file), where 'show', 'end' \
        and 'history show' read them.
        """

    enum Keys {
        static let player = ArgumentKey<String>("PLAYER", help: "A player id, or a unique name (case-insensitive).", completion: .players)
        static let other = ArgumentKey<String>("OTHER", help: "A player of the other team: id or unique name.", completion: .players)
        static let team = ArgumentKey<Team>("TEAM", help: "a or b.")
        static let joinTeam = OptionKey<Team>(
            "team", valueName: "TEAM", help: "The team to join (default: the smaller one, else the one behind on the score, else the weaker one).")
    }

    static let add = Command(
        CommandSpec(
            name: "add", abstract: "Add a late arrival from the roster to the running match.",
            discussion: """
                Without --team the player joins the smaller team; with teams of equal size, the one \
                behind on the score; with the score level, the weaker one (the lower predicted chance, \
                by ratings learned from the skill labels and past results; Team A on a tie). add says \
                why, and prints the chances with the player on it (the kick-off prediction, not a live one). \
                On a server the player is added to the gather once. \
                \(sidesAreKeptLocally)
                """,
            examples: ["gather add Kai", "gather add Kai --team b"],
            arguments: [Keys.player.spec], options: [Keys.joinTeam.spec, SquadCommands.Keys.new.spec, SquadCommands.Keys.exact.spec]),
        run: { context in
            let parsed = context.parsed
            let change = try await NewcomerHint.offering {
                try await context.lineupViewModel().add(
                    parsed.argument(Keys.player) ?? "", to: parsed.value(Keys.joinTeam), addingNewcomer: parsed.flag(SquadCommands.Keys.new),
                    exact: parsed.flag(SquadCommands.Keys.exact))
            }.noted(on: context.output)
            NewcomerHint.announce(change.newcomers, on: context.output)
            try printChange(change, context: context) { placed in
                "Added \(placed.player.name) to \(placed.team.rawValue)" + (change.reason.map { ": " + reasonText($0) } ?? "")
            }
        })

    static let move = Command(
        CommandSpec(
            name: "move", abstract: "Move a player of the running match to team a or b.",
            discussion: afterAChange + " " + sidesAreKeptLocally,
            examples: ["gather move Ana b", "gather move 12 a"],
            arguments: [Keys.player.spec, Keys.team.spec]),
        run: { context in
            let parsed = context.parsed
            let change = try await context.lineupViewModel().move(parsed.argument(Keys.player) ?? "", to: parsed.argument(Keys.team) ?? .teamA)
                .noted(on: context.output)
            try printChange(change, context: context) { "Moved \($0.player.name) to \($0.team.rawValue)" }
        })

    static let swap = Command(
        CommandSpec(
            name: "swap", abstract: "Swap two players of the running match between the teams.",
            discussion: afterAChange + " " + sidesAreKeptLocally,
            examples: ["gather swap Ana Bo", "gather swap 3 12"],
            arguments: [Keys.player.spec, Keys.other.spec]),
        run: { context in
            let parsed = context.parsed
            let change = try await context.lineupViewModel().swap(parsed.argument(Keys.player) ?? "", parsed.argument(Keys.other) ?? "")
                .noted(on: context.output)
            try printChange(change, context: context, joinedBy: " and ", prefix: "Swapped ") { "\($0.player.name) (now \($0.team.rawValue))" }
        })

    /// Why a late arrival joined that side, after `Added Kai to Team B: `.
    static func reasonText(_ reason: LateArrivalReason) -> String {
        switch reason {
        case .smaller: "the smaller side"
        case .behind: "the side behind on the score"
        case .lowerChance: "the side with the lower chance"
        case .even: "the sides were even, and Team A takes a tie"
        case .chosen: "the side asked for"
        }
    }

    /// `--json`: the match as `goal` prints it, plus `prediction` and `reason` for a late arrival; else a line
    /// per player placed, then the chances. Either way, a goal whose scorer changed side loses its scorer.
    static func printChange(
        _ change: LineupChange, context: Context, joinedBy separator: String = ", ", prefix: String = "",
        describe: (PlacedPlayer) -> String
    ) throws {
        if context.output.json {
            let timer = try context.clockViewModel().status()
            var json = MatchJSON(change.match, state: .running, timer: timer, matchup: change.prediction)
            json.reason = change.reason
            try context.output.printJSON(json)
        } else {
            context.output.confirm(prefix + change.placed.map(describe).joined(separator: separator))
        }
        for goal in change.uncredited { context.output.announce(UncreditedGoalText.line(goal)) }
        if let prediction = change.prediction { context.output.confirm(MatchRendering.chances(prediction, balance: nil)) }
    }
}
