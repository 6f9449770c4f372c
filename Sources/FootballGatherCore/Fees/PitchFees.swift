import Foundation

/// The pitch fee as this machine keeps it for one backend (no backend stores it).
struct PitchFees: Codable, Sendable, Equatable {
    /// Charged to each match that ends from now on, in cents; 0 charges nothing.
    var perMatchCents = 0
    /// The fee each ended match was charged, in cents, by gather id (its uuidString).
    var charged: [String: Int] = [:]
    /// Payments in the order they were recorded; a negative one is a refund.
    var payments: [FeePayment] = []
    /// Who got a leftover cent of each charged match, by gather id: chosen when charged (or the line-up
    /// corrected) and kept, so no other match's charges move. Absent if none, or from before these were kept.
    var leftovers: [String: [Int]]?
    /// Whose share a guest's is (the host's id, by the guest's id as text): a guest's charges go to the host.
    var hosts: [String: Int]?
    /// A fixed share per player in force (`fees set 60 --each 5`), in cents; nil: the fee is split.
    var eachCents: Int?
    /// The fixed share each charged match kept, by gather id (absent: its fee was split).
    var eachCharged: [String: Int]?

    init(perMatchCents: Int = 0, charged: [UUID: Int] = [:], payments: [FeePayment] = []) {
        self.perMatchCents = perMatchCents
        self.charged = Dictionary(uniqueKeysWithValues: charged.map { ($0.key.uuidString, $0.value) })
        self.payments = payments
    }

    /// The fee `gather` was charged when it ended; nil when it was not charged.
    func fee(of gather: UUID) -> Int? { charged[gather.uuidString] }

    func each(of gather: UUID) -> Int? { eachCharged?[gather.uuidString] }

    func leftovers(of gather: UUID) -> [Int]? { leftovers?[gather.uuidString] }

    /// Charges the fee in force, split among `players`; nil when the fee is 0.
    mutating func chargeEnded(_ gather: UUID, players: [Int]) -> MatchCharge? {
        guard perMatchCents > 0 else { return nil }
        charged[gather.uuidString] = perMatchCents
        if let eachCents {
            eachCharged = (eachCharged ?? [:]).merging([gather.uuidString: eachCents]) { _, new in new }
            return MatchCharge(cents: eachCents * Set(players).count, players: Set(players).count, each: eachCents)
        }
        resplit(gather, among: players)
        return MatchCharge(cents: perMatchCents, players: Set(players).count)
    }

    /// Chooses again who gets the cents that do not split evenly: those the other matches gave the fewest.
    mutating func resplit(_ gather: UUID, among players: [Int]) {
        guard let fee = fee(of: gather) else { return }
        var kept = leftovers ?? [:]
        kept[gather.uuidString] = nil
        let chosen = FeeLedger.leftoverRecipients(of: fee, among: players, given: FeeLedger.leftoverCounts(kept))
        kept[gather.uuidString] = chosen.isEmpty ? nil : chosen
        leftovers = kept.isEmpty ? nil : kept
    }

    mutating func forget(_ gather: UUID) {
        charged[gather.uuidString] = nil
        leftovers?[gather.uuidString] = nil
        if leftovers?.isEmpty == true { leftovers = nil }
        eachCharged?[gather.uuidString] = nil
    }

    var isEmpty: Bool { perMatchCents == 0 && charged.isEmpty && payments.isEmpty && (leftovers ?? [:]).isEmpty && (hosts ?? [:]).isEmpty }

    func payer(of id: Int) -> Int { hosts?[String(id)] ?? id }

    /// Every amount as `Amount` allows it (fees from 0, payments either way), so no sum of them can overflow.
    var isWithinLimits: Bool {
        let fees = 0...Amount.maximumCents
        return fees.contains(perMatchCents) && charged.values.allSatisfy(fees.contains)
            && payments.allSatisfy { $0.cents.magnitude <= Amount.maximumCents }
    }
}

/// One payment by a player, in cents; negative for a refund. Its id lets a second import of it skip it.
public struct FeePayment: Codable, Sendable, Equatable {
    var id = UUID()
    var playerID: Int
    public var cents: Int
    /// When it was recorded; nil for a payment recorded before dates were kept.
    public var date: Date?
    public var note: String?
    /// Who paid it, when someone else paid this player's share (`fees paid Luca 5 --by Marco`).
    public var paidBy: Int?

    /// The id `fees show` lists and `fees undo` takes: the first six characters of the id.
    public var shortID: String { String(id.uuidString.prefix(6)).lowercased() }
}

public struct MatchCharge: Sendable, Equatable {
    public var cents: Int
    public var players: Int
    /// The fixed share each player was charged (`--each`); nil when the fee was split.
    var each: Int?

    /// The smaller share, and the larger one (one cent more) when the fee does not split evenly.
    public var shares: (low: Int, high: Int?) {
        guard players > 0 else { return (0, nil) }
        if let each { return (each, nil) }
        let (share, left) = cents.quotientAndRemainder(dividingBy: players)
        return (share, left == 0 ? nil : share + 1)
    }
}

extension PitchFees {
    /// What was kept under `gather` now under `other` (a gather started without signal, once the server gave its id).
    mutating func move(_ gather: UUID, to other: UUID) {
        if let fee = charged.removeValue(forKey: gather.uuidString) { charged[other.uuidString] = fee }
        if let chosen = leftovers?.removeValue(forKey: gather.uuidString) { leftovers?[other.uuidString] = chosen }
        if let share = eachCharged?.removeValue(forKey: gather.uuidString) { eachCharged?[other.uuidString] = share }
    }
}
