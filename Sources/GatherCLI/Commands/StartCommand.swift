import FootballGatherCore

enum StartCommand {
    static let command = Command(
        CommandSpec(
            name: "start", abstract: "Start a match with two teams, chosen by hand or balanced automatically.",
            discussion: """
                Each side of --teams is a comma-separated list of player ids or unique names. \
                With --teams auto, the players given by --players (or --all, or else the squad: see \
                'gather squad') are split into two teams whose sizes differ by at most one, with \
                the goalkeepers spread one per side: by the ratings learned from ended matches (see \
                'gather stats') once any of them has a result, so that the predicted chances are as \
                close as possible and the two highest rated (by mean) play on different teams; by \
                skill label before that, so that the skill totals are as close as possible \
                (--balance chooses). Among splits within two percentage points of the closest \
                chances (or of equal skill totals), the one whose count of each label differs least \
                between the sides wins: professionals differ by at most one wherever possible. \
                Lists from stdin may also have one player per line. \
                --dry-run shows the teams, their chances and how the labels fall, and creates nothing. A started match \
                empties the squad.
                """,
            examples: [
                "gather start --teams 1,4,7/2,5,8",
                "gather start --teams \"Ana,Bo/Cy,Dee\" --time 25:00",
                "gather start --teams auto --all --seed 7",
                "gather start --teams auto --players - --new < in-this-week.txt",
                "gather start --teams auto --all --except Ana,Bo --dry-run",
            ],
            options: [
                Keys.teams.spec, Keys.players.spec, SquadCommands.Keys.new.spec, SquadCommands.Keys.exact.spec, Keys.all.spec, Keys.except.spec, Keys.seed.spec, Keys.balance.spec, Keys.dryRun.spec,
                Keys.time.spec, Keys.run.spec, RunCountdown.onEnd.spec, Keys.resume.spec,
            ]),
        validate: { autoOnlyOptions($0) ?? exceptNeedsAll($0) ?? newNeedsPlayers($0) ?? dryRunAlone($0) },
        run: run)

    enum Keys {
        static let teams = OptionKey<TeamsOption>(
            "teams", valueName: "A/B|auto", help: "The two sides, e.g. 1,4,7/2,5,8, or auto.", completion: .values(["auto"]))
        static let players = OptionKey<String>(
            "players", valueName: "LIST",
            help: "With --teams auto: the players to split, comma-separated; '-' reads them from stdin.",
            isRepeatable: true, conflicts: ["all"], completion: .players)
        static let all = FlagKey("all", help: "With --teams auto: split the whole roster.")
        static let except = OptionKey<String>(
            "except", valueName: "LIST", help: "With --all: leave these players out, comma-separated.", isRepeatable: true,
            completion: .players)
        static let seed = OptionKey<Int>(
            "seed", valueName: "N", help: "With --teams auto: pick among equally balanced splits by this seed.", default: 0)
        static let balance = OptionKey<BalanceMode>(
            "balance", valueName: "BY",
            help: "With --teams auto: balance by learned rating or by skill label (default: rating once a chosen player has a result).")
        static let dryRun = FlagKey("dry-run", help: "Show the teams and their predicted chances; create nothing.")
        static let time = OptionKey<MatchLength>(
            "time", valueName: "TIME", help: "Set the match clock, e.g. 25:00, 25m or 90s; 2x25:00 plays two halves.")
        static let run = FlagKey("run", help: "Start the clock and show the countdown.")
        static let resume = FlagKey(
            "resume", help: "Finish an interrupted start: find its gather, add the players still missing.", conflicts: ["teams"])
    }

    /// `--players`, `--all`, `--except`, `--seed` and `--balance` shape an `auto` split; named sides take none.
    @Sendable static func autoOnlyOptions(_ parsed: ParsedCommand) -> String? {
        guard case .sides = parsed.value(Keys.teams) else { return nil }
        let stray = [Keys.players.spec, Keys.all.spec, Keys.except.spec, Keys.seed.spec, Keys.balance.spec].first { parsed.wasGiven($0.long) }
        return stray.map { "--\($0.long) only goes with --teams auto." }
    }

    @Sendable static func newNeedsPlayers(_ parsed: ParsedCommand) -> String? {
        parsed.flag(SquadCommands.Keys.new) && !parsed.wasGiven(Keys.players) ? "--new adds the names of --players that match nobody: add --players." : nil
    }

