import Foundation

/// The pitch fee screen: the fee in force, payments, and who owes what (`FeeBook` carries
/// each change out as one intent).
public struct FeesViewModel: Sendable {
    let book: FeeBook

    public init(services: ServiceBundle) { book = FeeBook(services: services) }

    /// The fee in force, in cents (0: none).
    public func fee() throws -> Int { try book.fee() }

    /// Sets the fee charged to each match that ends from now on; 0 stops charging.
    public func setFee(_ amount: Amount) async throws {
        guard amount.cents >= 0 else { throw InputError.invalid("the pitch fee cannot be negative: give 0 to stop charging it") }
        try await book.setFee(cents: amount.cents)
    }

    /// Records a payment (negative: a refund) by the player `reference` names, on the roster
    /// or deleted since; returns their row as it is after it.
    public func pay(_ reference: String, _ amount: Amount) async throws -> FeeRow {
        guard amount.cents != 0 else { throw InputError.invalid("a payment of 0.00 changes nothing: give the amount paid") }
        let player = try await book.pay(reference, cents: amount.cents)
        return try await rows().first { $0.player.id == player.id }
            ?? FeeRow(player: player, balance: FeeBalance(playerID: player.id), standing: .active)
    }

    /// Every active player and everyone charged or paying, who owes most first, then by name.
    public func rows() async throws -> [FeeRow] { try await book.rows() }
}
