import FootballGatherCore
import Foundation

/// How records and ratings look on stdout.
enum StatsRendering {
    static let headers = ["ID", "NAME", "P", "W", "D", "L", "POINTS", "WIN%", "GOALS", "GD", "FORM", "STREAK", "RATING"]

    static func table(_ rows: [StatsRow], output: Output) {
        output.table(headers: headers, rows: rows.map { row in
            let record = row.record
            return [
                String(row.player.id), row.standing.marked(row.player.name), String(record.played), String(record.won), String(record.drawn),
                String(record.lost), String(record.points), percent(record.winPercent), String(record.goals), signed(record.goalDifference),
                orDash(record.form), orDash(record.streak), String(record.rating.shown),
            ]
        }, textColumns: [1])
    }

    /// `players show`: the player's fields, then their record, rating and last matches.
    static func standing(_ standing: PlayerStanding, output: Output) throws {
        if output.json { return try output.printJSON(PlayerStandingJSON(standing)) }
        var fields = PlayerDetailViewModel.fields(of: standing.player)
        if !standing.player.aliases.isEmpty { fields.append(("ALIASES", standing.player.aliases.joined(separator: ", "))) }
        if let record = standing.record {
            fields.append(("RECORD", "\(record.played) played: \(record.won) won, \(record.drawn) drawn, \(record.lost) lost, \(record.points) points"
                + (record.winPercent.map { " (\(percent($0)))" } ?? "") + unknownTeams(record)))
            fields.append(("GOALS", "\(record.goals) scored" + (record.ownGoals > 0 ? ", \(record.ownGoals) own" : "")
                + ", goal difference \(signed(record.goalDifference))"))
            fields.append(("FORM", record.form.isEmpty ? "-" : "\(record.form) (streak \(record.streak))"))
        } else {
            fields.append(("RECORD", "no ended match yet"))
        }
        fields.append(("RATING", ratingText(standing.rating)))
        let width = fields.map(\.0.count).max() ?? 0
        for (label, value) in fields {
            output.line(label + ":" + String(repeating: " ", count: width - label.count + 1) + value)
        }
        guard !standing.lastMatches.isEmpty else { return }
        output.line("LAST MATCHES:")
        output.table(headers: ["  GATHER", "DATE", "TEAM", "SCORE", "RESULT", "GOALS"], rows: standing.lastMatches.map { match in
            [
                "  " + match.id.shortGatherID, match.date == .distantPast ? "-" : HistoryCommands.dateText(match.date),
                match.side.map(\.team.rawValue) ?? "?", match.score.text,
                match.outcome.map { String($0.rawValue) } ?? "?", String(match.goals),
            ]
        })
    }

    /// `1012 (strength 1210 ± 90)`: the shown number, then the mean and uncertainty on its scale.
    static func ratingText(_ rating: Rating) -> String {
        "\(rating.shown) (strength \(rating.shownMean) ± \(Int((200 * rating.uncertainty).rounded())))"
    }

    private static func unknownTeams(_ record: PlayerRecord) -> String {
        record.unknownTeam == 0 ? "" : "; \(record.unknownTeam) with unknown teams"
    }

    static func percent(_ value: Double?) -> String { value.map { "\(Int($0.rounded()))%" } ?? "-" }
    static func signed(_ value: Int) -> String { value > 0 ? "+\(value)" : String(value) }
    private static func orDash(_ text: String) -> String { text.isEmpty ? "-" : text }
}
