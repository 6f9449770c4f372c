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
            try container.encode(gatherID, forKey: .gatherID)
            try container.encode(date, forKey: .date)
            try container.encode(cents, forKey: .cents)
        }

        private enum CodingKeys: String, CodingKey { case gatherID, date, cents }
    }

    struct Payment: Encodable, Equatable {
        var date: Date?
        var cents: Int
        var note: String?

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(date, forKey: .date)
            try container.encode(cents, forKey: .cents)
            try container.encode(note, forKey: .note)
        }

        private enum CodingKeys: String, CodingKey { case date, cents, note }
    }

    var charges: [Charge]
    var payments: [Payment]
    var balanceCents: Int

    init(_ statement: FeeStatement) {
        charges = statement.charges.map { Charge(gatherID: $0.gatherID, date: $0.date, cents: $0.cents) }
        payments = statement.payments.map { Payment(date: $0.date, cents: $0.cents, note: $0.note) }
        balanceCents = statement.balanceCents
    }
}
