import FootballGatherCore
import Foundation

enum RecordCommand {
    enum Keys {
        static let date = OptionKey<PastDate>("date", valueName: "DATE", help: "When it was played: YYYY-MM-DD or 'YYYY-MM-DD HH:MM' (local time).")
        static let teams = OptionKey<PlayedSides>("teams", valueName: "A/B", help: "The two sides, e.g. 1,4,7/2,5,8 or Ana,Bo/Cy,Dee.")
        static let score = OptionKey<Score>("score", valueName: "SCORE", help: "The final score, e.g. 3-2.")
        static let goal = OptionKey<RecordedGoalOption>(
            "goal", valueName: "TEAM[:PLAYER]", help: "A goal for team a or b, with its scorer when known (repeatable), e.g. a:Ana.",
            isRepeatable: true)
        static let ownGoal = OptionKey<RecordedGoalOption>(
            "own-goal", valueName: "TEAM:PLAYER", help: "An own goal for team a or b by a player of the other team (repeatable).",
            isRepeatable: true)
    }

    static let command = Command(
        CommandSpec(
            name: "record", abstract: "Enter a match played without gather, with its date, teams and score.",
            discussion: """
                The match counts in the history, records and ratings in date order, as if it had been \
                started and ended then; --goal and --own-goal name the scorers as 'gather goal --by' and \
                '--own-goal' do. On a server the gather's own creation time is today's: the real date is \
                kept on this machine, like the teams. A recorded match has no kick-off prediction.
                """,
            examples: [
                "gather record --date 2026-09-01 --teams Ana,Bo/Cy,Dee --score 2-1",
                "gather record --date '2026-09-08 19:30' --teams 1,2/3,4 --score 1-1 --goal a:Ana --own-goal b:Bo",
            ],
            options: [Keys.date.spec, Keys.teams.spec, Keys.score.spec, Keys.goal.spec, Keys.ownGoal.spec]),
        validate: validate,
        run: run)

    @Sendable static func validate(_ parsed: ParsedCommand) -> String? {
        if !parsed.wasGiven(Keys.date) { return "Missing --date: give the day it was played, e.g. --date 2026-09-01." }
        if !parsed.wasGiven(Keys.teams) { return "Missing --teams: give the two sides, e.g. --teams Ana,Bo/Cy,Dee." }
        if parsed.value(Keys.teams)?.isAuto == true { return "--teams auto only goes with start: give the two sides that played (A/B)." }
        if !parsed.wasGiven(Keys.score) { return "Missing --score: give the final score, e.g. --score 2-1." }
        if parsed.values(Keys.ownGoal).contains(where: { $0.scorer == nil }) {
            return "--own-goal needs its player: TEAM:PLAYER, e.g. b:Bo."
        }
        return nil
    }

    @Sendable static func run(_ context: Context) async throws {
        let parsed = context.parsed
        guard let date = parsed.value(Keys.date), let sides = parsed.value(Keys.teams)?.argument, let score = parsed.value(Keys.score) else {
            throw context.usageError("Missing --date, --teams or --score.")
        }
        let goals = parsed.values(Keys.goal).map { RecordedGoal(team: $0.team, scorer: $0.scorer.map(GoalScorer.player)) }
            + parsed.values(Keys.ownGoal).map { RecordedGoal(team: $0.team, scorer: $0.scorer.map(GoalScorer.ownGoal)) }
        let viewModel = try context.recordViewModel()
        let recorded = try await viewModel.record(PastMatch(date: date.date, sides: sides, score: score, goals: goals)).noted(on: context.output)
        if let twin = recorded.twin {
            context.output.note("""
                Gather \(twin.shortGatherID) has the same date and sides: if this is that match recorded twice, \
                \(context.output.gather("history delete \(recorded.entry.id.shortGatherID)")) takes this one back\
                \(recorded.charge == nil ? "" : ", with its charge").
                """)
        }
        if context.output.json {
            return try context.output.printJSON(GatherJSON(recorded.entry, lineup: recorded.lineup, goals: recorded.goals))
        }
        context.output.confirm("""
            Recorded gather \(recorded.entry.id.shortGatherID) of \(MinuteText.of(date.date)): \
            \(score.text), \(ResultText.of(score))
            """)
        if let charge = recorded.charge { context.output.confirm(FeeRendering.charged(charge)) }
    }
}

/// `--goal a:Ana`, `--goal b` or `--own-goal b:Bo`: the team the goal counts for, and who scored it.
struct RecordedGoalOption: ArgumentValue, Equatable {
    let team: Team
    let scorer: String?

    init?(argument: String) {
        let parts = argument.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        guard let first = parts.first, let team = Team(argument: String(first)) else { return nil }
        let scorer = parts.count == 2 ? parts[1].trimmingCharacters(in: .whitespaces) : nil
        if scorer?.isEmpty == true { return nil }
        (self.team, self.scorer) = (team, scorer)
    }

    var argument: String { team.argument + (scorer.map { ":" + $0 } ?? "") }
    static var expectation: String { "a team (a or b), then a colon and the scorer when known, like a:Ana" }
}

/// `record --teams`: the two sides that played, as `start --teams` takes them. `auto` is
/// read only to be refused with its own sentence: a past match's sides are known.
struct PlayedSides: ArgumentValue, Equatable {
    let argument: String
    var isAuto: Bool { argument == TeamsOption.auto.argument }

    init?(argument: String) {
        guard let teams = TeamsOption(argument: argument) else { return nil }
        self.argument = teams.argument
    }

    static var expectation: String { "two sides split by a slash, each a comma-separated list (1,4,7/2,5,8 or Ana,Bo/Cy,Dee)" }
}

/// A past moment typed as `YYYY-MM-DD` (midnight) or `YYYY-MM-DD HH:MM`, in the local time zone.
struct PastDate: ArgumentValue, Equatable {
    let date: Date
    let argument: String
    var hasTime: Bool { argument.trimmingCharacters(in: .whitespaces).contains { $0 == " " || $0 == "T" } }

    init?(argument: String) {
        let parts = argument.trimmingCharacters(in: .whitespaces).split(whereSeparator: { $0 == " " || $0 == "T" })
        guard (1...2).contains(parts.count), let day = Day(argument: String(parts[0])) else { return nil }
        var minutes = 0
        if parts.count == 2 {
            let clock = parts[1].split(separator: ":", omittingEmptySubsequences: false)
            guard clock.count == 2, clock.allSatisfy({ $0.count == 2 }), let hour = Int(clock[0]), let minute = Int(clock[1]),
                  (0..<24).contains(hour), (0..<60).contains(minute) else { return nil }
            minutes = hour * 60 + minute
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        guard let date = calendar.date(byAdding: .minute, value: minutes, to: day.start) else { return nil }
        self.date = date
        self.argument = argument
    }

    static var expectation: String { "a day written YYYY-MM-DD, optionally with a time, like 2026-09-01 or '2026-09-01 19:30'" }

    /// This day at the local time of day of `moment`.
    func atTheTime(of moment: Date) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let time = calendar.dateComponents([.hour, .minute, .second], from: moment)
        return calendar.date(bySettingHour: time.hour ?? 0, minute: time.minute ?? 0, second: time.second ?? 0, of: date) ?? date
    }
}
