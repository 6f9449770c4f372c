import FootballGatherCore

/// `stats --format chat`: the league table as a message for the group chat, a title in
/// bold and the table in a ``` block no wider than a phone shows (rank, name, P, W-D-L,
/// points and GD; long names shortened with `…`).
enum StatsChat {
    static let headers = ["#", "NAME", "P", "W-D-L", "PTS", "GD"]

    /// `since`: the day the table counts from, as typed.
    static func message(_ report: StatsReport, since: String?) -> String {
        let matches = report.matchesCounted == 1 ? "1 match" : "\(report.matchesCounted) matches"
        let title = ChatText.bold("Table") + " (" + (since.map { "since \($0), " } ?? "") + matches + ")"
        let rows = report.rows.enumerated().map { index, row in
            let record = row.record
            return [
                String(index + 1), ChatText.name(row.standing.marked(row.player.name)), String(record.played),
                "\(record.won)-\(record.drawn)-\(record.lost)", String(record.points), StatsRendering.signed(record.goalDifference),
            ]
        }
        return ([title] + ChatText.table(headers: headers, rows: rows, textColumn: 1)).joined(separator: "\n") + "\n"
    }
}
