import Foundation

/// A row of `gather fees`: one player's balance, with the name they have (or had).
public struct FeeRow: Sendable, Equatable {
    public var player: Player
    public var balance: FeeBalance
    /// On the roster, retired, or deleted since: a balance outlives both.
    public var standing: RosterStanding = .active
}

/// The pitch fee of a backend as intents: the fee in force, payments, and the balances
/// the ended matches make. Kept on this machine per backend (`PlayerNotes`); each ended
/// match keeps the fee that was in force when it ended. Each change is one transaction
/// as one intent of the backend, the player it names resolved inside it.
struct FeeBook: Sendable {
    let services: ServiceBundle

    /// The fee in force, in cents (0: none).
    func fee() throws -> Int { try services.notes.notes().fees.perMatchCents }

    func setFee(cents: Int) async throws {
        try await services.intents.reserving([.squad], for: .changingFees) {
            try services.notes.update { $0.fees.perMatchCents = cents }
        }
    }

    /// Records a payment by the player `reference` names, on the roster or deleted since,
    /// on `date`, with `note` when given.
    /// Names are offered and kept in `names`.
    func pay(_ reference: String, cents: Int, date: Date, note: String?, names: NameDialogue) async throws -> Player {
        try await services.intents.reserving([.squad], for: .changingFees) {
            let everyone = Self.everyone(try await services.players.players(), notes: try services.notes.notes())
            let player = try PlayerResolver.resolve(reference, in: everyone, names: names)
            try services.notes.update { $0.fees.payments.append(FeePayment(playerID: player.id, cents: cents, date: date, note: note)) }
            return player
        }
    }

    /// The ledger of the player `reference` names (on the roster, retired, or deleted
    /// since): each charged match they played, oldest first, and each payment, as recorded.
    func statement(of reference: String, names: NameDialogue) async throws -> FeeStatement {
        let notes = try services.notes.notes()
        let roster = try await services.players.players()
        let player = try PlayerResolver.resolve(reference, in: Self.everyone(roster, notes: notes), names: names)
        let matches = try await services.gathers.endedMatches(details: services.details)
        let standing: RosterStanding = !roster.contains { $0.id == player.id } ? .departed : notes.isRetired(player.id) ? .retired : .active
        return FeeStatement(
            player: player, standing: standing, charges: FeeLedger.charges(of: player.id, matches: matches, fees: notes.fees),
            payments: notes.fees.payments.filter { $0.playerID == player.id })
    }

    /// Every active player and everyone charged or paying (retired and deleted players
    /// included), who owes most first, then by name.
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

    /// The roster, then the players deleted from it, as they were.
    private static func everyone(_ roster: [Player], notes: PlayerNotes) -> [Player] {
        let onRoster = Set(roster.map(\.id))
        return roster + notes.departed.filter { !onRoster.contains($0.id) }
    }
}
