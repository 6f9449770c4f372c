import FootballGatherCore
import Foundation

/// `gather fees show --json`: one player's charges (oldest match first) and payments (as
/// recorded), amounts in cents; `date` is null when unknown, `note` when none was given.
struct FeeStatementJSON: Encodable, Equatable {
    struct Charge: Encodable, Equatable {
        /// The gather's short id, as `history` shows it.
        var id: String
        var gatherID: UUID
        @NullWhenAbsent var date: Date?
        var cents: Int
    }

    struct Payment: Encodable, Equatable {
        /// The short id `fees undo` takes.
        var id: String
        @NullWhenAbsent var date: Date?
        var cents: Int
        @NullWhenAbsent var note: String?
        /// Who paid it, when someone else paid this player's share (absent otherwise).
        var paidBy: PlayerIDJSON?
    }

    var charges: [Charge]
    var payments: [Payment]
    var balanceCents: Int

    init(_ statement: FeeStatement) {
        charges = statement.charges.map { Charge(id: $0.gatherID.shortGatherID, gatherID: $0.gatherID, date: $0.date, cents: $0.cents) }
        payments = statement.payments.map {
            Payment(id: $0.shortID, date: $0.date, cents: $0.cents, note: $0.note, paidBy: $0.paidBy.map(PlayerIDJSON.init))
        }
        balanceCents = statement.balanceCents
    }
}
