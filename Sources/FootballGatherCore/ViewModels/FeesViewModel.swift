import Foundation

/// A row of `gather fees`: one player's balance, with the name they have (or had).
public struct FeeRow: Sendable, Equatable {
    public var player: Player
    public var balance: FeeBalance
    /// On the roster, retired, or deleted since: a balance outlives both.
    public var standing: RosterStanding = .active
}

/// The pitch fee screen: fee, payments, and who owes what, kept on this machine (`PlayerNotes`); each ended
/// match keeps the fee in force when it ended. Each change is one intent, the player it names resolved
/// inside it.
public struct FeesViewModel: Sendable {
    public static let noteLimit = 200

    let services: ServiceBundle
    let clock: any GatherClock
    let prompter: any SuggestionPrompter

    public init(services: ServiceBundle, clock: any GatherClock = SystemClock(), prompter: any SuggestionPrompter = DeclinesSuggestions()) {
        self.services = services
        self.clock = clock
        self.prompter = prompter
    }

    /// The fee in force, in cents (0: none), and the fixed share each player is charged when there is one.
    public func fee() throws -> (cents: Int, eachCents: Int?) {
        let fees = try services.notes.notes().fees
        return (fees.perMatchCents, fees.eachCents)
    }

    /// Sets the fee charged to each match that ends from now on; 0 stops charging. `each`: a fixed share per
    /// player instead of splitting the fee (the difference is the kitty).
    public func setFee(_ amount: Amount, each: Amount? = nil) async throws {
        guard amount.cents >= 0 else { throw FeeError.negativePitchFee }
        if let each, each.cents <= 0 { throw FeeError.negativePitchFee }
        try await services.intents.reserving([.squad], for: .changingFees) {
            try services.notes.update { notes in
                notes.fees.perMatchCents = amount.cents
                notes.fees.eachCents = amount.cents == 0 ? nil : each?.cents
            }
        }
    }

    /// What fixed shares (`--each`) charged beyond the pitch: the kitty, in cents.
    public func kittyCents() async throws -> Int {
        let notes = try services.notes.notes()
        return FeeLedger.kittyCents(of: try await services.gathers.endedMatches(details: services.details), fees: notes.fees)
    }

    /// Records a payment (negative: a refund), dated now, for a player on the roster or deleted since;
    /// returns the row credited (a guest's host's) as it is after, and who paid when another did (`payer`).
    /// A guest's payment is credited to their host, who is charged the guest's share. The same amount as
    /// their last one that day needs `again`.
    public func pay(
        _ reference: String, _ amount: Amount, note: String? = nil, by payer: String? = nil, again: Bool = false
    ) async throws -> Named<RecordedPayment> {
        guard amount.cents != 0 else { throw FeeError.zeroPayment }
        let note = note?.trimmingCharacters(in: .whitespacesAndNewlines)
        if let note, note.isEmpty { throw FeeError.blankPaymentNote }
        if let note, note.count > Self.noteLimit { throw FeeError.paymentNoteTooLong(limit: Self.noteLimit, length: note.count) }
        let date = Date(timeIntervalSince1970: clock.now().wall)
        return try await NameDialogue.naming(prompter) { names in
            let (player, paidBy) = try await services.intents.reserving([.squad], for: .changingFees) {
                let notes = try services.notes.notes()
                let roster = try await services.players.players()
                let everyone = Self.everyone(roster, notes: notes)
                let named = try Self.resolve(reference, roster: roster, everyone: everyone, names: names)
                let host = notes.fees.payer(of: named.id)
                let credited = everyone.first { $0.id == host } ?? named
                let paid = try payer.map { try Self.resolve($0, roster: roster, everyone: everyone, names: names) } ?? named
                let byAnother = paid.id == credited.id ? nil : paid
                try services.notes.update { notes in
                    if !again, let last = notes.fees.payments.last(where: { $0.playerID == credited.id }), last.cents == amount.cents,
                        let day = last.date, Calendar.current.isDate(day, inSameDayAs: date)
                    {
                        throw FeeError.samePaymentToday(player: credited.name, cents: amount.cents, id: last.shortID)
                    }
                    notes.fees.payments.append(
                        FeePayment(playerID: credited.id, cents: amount.cents, date: date, note: note, paidBy: byAnother?.id))
                }
                return (credited, byAnother)
            }
            return RecordedPayment(row: try await row(of: player), payer: paidBy)
        }
    }

