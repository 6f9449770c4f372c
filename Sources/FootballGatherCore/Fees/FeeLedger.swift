import Foundation

/// What one player has been charged and has paid for the pitch.
public struct FeeBalance: Sendable, Equatable {
    public var playerID: Int
    /// Charged matches the player played.
    public var matches = 0
    public var chargedCents = 0
    public var paidCents = 0

    public init(playerID: Int, matches: Int = 0, chargedCents: Int = 0, paidCents: Int = 0) {
        self.playerID = playerID
        self.matches = matches
        self.chargedCents = chargedCents
        self.paidCents = paidCents
    }

    /// What the player owes: positive when they owe, negative when they paid ahead.
    public var balanceCents: Int { chargedCents - paidCents }
}

/// The pitch fee's arithmetic: pure functions over the ended matches and the kept fees.
public enum FeeLedger {
    /// `cents` split evenly among `players`; the cents left over go one each to the first
    /// players by id, so the shares add up to `cents` exactly. Nobody to charge: no shares.
    public static func split(_ cents: Int, among players: [Int]) -> [Int: Int] {
        let ids = Array(Set(players)).sorted()
        guard !ids.isEmpty else { return [:] }
        let (share, left) = cents.quotientAndRemainder(dividingBy: ids.count)
        return Dictionary(uniqueKeysWithValues: ids.enumerated().map { index, id in (id, share + (index < left ? 1 : 0)) })
    }

    /// Each player's balance: every charged match split among its line-up as it is now (so a
    /// corrected line-up re-splits it), and every payment; only players with either.
    public static func balances(of matches: [EndedMatch], fees: PitchFees) -> [Int: FeeBalance] {
        var balances: [Int: FeeBalance] = [:]
        for match in matches {
            guard let fee = fees.fee(of: match.id) else { continue }
            for (id, share) in split(fee, among: match.lineUp.players) {
                balances[id, default: FeeBalance(playerID: id)].matches += 1
                balances[id, default: FeeBalance(playerID: id)].chargedCents += share
            }
        }
        for payment in fees.payments {
            balances[payment.playerID, default: FeeBalance(playerID: payment.playerID)].paidCents += payment.cents
        }
        return balances
    }
}
