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
                .flag("resume", help: "Finish an interrupted start: find its gather, add the players still missing.", conflicts: ["teams"]),
            ]),
        run: run)

    @Sendable static func run(_ context: Context) async throws {
        let parsed = context.parsed
        let time = try parsed.value("time").map { text throws in try TimerCommands.parseTime(text, context: context) }
        let viewModel = context.startViewModel()
        let match: ActiveMatch
        if parsed.flag("resume") {
            match = try await viewModel.resume()
        } else {
            match = try await viewModel.start(try teamChoice(parsed, context: context))
        }
        try MatchRendering.started(match, output: context.output, verb: parsed.flag("resume") ? "Resumed" : "Started")
        // `--time` sets the clock (ready); `--run` starts it and shows the countdown.
        if let time { _ = try context.clockViewModel().reset(selecting: time) }
        if parsed.flag("run") { try await RunCountdown.run(context, time: nil) }
    }

    static func teamChoice(_ parsed: ParsedCommand, context: Context) throws -> TeamChoice {
        guard let teams = parsed.value("teams") else {
            throw context.missing("--teams: give the two sides (A/B) or 'auto', or use --resume")
        }
        guard teams.lowercased() == "auto" else {
            if let stray = ["players", "all", "seed"].first(where: parsed.wasGiven) {
                throw InputError.invalid("--\(stray) only goes with --teams auto")
            }
            return .sides(teams)
        }
        return .auto(
            players: parsed.values("players").flatMap { $0.split(separator: ",").map(String.init) },
            wholeRoster: parsed.flag("all"), seed: UInt64(truncatingIfNeeded: parsed.integer("seed") ?? 0))
    }
}