    /// Takes back the payment whose short id (as `fees show` lists it) begins with `id`; with its row after.
    public func undo(_ id: String) async throws -> (payment: FeePayment, row: FeeRow) {
        let (payment, player) = try await services.intents.reserving([.squad], for: .changingFees) {
            let wanted = id.trimmingCharacters(in: .whitespaces).lowercased()
            let everyone = Self.everyone(try await services.players.players(), notes: try services.notes.notes())
            let payment = try services.notes.update { notes -> FeePayment in
                let matching = notes.fees.payments.indices.filter { !wanted.isEmpty && notes.fees.payments[$0].id.uuidString.lowercased().hasPrefix(wanted) }
                guard let index = matching.first else { throw FeeError.noSuchPayment(id) }
                guard matching.count == 1 else { throw FeeError.ambiguousPayment(id, ids: matching.map { notes.fees.payments[$0].shortID }) }
                return notes.fees.payments.remove(at: index)
            }
            let player = everyone.first { $0.id == payment.playerID } ?? Player(id: payment.playerID, name: PlayerID.tag(payment.playerID))
            return (payment, player)
        }
        return (payment, try await row(of: player))
    }

    private func row(of player: Player) async throws -> FeeRow {
        try await rows().first { $0.player.id == player.id } ?? FeeRow(player: player, balance: FeeBalance(playerID: player.id))
    }

    /// One player's charges and payments (each charged match the player played, oldest first, and each
    /// payment, as recorded); `reference` may also be the id of a player deleted since.
    public func statement(of reference: String) async throws -> Named<FeeStatement> {
        try await NameDialogue.naming(prompter) { names in
            let notes = try services.notes.notes()
            let roster = try await services.players.players()
            let everyone = Self.everyone(roster, notes: notes)
            let player = try Self.resolve(reference, roster: roster, everyone: everyone, names: names)
            let matches = try await services.gathers.endedMatches(details: services.details)
            let payments = notes.fees.payments.filter { $0.playerID == player.id }
            let payers = Dictionary(
                everyone.filter { id in payments.contains { $0.paidBy == id.id } }.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
            let standing: RosterStanding = !roster.contains { $0.id == player.id } ? .departed : notes.isRetired(player.id) ? .retired : .active
            return FeeStatement(
                player: player, standing: standing, charges: FeeLedger.charges(of: player.id, matches: matches, fees: notes.fees),
                payments: payments, payers: payers)
        }
    }

    /// Every active player and everyone charged or paying (retired, deleted), who owes most first, then by name.
    public func rows() async throws -> [FeeRow] {
        let notes = try services.notes.notes()
        let matches = try await services.gathers.endedMatches(details: services.details)
        let balances = FeeLedger.balances(of: matches, fees: notes.fees)
        let roster = try await services.players.players()
        let shown = Set(notes.active(roster).map(\.id)).union(balances.keys)
        return Self.everyone(roster, notes: notes).filter { shown.contains($0.id) }
            .map { player in
                let standing: RosterStanding = !roster.contains { $0.id == player.id } ? .departed : notes.isRetired(player.id) ? .retired : .active
                return FeeRow(player: player, balance: balances[player.id] ?? FeeBalance(playerID: player.id), standing: standing)
            }
            .sorted { lhs, rhs in
                if lhs.balance.balanceCents != rhs.balance.balanceCents { return lhs.balance.balanceCents > rhs.balance.balanceCents }
                let byName = NameOrder.compare(lhs.player.name, rhs.player.name)
                return byName != .orderedSame ? byName == .orderedAscending : lhs.player.id < rhs.player.id
            }
    }

    /// A player on the roster first (a new Ana, not the Ana deleted before her), else one who has left: their
    /// id, or a name no current player has.
    private static func resolve(_ reference: String, roster: [Player], everyone: [Player], names: NameDialogue) throws -> Player {
        if let current = try? PlayerResolver.resolve(reference, in: roster) { return current }
        return try PlayerResolver.resolve(reference, in: everyone, names: names)
    }

    private static func everyone(_ roster: [Player], notes: PlayerNotes) -> [Player] {
        let onRoster = Set(roster.map(\.id))
        return roster + notes.departed.filter { !onRoster.contains($0.id) }
    }
}

/// A payment just recorded: the credited row after it, and the payer when another paid (`--by`, or a guest).
public struct RecordedPayment: Sendable, Equatable {
    public var row: FeeRow
    public var payer: Player?
}
