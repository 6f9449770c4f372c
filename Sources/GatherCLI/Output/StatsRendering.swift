import FootballGatherCore

enum StatsRendering {
    static let headers = ["ID", "NAME", "P", "W", "D", "L", "POINTS", "PPG", "WIN%", "GOALS", "GD", "FORM", "STREAK", "RATING"]

    /// Marks a provisional rating, as chess sites do (`1046?`).
    static let provisionalMark = "?"

    static func table(_ rows: [StatsRow], output: Output) {
        output.table(headers: headers, rows: rows.map { row in
            let record = row.record
            return [
                PlayerID.text(row.player.id), row.standing.marked(row.player.name), String(record.played), String(record.won), String(record.drawn),
                String(record.lost), String(record.points), perMatch(record.pointsPerMatch), percent(record.winPercent), String(record.goals), signed(record.goalDifference),
                orDash(record.form), orDash(record.streak), String(record.rating.shown) + (record.provisional ? provisionalMark : ""),
            ]
        }, textColumns: [1])
    }

    static var provisionalNote: String {
        "\(provisionalMark): provisional rating, learned from fewer than \(RatingModel.provisionalMatches) matches with known sides."
    }

    static let ratingNote = "RATING: the strength used to make fair teams (start --teams auto), 1000 an average player; it does not order the table."

    static func standing(_ standing: PlayerStanding, output: Output) throws {
        if output.json { return try output.printJSON(PlayerStandingJSON(standing)) }
        var fields = PlayerRendering.fields(of: standing.player)
        if let record = standing.record {
            fields.append(("RECORD", "\(record.played) played: \(record.won) won, \(record.drawn) drawn, \(record.lost) lost, \(PlainList.counted(record.points, "point"))"
                + (record.winPercent.map { " (\(percent($0)))" } ?? "") + unknownTeams(record)))
            fields.append(("GOALS", "\(record.goals) scored" + (record.ownGoals > 0 ? ", \(record.ownGoals) own" : "")
                + ", goal difference \(signed(record.goalDifference))"))
            fields.append(("FORM", record.form.isEmpty ? "-" : "\(record.form) (streak \(record.streak))"))
        } else {
            fields.append(("RECORD", "no ended match yet"))
        }
        fields.append(("RATING", ratingText(standing.rating, explanation: standing.explanation)))
        if let results = resultsText(standing.explanation) { fields.append(("RESULTS", results)) }
        if let hint = standing.labelHint { fields.append(("LABEL", labelHintText(hint, player: standing.player, commands: output.hint))) }
        let width = fields.map(\.0.count).max() ?? 0
        for (label, value) in fields {
            output.line(label + ":" + String(repeating: " ", count: width - label.count + 1) + value)
        }
        guard !standing.lastMatches.isEmpty else { return }
        output.line("LAST MATCHES:")
        output.table(headers: ["  GATHER", "DATE", "TEAM", "SCORE", "RESULT", "GOALS"], rows: standing.lastMatches.map { match in
            [
                "  " + match.id.shortGatherID, match.date == .distantPast ? "-" : MinuteText.of(match.date),
                match.side.map(\.team.rawValue) ?? "?", match.score.text,
                match.outcome.map { String($0.rawValue) } ?? "?", String(match.goals),
            ]
        })
    }

    /// `1046 ± 182: started at 800 (beginner), 6 matches with known sides`, with `(provisional)` after the
    /// number while it is, and the labels' learned weight when not face value (`labels at 0% in this group`).
    static func ratingText(_ rating: Rating, explanation: RatingExplanation) -> String {
        var label = explanation.label?.rawValue ?? "no skill label"
        if explanation.label != nil, explanation.labelWeight != 1 {
            label += ", labels at \(Int((explanation.labelWeight * 100).rounded()))% in this group"
        }
        let matches = explanation.evidence.matches
        return "\(rating.shown) ± \(rating.shownUncertainty)" + (explanation.provisional ? " (provisional)" : "")
            + ": started at \(explanation.start.shown) (\(label)), "
            + (matches == 0 ? "no match with known sides yet" : "\(PlainList.counted(matches, "match", "matches")) with known sides")
    }

    /// `won 6 against 2.1 expected; team-mates averaged 1012, opponents 987`; `nil` before any match.
    static func resultsText(_ explanation: RatingExplanation) -> String? {
        let evidence = explanation.evidence
        guard evidence.matches > 0 else { return nil }
        let one = { (value: Double) in String(format: "%.1f", value) }
        var results = "won \(evidence.won)"
        if evidence.drawn > 0 { results += ", drew \(evidence.drawn) (\(one(evidence.score)) with a draw as half)" }
        results += " against \(one(evidence.expectedScore)) expected"
        if let teamMates = explanation.teamMates { results += "; team-mates averaged \(teamMates)" }
        if let opponents = explanation.opponents { results += ", opponents \(opponents)" }
        return results
    }

    static func labelHintText(_ hint: LabelHint, player: Player, commands: CommandHint) -> String {
        let start = RatingModel.fixedLabels.prior(for: hint.suggested).shown
        return "now \(passed(hint)) (\(start)): \(editCommand(hint, player: player, commands: commands)) changes the label"
    }

    private static func passed(_ hint: LabelHint) -> String {
        "\(hint.suggested > hint.label ? "above" : "below") the \(hint.suggested.rawValue) start"
    }

    /// The footnote under `stats` naming the players whose rating has passed another label's start.
    static func labelHintsNote(_ rows: [StatsRow], commands: CommandHint) -> String? {
        let hinted = rows.compactMap { row in row.labelHint.map { (row.player, $0) } }
        guard !hinted.isEmpty else { return nil }
        let named = hinted.map { player, hint in "\(player.name) (\(hint.label.rawValue), now \(passed(hint)): \(editCommand(hint, player: player, commands: commands)))" }
        return "Ratings past another label's start: " + named.joined(separator: "; ") + "."
    }

    /// The command that changes the label: by name when it is one plain word, otherwise by id.
    private static func editCommand(_ hint: LabelHint, player: Player, commands: CommandHint) -> String {
        let plain = !player.name.isEmpty && player.name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) }
            && !player.name.hasPrefix("-") && Int(player.name) == nil
        return commands.gather("players edit \(plain ? player.name : PlayerID.text(player.id)) --skill \(hint.suggested.rawValue)")
    }

    private static func unknownTeams(_ record: PlayerRecord) -> String {
        record.unknownTeam == 0 ? "" : "; \(record.unknownTeam) with unknown teams"
    }

    static func perMatch(_ value: Double?) -> String { value.map { String(format: "%.2f", $0) } ?? "-" }

    static func percent(_ value: Double?) -> String { value.map { "\(Int($0.rounded()))%" } ?? "-" }
    static func signed(_ value: Int) -> String { value > 0 ? "+\(value)" : String(value) }
    private static func orDash(_ text: String) -> String { text.isEmpty ? "-" : text }
}
