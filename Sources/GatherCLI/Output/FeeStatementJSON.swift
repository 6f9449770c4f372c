import FootballGatherCore
import Foundation

/// `gather fees show --json`: one player's charges (oldest match first) and payments (as
/// recorded), amounts in cents; `date` is null when unknown, `note` when none was given.
struct FeeStatementJSON: Encodable, Equatable {
    struct Charge: Encodable, Equatable {
        var gatherID: UUID
        var date: Date?
        var cents: Int

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(gatherID.shortGatherID, forKey: .id)
            try container.encode(gatherID, forKey: .gatherID)
            try container.encode(date, forKey: .date)
            try container.encode(cents, forKey: .cents)
        }

        private enum CodingKeys: String, CodingKey { case id, gatherID, date, cents }
    }

    struct Payment: Encodable, Equatable {
        /// The short id `fees undo` takes.
        var id: String
        var date: Date?
        var cents: Int
        var note: String?
        /// Who paid it, when someone else paid this player's share (absent otherwise).
        var paidBy: Int?

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(date, forKey: .date)
            try container.encode(cents, forKey: .cents)
            try container.encode(note, forKey: .note)
            if let paidBy { try container.encode(PlayerIDJSON(paidBy), forKey: .paidBy) }
        }

        private enum CodingKeys: String, CodingKey { case id, date, cents, note, paidBy }
    }

    var charges: [Charge]
    var payments: [Payment]
    var balanceCents: Int

    init(_ statement: FeeStatement) {
        charges = statement.charges.map { Charge(gatherID: $0.gatherID, date: $0.date, cents: $0.cents) }
        payments = statement.payments.map { Payment(id: $0.shortID, date: $0.date, cents: $0.cents, note: $0.note, paidBy: $0.paidBy) }
        balanceCents = statement.balanceCents
    }
}
