import FootballGatherCore
import Foundation

/// `gather start`: pick two teams and begin a match.
enum StartCommand {
    static let command = Command(
        CommandSpec(
            name: "start", abstract: "Start a match with two teams, chosen by hand or balanced automatically.",
            discussion: """
                Each side of --teams is a comma-separated list of player ids or unique names. \
                With --teams auto, the players given by --players (or --all) are split into two \
                teams of even size and skill, goalkeepers spread one per side.
                """,
            examples: [
                "gather start --teams 1,4,7/2,5,8",
                "gather start --teams \"Ana,Bo/Cy,Dee\" --time 25:00",
                "gather start --teams auto --all --seed 7",
            ],
            options: [
                OptionSpec(long: "teams", valueName: "A/B|auto", help: "The two sides, e.g. 1,4,7/2,5,8, or auto."),
                OptionSpec(long: "players", valueName: "LIST", help: "With --teams auto: the players to split, comma-separated.", isRepeatable: true, conflicts: ["all"]),
                .flag("all", help: "With --teams auto: split the whole roster."),
                OptionSpec(long: "seed", valueName: "N", help: "With --teams auto: pick among equally balanced splits by this seed.", defaultValue: "0", kind: .integer),
                OptionSpec(long: "time", valueName: "TIME", help: "Set the match clock, e.g. 25:00, 25m or 90s."),
                .flag("run", help: "Start the clock and show the countdown."),
                .flag("resume", help: "Finish a start that could not add every player.", conflicts: ["teams"]),
            ]),
        run: run)

    @Sendable static func run(_ context: Context) async throws {
        let parsed = context.parsed
        let time = try parsed.value("time").map { text throws in try TimerCommands.parseTime(text, context: context) }
        let state = StateStore(paths: context.paths)
        if parsed.flag("resume") {
            let match = try state.requireMatch()
            let services = try context.services(forMatchOn: match.server)
            let resumed = try await MatchStarter(gathers: services.gathers, state: state, server: match.server).resume()
            try MatchRendering.started(resumed, output: context.output, verb: "Resumed")
            return try await startClock(context, time: time)
        }
        guard let teams = parsed.value("teams") else {
            throw context.missing("--teams: give the two sides (A/B) or 'auto', or use --resume")
        }
        try rejectStrayAutoOptions(parsed, auto: teams.lowercased() == "auto")
        // Refuse early, before fetching the roster; MatchStarter checks again under the lock.
        if let running = try state.match.load() { throw MatchError.matchAlreadyActive(running.gatherID) }
        let backend = try context.backend()
        let services = try context.services()
        let roster = try await services.players.players()
        let selection = try teams.lowercased() == "auto"
            ? autoSelection(parsed, roster: roster)
            : ConfirmPlayersViewModel.teams(from: teams, roster: roster)
        let match = try await MatchStarter(gathers: services.gathers, state: state, server: backend.serverString).start(selection)
        try MatchRendering.started(match, output: context.output, verb: "Started")
        try await startClock(context, time: time)
    }

    /// `--time` sets the clock (stopped, ready); `--run` starts it and shows the countdown.
    private static func startClock(_ context: Context, time: GatherTime?) async throws {
        if let time {
            try TimerCommands.update(context) { timer, reading in
                timer.stop()
                timer.set(time, at: reading)
            }
        }
        if context.parsed.flag("run") { try await TimerCommands.runCountdown(context) }
    }

    static func autoSelection(_ parsed: ParsedCommand, roster: [Player]) throws -> TeamSelection {
        let references = parsed.values("players").flatMap { $0.split(separator: ",").map(String.init) }
        guard parsed.flag("all") || !references.isEmpty else {
            throw InputError.invalid("--teams auto needs the players to split: --players LIST or --all")
        }
        let players = parsed.flag("all") ? roster : try ConfirmPlayersViewModel.players(from: references, roster: roster)
        let seed = UInt64(truncatingIfNeeded: parsed.integer("seed") ?? 0)
        let balanced = try TeamBalancer.balance(players, seed: seed)
        return TeamSelection(teamA: balanced.teamA, teamB: balanced.teamB)
    }

    private static func rejectStrayAutoOptions(_ parsed: ParsedCommand, auto: Bool) throws {
        guard !auto, let stray = ["players", "all", "seed"].first(where: parsed.wasGiven) else { return }
        throw InputError.invalid("--\(stray) only goes with --teams auto")
    }
}

extension Backend {
    /// The server a match is started on, as saved with it; nil offline.
    var serverString: String? {
        if case .server(let url) = self { return url.absoluteString }
        return nil
    }
}

extension Context {
    /// The services of the backend a match was started on, whatever is configured now.
    func services(forMatchOn server: String?) throws -> ServiceBundle {
        guard let server else {
            return try environment.makeServices(.offline(dataDirectory: paths.dataDirectory), self)
        }
        return try environment.makeServices(.server(try ServerAddress.normalizedServerURL(server)), self)
    }
}
