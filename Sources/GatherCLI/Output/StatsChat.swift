import FootballGatherCore

/// `stats --format chat`: the league table for the group chat, a bold title and the table in a ``` block
/// no wider than a phone shows (rank, name, P, W-D-L, points, GD; long names shortened with `…`).
enum StatsChat {
    static let headers = ["#", "NAME", "P", "W-D-L", "PTS", "GD"]

    /// The column a sort key orders by when the chat table has none of its own (`goals`:
    /// `G`), and its cell; nil for the keys whose column is there (points, played, W-D-L, GD, name).
    static func sortedColumn(_ key: RecordSortKey) -> (header: String, cell: (PlayerRecord) -> String)? {
        switch key {
        case .points, .played, .won, .drawn, .lost, .goalDifference, .name: nil
        case .goals: ("G", { String($0.goals) })
        case .ppg: ("PPG", { StatsRendering.perMatch($0.pointsPerMatch) })
        case .winPercent: ("WIN%", { StatsRendering.percent($0.winPercent) })
        case .rating: ("RTG", { String($0.rating.shown) + ($0.provisional ? StatsRendering.provisionalMark : "") })
        }
    }

    /// `since`: the day the table counts from, as typed. The column `sortedBy` orders by is shown.
    static func message(_ report: StatsReport, since: String?, sortedBy key: RecordSortKey = .points) -> String {
        let matches = PlainList.counted(report.matchesCounted, "match", "matches")
        let title = ChatText.bold("Table") + " (" + (since.map { "since \($0), " } ?? "") + matches + ")"
        let sorted = sortedColumn(key)
        let rows = report.rows.enumerated().map { index, row in
            let record = row.record
            return [
                String(index + 1), ChatText.name(row.standing.marked(row.player.knownAs ?? row.player.name)), String(record.played),
                "\(record.won)-\(record.drawn)-\(record.lost)", String(record.points), StatsRendering.signed(record.goalDifference),
            ] + (sorted.map { [$0.cell(record)] } ?? [])
        }
        let headers = Self.headers + (sorted.map { [$0.header] } ?? [])
        return ([title] + ChatText.table(headers: headers, rows: rows, textColumn: 1)).joined(separator: "\n") + "\n"
    }
}
