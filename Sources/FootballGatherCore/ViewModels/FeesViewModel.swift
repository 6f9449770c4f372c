import Foundation

/// The pitch fee screen: fee, payments, and who owes what (`FeeBook` makes each change one intent).
public struct FeesViewModel: Sendable {
    public static let noteLimit = 200

    let book: FeeBook
    let clock: any GatherClock
    let prompter: any SuggestionPrompter

    public init(services: ServiceBundle, clock: any GatherClock = SystemClock(), prompter: any SuggestionPrompter = DeclinesSuggestions()) {
        book = FeeBook(services: services)
        self.clock = clock
        self.prompter = prompter
    }

    /// The fee in force, in cents (0: none).
    public func fee() throws -> Int { try book.fee() }

    /// Sets the fee charged to each match that ends from now on; 0 stops charging. `each`: a fixed share per
    /// player instead of splitting the fee (the difference is the kitty).
    public func setFee(_ amount: Amount, each: Amount? = nil) async throws {
        guard amount.cents >= 0 else { throw FeeError.negativePitchFee }
        if let each, each.cents <= 0 { throw FeeError.negativePitchFee }
        try await book.setFee(cents: amount.cents, each: each?.cents)
    }

    /// What fixed shares (`--each`) charged beyond the pitch: the kitty, in cents.
    public func kittyCents() async throws -> Int { try await book.kittyCents() }

    /// Records a payment (negative: a refund), dated now, for a player on the roster or deleted since;
    /// returns the row credited (a guest's host's) as it is after, and who paid when another did.
    public func pay(
        _ reference: String, _ amount: Amount, note: String? = nil, by payer: String? = nil, again: Bool = false
    ) async throws -> Named<RecordedPayment> {
        guard amount.cents != 0 else { throw FeeError.zeroPayment }
        let note = note?.trimmingCharacters(in: .whitespacesAndNewlines)
        if let note, note.isEmpty { throw FeeError.blankPaymentNote }
        if let note, note.count > Self.noteLimit { throw FeeError.paymentNoteTooLong(limit: Self.noteLimit, length: note.count) }
        let date = Date(timeIntervalSince1970: clock.now().wall)
        return try await NameDialogue.naming(prompter) { names in
            let (player, paidBy) = try await book.pay(reference, cents: amount.cents, date: date, note: note, by: payer, again: again, names: names)
            let row = try await rows().first { $0.player.id == player.id }
                ?? FeeRow(player: player, balance: FeeBalance(playerID: player.id), standing: .active)
            return RecordedPayment(row: row, payer: paidBy)
        }
    }

    /// Takes back the payment whose short id (as `fees show` lists it) begins with `id`; with its row after.
    public func undo(_ id: String) async throws -> (payment: FeePayment, row: FeeRow) {
        let (payment, player) = try await book.undo(id)
        let row = try await rows().first { $0.player.id == player.id } ?? FeeRow(player: player, balance: FeeBalance(playerID: player.id))
        return (payment, row)
    }

    /// Every active player and everyone charged or paying, who owes most first, then by name.
    public func rows() async throws -> [FeeRow] { try await book.rows() }

    /// One player's charges and payments; `reference` may also be the id of a player deleted since.
    public func statement(of reference: String) async throws -> Named<FeeStatement> {
        try await NameDialogue.naming(prompter) { names in try await book.statement(of: reference, names: names) }
    }
}

/// A payment just recorded: the credited row after it, and the payer when another paid (`--by`, or a guest).
public struct RecordedPayment: Sendable, Equatable {
    public var row: FeeRow
    public var payer: Player?
}
