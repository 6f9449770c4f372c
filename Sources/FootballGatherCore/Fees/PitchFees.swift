import Foundation

/// The pitch fee as this machine keeps it for one backend (no backend stores it): the fee
/// in force, the fee each ended match was charged when it ended, and the payments.
public struct PitchFees: Codable, Sendable, Equatable {
    /// Charged to each match that ends from now on, in cents; 0 charges nothing.
    public var perMatchCents = 0
    /// The fee each ended match was charged, in cents, by gather id (its uuidString).
    public var charged: [String: Int] = [:]
    /// Payments in the order they were recorded; a negative one is a refund.
    public var payments: [FeePayment] = []

    public init(perMatchCents: Int = 0, charged: [UUID: Int] = [:], payments: [FeePayment] = []) {
        self.perMatchCents = perMatchCents
        self.charged = Dictionary(uniqueKeysWithValues: charged.map { ($0.key.uuidString, $0.value) })
        self.payments = payments
    }

    /// The fee `gather` was charged when it ended; nil when it was not charged.
    public func fee(of gather: UUID) -> Int? { charged[gather.uuidString] }

    /// Charges a match that has just ended the fee in force (nothing when it is 0).
    public mutating func chargeEnded(_ gather: UUID) {
        if perMatchCents > 0 { charged[gather.uuidString] = perMatchCents }
    }

    var isEmpty: Bool { perMatchCents == 0 && charged.isEmpty && payments.isEmpty }

    /// Every amount as `Amount` allows it (fees from 0, payments either way), so that no
    /// sum of them can overflow.
    var isWithinLimits: Bool {
        let fees = 0...Amount.maximumCents
        return fees.contains(perMatchCents) && charged.values.allSatisfy(fees.contains)
            && payments.allSatisfy { $0.cents.magnitude <= Amount.maximumCents }
    }
}

/// One payment by a player, in cents; negative for a refund. Its id lets an import of the
/// same archive a second time skip it.
public struct FeePayment: Codable, Sendable, Equatable {
    public var id: UUID
    public var playerID: Int
    public var cents: Int

    public init(id: UUID = UUID(), playerID: Int, cents: Int) {
        self.id = id
        self.playerID = playerID
        self.cents = cents
    }
}
