import FootballGatherCore

/// What an import says: what it added, then every player it matched by name, left active
/// or renumbered and every alias it left out, ten of each list (`--json` has them all).
enum ImportReportLines {
    static func lines(_ report: ImportReport) -> [String] {
        var lines = [
            "Imported \(PlainList.counted(report.addedPlayers.count, "player"))"
                + (report.addedPlayers.isEmpty ? "" : " (\(PlainList.bounded(report.addedPlayers)))")
                + " and \(PlainList.counted(report.addedGathers, "gather"))"
                + (report.skippedGathers == 0 ? "" : "; skipped \(PlainList.counted(report.skippedGathers, "gather")) imported before")
        ]
        if !report.skippedPlayers.isEmpty {
            lines.append(
                "Matched \(PlainList.counted(report.skippedPlayers.count, "player")) to players already on the roster by name: "
                    + PlainList.bounded(report.skippedPlayers))
        }
        let named = [
            ("Left active, as they are here (retired in the file; --take-retired retires them)", report.leftActive),
            ("Retired, as in the file (--take-retired)", report.retired),
            ("Out of the squad, retired", report.leftSquad),
            ("Added to the squad, as in the file", report.joinedSquad),
            ("Aliases left out, as each would not pick one player here", report.aliasesLeftOut),
        ]
        lines += named.filter { !$0.1.isEmpty }.map { "\($0.0): \(PlainList.bounded($0.1))" }
        let players = report.changedPlayerIDs.compactMap { old, new in Int(old).map { ($0, new) } }.sorted { $0.0 < $1.0 }
        if !players.isEmpty {
            lines.append("Player ids that changed (file → here): \(PlainList.bounded(players.map { "\(PlayerID.tag($0.0)) → \(PlayerID.tag($0.1))" }))")
        }
        let gathers = report.changedGatherIDs.sorted { $0.key < $1.key }
        if !gathers.isEmpty {
            let shown = gathers.map { "\(String($0.key.prefix(8))) → \(String($0.value.prefix(8)))" }
            lines.append("Gather ids that changed (file → here): \(PlainList.bounded(shown))")
        }
        return lines
    }
}
