import FootballGatherCore

/// `gather fees …`: the pitch fee, split among each ended match's players, and who paid.
enum FeesCommands {
    enum Keys {
        static let fee = ArgumentKey<Amount>("AMOUNT", help: "The cost of the pitch per match, e.g. 60 or 62.50; 0 stops charging it.")
        static let player = PlayersCommands.Keys.player
        static let paid = ArgumentKey<Amount>("AMOUNT", help: "The amount paid, e.g. 20 or 12.50; negative for a refund.")
        static let note = OptionKey<String>(
            "note", valueName: "TEXT", help: "What to keep with the payment, e.g. 'bank transfer' (\(FeesViewModel.noteLimit) characters at most).")
        static let each = OptionKey<Amount>(
            "each", valueName: "AMOUNT", help: "Charge each player this fixed share instead of splitting the fee; the difference is the kitty.")
        static let again = FlagKey("again", help: "Record a payment equal to the player's last one on the same day (refused without it).")
        static let payer = OptionKey<String>(
            "by", valueName: "PLAYER", help: "Someone else paid this player's share (id, name or alias).", completion: .players)
        static let paymentID = ArgumentKey<String>("ID", help: "A payment's short id, as 'fees show' lists it.")
        static let anyPlayer = ArgumentKey<String>(
            "PLAYER", help: "A player id (a deleted player's too), name or alias.", completion: .players)
    }

    static let group = Command(
        CommandSpec(
            name: "fees", abstract: "Split the pitch fee per match; who paid, who owes.",
            discussion: """
                Each match that ends (or is recorded) is charged the fee in force, split evenly among its \
                players; the cents left over go to those of its players who have been given the fewest \
                leftover cents so far (then by id), so two players who played the same matches are charged \
                at most one cent apart. A corrected line-up splits that match again, and no other. BALANCE \
                is what a player owes: charged minus paid, negative when they paid ahead; the last line adds \
                up what was charged, paid and is still owed. Kept on this machine, one per backend (offline, \
                and each server).
                """,
            examples: [
                "gather fees set 60", "gather fees paid Ana 20", "gather fees", "gather fees show Ana", "gather fees --format chat",
                "gather fees --json",
            ],
            options: [ListFormat.key.spec]),
        validate: ListFormat.validate,
        run: runList, children: [set, paid, undo, show])

    @Sendable static func runList(_ context: Context) async throws {
        let viewModel = try context.feesViewModel()
        let rows = try await viewModel.rows()
        if context.output.json { return try context.output.printJSON(rows.map(FeeJSON.init)) }
        if context.parsed.value(ListFormat.key) == .chat {
            return context.output.raw(FeesChat.message(rows, feeCents: try viewModel.fee().cents))
        }
        if !rows.isEmpty {
            context.output.table(headers: ["ID", "NAME", "MATCHES", "CHARGED", "PAID", "BALANCE"], rows: rows.map { row in
                let balance = row.balance
                return [
                    PlayerID.text(row.player.id), row.standing.marked(row.player.name), String(balance.matches), Amount.text(cents: balance.chargedCents),
                    Amount.text(cents: balance.paidCents), Amount.text(cents: balance.balanceCents),
                ]
            }, textColumns: [1])
            let kitty = try await viewModel.kittyCents()
            context.output.line(FeeRendering.totals(FeeTotals(rows)) + (kitty == 0 ? "" : "; kitty \(Amount.text(cents: kitty))"))
        }
        let fee = try viewModel.fee()
        let share = fee.eachCents.map { ", \(Amount.text(cents: $0)) a player" } ?? ""
        context.output.note(fee.cents == 0 ? "No pitch fee is charged: set one with \(context.output.gather("fees set AMOUNT"))." : "Pitch fee: \(Amount.text(cents: fee.cents)) per match\(share).")
    }

    static let set = Command(
        CommandSpec(
            name: "set", abstract: "Set the cost of the pitch per match, charged from the next match that ends.",
            discussion: """
                The fee is split evenly among each match's players, exact to the cent; with --each, every player \
                is charged that fixed share instead (a round 5 a head), and the totals show the kitty: what was \
                charged beyond the pitch.
                """,
            examples: ["gather fees set 60", "gather fees set 62.50", "gather fees set 60 --each 5", "gather fees set 0"],
            arguments: [Keys.fee.spec], options: [Keys.each.spec]),
        run: { context in
            guard let amount = context.parsed.argument(Keys.fee) else { return }
            let each = context.parsed.value(Keys.each)
            try await context.feesViewModel().setFee(amount, each: each)
            if context.output.json { return try context.output.printJSON(PitchFeeJSON(pitchFeeCents: amount.cents)) }
            let share = each.map { ", \($0.text) a player (the rest goes to the kitty)" } ?? ""
            context.output.confirm(amount.cents == 0
                ? "Stopped the pitch fee: matches that end from now on are not charged"
                : "Set the pitch fee to \(amount.text) per match\(share), charged from the next match that ends")
        })

