import Foundation

/// A row of `gather fees`: one player's balance, with the name they have (or had).
public struct FeeRow: Sendable, Equatable {
    public var player: Player
    public var balance: FeeBalance
    /// On the roster, retired, or deleted since: a balance outlives both.
    public var standing: RosterStanding = .active
}

/// The pitch fee of a backend as intents, kept on this machine (`PlayerNotes`); each ended match keeps the
/// fee in force when it ended. Each change is one intent, the player it names resolved inside it.
struct FeeBook: Sendable {
    let services: ServiceBundle

    /// The fee in force, in cents (0: none).
    func fee() throws -> Int { try services.notes.notes().fees.perMatchCents }

    /// `each`: a fixed share per player instead of a split (nil: split the fee).
    func setFee(cents: Int, each: Int? = nil) async throws {
        try await services.intents.reserving([.squad], for: .changingFees) {
            try services.notes.update { notes in
                notes.fees.perMatchCents = cents
                notes.fees.eachCents = cents == 0 ? nil : each
            }
        }
    }

    func kittyCents() async throws -> Int {
        let notes = try services.notes.notes()
        return FeeLedger.kittyCents(of: try await services.gathers.endedMatches(details: services.details), fees: notes.fees)
    }

    /// Credits a payment to the player `reference` names (on the roster or deleted since); returns whose
    /// balance it credits and who paid, if another (`payer`) did. A guest's payment is credited to their
    /// host, who is charged the guest's share. The same amount as their last one that day needs `again`.
    func pay(
        _ reference: String, cents: Int, date: Date, note: String?, by payer: String? = nil, again: Bool = false, names: NameDialogue
    ) async throws -> (credited: Player, payer: Player?) {
        try await services.intents.reserving([.squad], for: .changingFees) {
            let notes = try services.notes.notes()
            let everyone = Self.everyone(try await services.players.players(), notes: notes)
            let named = try PlayerResolver.resolve(reference, in: everyone, names: names)
            let host = notes.fees.payer(of: named.id)
            let credited = everyone.first { $0.id == host } ?? named
            let paid = try payer.map { try PlayerResolver.resolve($0, in: everyone, names: names) } ?? named
            let byAnother = paid.id == credited.id ? nil : paid
            try services.notes.update { notes in
                if !again, let last = notes.fees.payments.last(where: { $0.playerID == credited.id }), last.cents == cents,
                    let day = last.date, Calendar.current.isDate(day, inSameDayAs: date)
                {
                    throw FeeError.samePaymentToday(player: credited.name, cents: cents, id: last.shortID)
                }
                notes.fees.payments.append(FeePayment(playerID: credited.id, cents: cents, date: date, note: note, paidBy: byAnother?.id))
            }
            return (credited, byAnother)
        }
    }

    /// Takes back the payment whose short id begins with `id`; returns it and whose it was.
    func undo(_ id: String) async throws -> (payment: FeePayment, player: Player) {
        try await services.intents.reserving([.squad], for: .changingFees) {
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
    }

    /// Each charged match the player played, oldest first, and each payment, as recorded.
    func statement(of reference: String, names: NameDialogue) async throws -> FeeStatement {
        let notes = try services.notes.notes()
        let roster = try await services.players.players()
        let everyone = Self.everyone(roster, notes: notes)
        let player = try PlayerResolver.resolve(reference, in: everyone, names: names)
        let matches = try await services.gathers.endedMatches(details: services.details)
        let payments = notes.fees.payments.filter { $0.playerID == player.id }
        let payers = Dictionary(everyone.filter { id in payments.contains { $0.paidBy == id.id } }.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        let standing: RosterStanding = !roster.contains { $0.id == player.id } ? .departed : notes.isRetired(player.id) ? .retired : .active
        return FeeStatement(
            player: player, standing: standing, charges: FeeLedger.charges(of: player.id, matches: matches, fees: notes.fees),
            payments: payments, payers: payers)
    }

    /// Active players and anyone charged or paying (retired, deleted); who owes most first, then by name.
    func rows() async throws -> [FeeRow] {
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

    private static func everyone(_ roster: [Player], notes: PlayerNotes) -> [Player] {
        let onRoster = Set(roster.map(\.id))
        return roster + notes.departed.filter { !onRoster.contains($0.id) }
    }
}