    @Sendable static func exceptNeedsAll(_ parsed: ParsedCommand) -> String? {
        parsed.wasGiven(Keys.except) && !parsed.flag(Keys.all) ? "--except leaves players out of --all: add --all." : nil
    }

    /// A dry run starts nothing, so what would follow the start means nothing with it.
    @Sendable static func dryRunAlone(_ parsed: ParsedCommand) -> String? {
        guard parsed.flag(Keys.dryRun) else { return nil }
        let stray = [Keys.resume.spec, Keys.run.spec, Keys.time.spec, RunCountdown.onEnd.spec, SquadCommands.Keys.new.spec].first { parsed.wasGiven($0.long) }
        return stray.map { "--dry-run creates nothing, so --\($0.long) cannot go with it." }
    }

    @Sendable static func run(_ context: Context) async throws {
        let parsed = context.parsed
        let time = parsed.value(Keys.time)
        if parsed.wasGiven(RunCountdown.onEnd), !parsed.flag(Keys.run) {
            throw context.usageError("--on-end runs when the countdown ends: add --run.")
        }
        let viewModel = context.startViewModel()
        if parsed.flag(Keys.dryRun) {
            let plan = try await viewModel.plan(try teamChoice(parsed, context: context), predicting: true).noted(on: context.output)
            return try MatchRendering.proposed(plan.teams, output: context.output)
        }
        let match: ActiveMatch
        let plan: StartPlan?
        if parsed.flag(Keys.resume) {
            (match, plan) = (try await viewModel.resume(), nil)
        } else {
            let choice = try teamChoice(parsed, context: context)
            let start = {
                try await viewModel.start(choice, addingNewcomers: parsed.flag(SquadCommands.Keys.new), exact: parsed.flag(SquadCommands.Keys.exact))
            }
            // Only a --players list can take --new, so only its unknown names hint at it.
            let started = (parsed.wasGiven(Keys.players) ? try await NewcomerHint.offering(start) : try await start()).noted(on: context.output)
            (match, plan) = (started.match, started.plan)
            NewcomerHint.announce(started.newcomers, on: context.output)
            _ = try context.clockViewModel().freshForANewMatch()
        }
        // `--time` sets the clock (ready) before the start is printed, so its JSON shows that clock.
        if let time { _ = try context.clockViewModel().reset(selecting: time) }
        try MatchRendering.started(
            match, plan: plan?.teams, timer: try context.clockViewModel().status(), output: context.output,
            verb: parsed.flag(Keys.resume) ? "Resumed" : "Started")
        if parsed.flag(Keys.run) { try await RunCountdown.run(context, length: nil) }
    }

    static func teamChoice(_ parsed: ParsedCommand, context: Context) throws -> TeamChoice {
        switch parsed.value(Keys.teams) {
        case nil:
            throw context.missing("--teams: give the two sides (A/B) or 'auto', or use --resume")
        case .sides(let text):
            return .sides(text)
        case .auto:
            return .auto(
                players: try autoPlayers(parsed, context: context), seed: UInt64(truncatingIfNeeded: parsed.value(Keys.seed) ?? 0),
                balance: parsed.value(Keys.balance))
        }
    }
}

extension StartCommand {
    static func autoPlayers(_ parsed: ParsedCommand, context: Context) throws -> AutoPlayers {
        if parsed.wasGiven(Keys.players) { return .listed(try context.playerReferences(parsed.values(Keys.players))) }
        if parsed.flag(Keys.all) { return .roster(except: parsed.wasGiven(Keys.except) ? try context.playerReferences(parsed.values(Keys.except)) : []) }
        return .squad
    }
}

/// `--teams`: `auto`, or two comma-separated sides split by one slash (`1,4/Cy,Dee`).
/// The shape is checked here (a usage error); the names are checked against the roster later.
enum TeamsOption: ArgumentValue, Equatable {
    case auto
    case sides(String)

    init?(argument: String) {
        if argument.lowercased() == "auto" {
            self = .auto
            return
        }
        let sides = argument.split(separator: "/", omittingEmptySubsequences: false)
        let named = sides.allSatisfy { side in
            side.split(separator: ",", omittingEmptySubsequences: false)
                .allSatisfy { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        }
        guard sides.count == 2, named else { return nil }
        self = .sides(argument)
    }

    var argument: String {
        if case .sides(let text) = self { text } else { "auto" }
    }

    static var expectation: String { "two sides split by a slash, each a comma-separated list (1,4,7/2,5,8), or auto" }
    static var otherSpellings: [String] { ["auto"] }
}
