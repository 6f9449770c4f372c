import FootballGatherCore
import Foundation

enum StatsCommand {
    static let command = Command(
        CommandSpec(
            name: "stats", abstract: "Show the league table of the ended matches, with every player's rating.",
            discussion: """
                One row per player who has played, as a league table: most points first (3 a win, 1 a draw), \
                then goal difference, goals for, fewer matches played and name. Columns: played (P), won, \
                drawn, lost, points, points per match (PPG, for groups where attendance differs: --sort ppg), \
                win %, goals scored, goal difference while on the pitch (GD), form (the last five results, \
                newest last), the current streak and the rating. Won, drawn, lost, PPG and win % count the \
                matches whose sides are known. The rating is the strength used to make fair teams \
                ('start --teams auto' and the predictions), not a place in the table (--sort rating orders by \
                it): recomputed from every ended match each time, where 1000 is an average player and a skill \
                level is about 200 points. Ratings start from the skill label and learn from each match's goal \
                difference, not only who won (the README explains the model). A rating learned from fewer \
                than \(RatingModel.provisionalMatches) matches with known sides is provisional, marked '?'; \
                'players show' explains a rating. --format chat prints the table for a group chat. On a \
                server, a gather this machine neither started nor imported has unknown teams: it counts as \
                played only, and stats says how many there were. A retired player stays in the table of the \
                matches they played, marked '(retired)', unless --active.
                """,
            examples: ["gather stats", "gather stats --sort ppg --since 2026-09-01", "gather stats --format chat", "gather stats --json"],
            options: [Keys.sort.spec, Keys.since.spec, Keys.active.spec, Keys.all.spec, Keys.predictions.spec, ListFormat.key.spec]),
        validate: ListFormat.validate,
        run: run)

    enum Keys {
        static let sort = OptionKey<RecordSortKey>(
            "sort", valueName: "KEY", help: "Order of the rows (highest first; name A to Z); points is the league table.", default: .points)
        static let all = FlagKey("all", help: "Players deleted since who played too, marked.", conflicts: ["active"])
        static let active = FlagKey("active", help: "Leave out retired players (by default they stay, marked '(retired)').")
        static let since = OptionKey<Day>("since", valueName: "DATE", help: "Count only the matches started on or after this day (YYYY-MM-DD).")
        static let predictions = FlagKey(
            "predictions", help: "Score the chances kept at kick-off against the results (Brier, log-loss, upsets).",
            conflicts: ["sort", "since"])
    }

    @Sendable static func run(_ context: Context) async throws {
        if context.parsed.flag(Keys.predictions) {
            return try PredictionsRendering.report(try await context.predictionsViewModel().report(), output: context.output)
        }
        let since = context.parsed.value(Keys.since)
        let report = try await context.statsViewModel()
            .stats(sortedBy: context.parsed.value(Keys.sort) ?? .points, since: since?.start, includingEveryone: context.parsed.flag(Keys.all),
                activeOnly: context.parsed.flag(Keys.active))
        if report.matchesOfUnknownDate > 0 {
            context.output.note("""
                \(report.matchesOfUnknownDate) matches of unknown date left out by --since \
                (gathers not started or imported on this machine).
                """)
        }
        if context.output.json { return try context.output.printJSON(report.rows.map(StatsRowJSON.init)) }
        guard !report.rows.isEmpty else {
            if let since { return context.output.note("No ended matches since \(since.argument).") }
            return context.output.note("No ended matches yet: end one with \(context.output.gather("end --score SCORE")).")
        }
        if context.parsed.value(ListFormat.key) == .chat {
            // The chat table has no rating, so none of its notes.
            context.output.raw(StatsChat.message(report, since: since?.argument, sortedBy: context.parsed.value(Keys.sort) ?? .points))
        } else {
            StatsRendering.table(report.rows, output: context.output)
            if report.rows.contains(where: \.record.provisional) { context.output.note(StatsRendering.provisionalNote) }
            context.output.note(StatsRendering.ratingNote)
            if let hints = StatsRendering.labelHintsNote(report.rows.filter { $0.standing == .active }, commands: context.output.hint) { context.output.note(hints) }
        }
        if report.matchesWithUnknownTeams > 0 {
            let count = report.matchesWithUnknownTeams
            context.output.note("""
                \(count) of \(report.matchesCounted) matches left out of won, drawn and lost: \
                their teams are unknown (gathers not started or imported on this machine).
                """)
        }
    }
}

/// `--sort KEY`: a key's name in any case, or one of the longer spellings.
extension RecordSortKey: ArgumentValue {
    private static let spellings: [String: RecordSortKey] = [
        "winpercent": .winPercent, "win-percent": .winPercent, "goaldifference": .goalDifference,
        "goal-difference": .goalDifference, "pointspermatch": .ppg, "points-per-match": .ppg,
    ]

    init?(argument: String) {
        let text = argument.trimmingCharacters(in: .whitespaces).lowercased()
        guard let key = Self.spellings[text] ?? RecordSortKey(rawValue: text) else { return nil }
        self = key
    }

    static var otherSpellings: [String] { spellings.keys.sorted() }
}

/// A calendar day typed as `YYYY-MM-DD`, starting at midnight in the local time zone.
struct Day: ArgumentValue, Equatable {
    let year: Int, month: Int, day: Int
    let start: Date

    init?(argument: String) {
        let parts = argument.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]), year >= 1 else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let components = DateComponents(year: year, month: month, day: day)
        // A day that does not exist (2026-02-30) is refused rather than rolled over.
        guard components.isValidDate(in: calendar), let start = calendar.date(from: components) else { return nil }
        (self.year, self.month, self.day, self.start) = (year, month, day, start)
    }

    var argument: String { String(format: "%04d-%02d-%02d", year, month, day) }
    static var expectation: String { "a day from the year 0001 on, written YYYY-MM-DD like 2026-09-01" }
}
