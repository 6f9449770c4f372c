import FootballGatherCore

/// `fees --format chat`: who paid and who owes, as a message for the group chat: a title
/// in bold with the fee, the balances in a ``` block no wider than a phone shows, and the totals.
enum FeesChat {
    static let headers = ["NAME", "P", "PAID", "BALANCE"]

    /// `feeCents`: the pitch fee per match now, 0 when none is charged.
    static func message(_ rows: [FeeRow], feeCents: Int) -> String {
        let title = ChatText.bold("Pitch fees") + (feeCents == 0 ? "" : " (\(Amount.text(cents: feeCents)) per match)")
        guard !rows.isEmpty else { return title + "\nNothing charged yet.\n" }
        let cells = rows.map { row in
            [
                ChatText.name(row.standing.marked(row.player.knownAs ?? row.player.name)), String(row.balance.matches),
                Amount.text(cents: row.balance.paidCents), balanceText(row.balance.balanceCents),
            ]
        }
        let totals = FeeRendering.totals(FeeTotals(rows))
        return ([title] + ChatText.table(headers: headers, rows: cells, textColumn: 0) + [totals]).joined(separator: "\n") + "\n"
    }

    static func balanceText(_ cents: Int) -> String {
        cents < 0 ? "paid ahead \(Amount.text(cents: -cents))" : Amount.text(cents: cents)
    }
}