    static let paid = Command(
        CommandSpec(
            name: "paid", abstract: "Record a payment for the pitch (a negative amount is a refund).",
            discussion: """
                Each payment is kept with the day and time it was recorded, and its --note when given; \
                'fees show' lists its short id, and 'fees undo ID' takes it back. The same amount as the \
                player's last payment on the same day is refused as a mistake, unless --again. --by records \
                someone else paying the player's share (Marco paying for his brother). A guest's payment \
                goes to their host's balance, who is charged the guest's share, as paid by the guest.
                """,
            examples: [
                "gather fees paid Ana 20", "gather fees paid 7 12.50 --note 'bank transfer'", "gather fees paid Ana -5",
                "gather fees paid Luca 5 --by Marco", "gather fees paid Ana 20 --again",
            ],
            arguments: [Keys.player.spec, Keys.paid.spec], options: [Keys.note.spec, Keys.payer.spec, Keys.again.spec]),
        run: { context in
            guard let amount = context.parsed.argument(Keys.paid) else { return }
            let recorded = try await context.feesViewModel().pay(
                context.parsed.argument(Keys.player) ?? "", amount, note: context.parsed.value(Keys.note), by: context.parsed.value(Keys.payer),
                again: context.parsed.flag(Keys.again)
            ).noted(on: context.output)
            let row = recorded.row
            if context.output.json { return try context.output.printJSON(FeeJSON(row)) }
            let credited = "\(row.standing.marked(row.player.name)) (\(PlayerID.tag(row.player.id)))"
            let balance = "balance \(Amount.text(cents: row.balance.balanceCents))"
            let what = amount.cents < 0 ? "a refund of \(Amount.text(cents: -amount.cents)) to" : "\(amount.text) paid by"
            guard let payer = recorded.payer else { return context.output.confirm("Recorded \(what) \(credited); \(balance)") }
            context.output.confirm("Recorded \(what) \(payer.name) (\(PlayerID.tag(payer.id))) for \(credited); \(row.player.name)'s \(balance)")
        })

    static let undo = Command(
        CommandSpec(
            name: "undo", abstract: "Take back a payment recorded by mistake, by its short id ('fees show' lists them).",
            examples: ["gather fees undo 1a2b3c"], arguments: [Keys.paymentID.spec]),
        run: { context in
            let (payment, row) = try await context.feesViewModel().undo(context.parsed.argument(Keys.paymentID) ?? "")
            if context.output.json { return try context.output.printJSON(FeeJSON(row)) }
            context.output.confirm(
                "Took back payment \(payment.shortID) (\(Amount.text(cents: payment.cents)) for \(row.player.name)); "
                    + "balance \(Amount.text(cents: row.balance.balanceCents))")
        })

    static let show = Command(
        CommandSpec(
            name: "show", abstract: "List one player's charges and payments, then their balance.",
            discussion: """
                Charges: each charged match they played (its gather's short id, the day it was played, their \
                share), oldest first. Payments: each one's short id (for 'fees undo ID'), the day it was \
                recorded, its amount and note, and who paid it when someone else did (undated when it was \
                recorded before dates were kept). A deleted player may be named by their id too.
                """,
            examples: ["gather fees show Ana", "gather fees show 7 --json"], arguments: [Keys.anyPlayer.spec]),
        run: { context in
            let statement = try await context.feesViewModel().statement(of: context.parsed.argument(Keys.anyPlayer) ?? "").noted(on: context.output)
            if context.output.json { return try context.output.printJSON(FeeStatementJSON(statement)) }
            let name = "\(statement.standing.marked(statement.player.name)) (\(PlayerID.tag(statement.player.id)))"
            let output = context.output
            if statement.charges.isEmpty {
                output.line("No charges to \(name).")
            } else {
                output.line("Charges to \(name):")
                output.table(headers: ["ID", "PLAYED", "SHARE"], rows: statement.charges.map { charge in
                    [charge.gatherID.shortGatherID, MinuteText.orDash(charge.date), Amount.text(cents: charge.cents)]
                }, textColumns: [])
            }
            if statement.payments.isEmpty {
                output.line("No payments for \(name).")
            } else {
                output.line("Payments for \(name):")
                output.table(headers: ["ID", "RECORDED", "AMOUNT", "NOTE"], rows: statement.payments.map { payment in
                    let by = payment.paidBy.map { "paid by " + (statement.payers[$0] ?? PlayerID.tag($0)) }
                    let note = [payment.note, by].compactMap { $0 }.joined(separator: "; ")
                    return [payment.shortID, MinuteText.orDash(payment.date), Amount.text(cents: payment.cents),
                        note.isEmpty ? "-" : note]
                }, textColumns: [3])
            }
            let balance = statement.balanceCents
            let meaning = balance > 0 ? " (owed)" : balance < 0 ? " (paid ahead)" : ""
            output.line("Balance: \(Amount.text(cents: balance))\(meaning)")
        })
}
