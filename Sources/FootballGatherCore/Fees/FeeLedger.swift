import Foundation

public struct FeeBalance: Sendable, Equatable {
    var playerID: Int
    /// Charged matches the player played.
    public var matches = 0
    public var chargedCents = 0
    public var paidCents = 0

    /// What the player owes: positive when they owe, negative when they paid ahead.
    public var balanceCents: Int { chargedCents - paidCents }
}

public struct FeeCharge: Sendable, Equatable {
    public var gatherID: UUID
    /// When the match was played; nil when unknown.
    public var date: Date?
    public var cents: Int
}

/// The pitch fee's arithmetic: pure functions over the ended matches and the kept fees.
enum FeeLedger {
    /// `cents` split evenly among `players`; the cents left over go one each to the players of `leftoverTo`
    /// still among them, then to the first of the others by id, so the shares add up to `cents` exactly.
    static func split(_ cents: Int, among players: [Int], leftoverTo kept: [Int] = []) -> [Int: Int] {
        let ids = Array(Set(players)).sorted()
        guard !ids.isEmpty else { return [:] }
        let (share, left) = cents.quotientAndRemainder(dividingBy: ids.count)
        let playing = Set(ids)
        var seen = Set<Int>()
        let first = kept.filter { playing.contains($0) && seen.insert($0).inserted }
        let given = Set((first + ids.filter { !seen.contains($0) }).prefix(left))
        return Dictionary(uniqueKeysWithValues: ids.map { id in (id, share + (given.contains(id) ? 1 : 0)) })
    }

    /// Who of `players` gets the cents that do not split evenly: those `given` fewest, then by id; sorted.
    static func leftoverRecipients(of cents: Int, among players: [Int], given: [Int: Int]) -> [Int] {
        let ids = Array(Set(players))
        guard !ids.isEmpty else { return [] }
        let left = cents % ids.count
        return ids.sorted { (given[$0] ?? 0, $0) < (given[$1] ?? 0, $1) }.prefix(left).sorted()
    }

    static func leftoverCounts(_ leftovers: [String: [Int]]) -> [Int: Int] {
        leftovers.values.joined().reduce(into: [:]) { counts, id in counts[id, default: 0] += 1 }
    }

    /// Each player's share of each charged match, split among its line-up as it is now (a fix re-splits it).
    static func shares(of matches: [EndedMatch], fees: PitchFees) -> [(match: EndedMatch, shares: [Int: Int])] {
        matches.compactMap { match in
            fees.fee(of: match.id).map { fee in
                // A fixed share per player (`--each`) charges each player that share, exactly.
                if let each = fees.each(of: match.id) {
                    return (match, Dictionary(Set(match.lineUp.players).map { ($0, each) }, uniquingKeysWith: { first, _ in first }))
                }
                return (match, split(fee, among: match.lineUp.players, leftoverTo: fees.leftovers(of: match.id) ?? []))
            }
        }
    }

    /// Each player's balance: every charged match's share, and every payment; only players with either.
    static func balances(of matches: [EndedMatch], fees: PitchFees) -> [Int: FeeBalance] {
        var balances: [Int: FeeBalance] = [:]
        for (_, shares) in shares(of: matches, fees: fees) {
            // A guest's share is the host's; a match counts once for the host all the same.
            var charged: [Int: Int] = [:]
            for (player, share) in shares { charged[fees.payer(of: player), default: 0] += share }
            for (id, cents) in charged {
                balances[id, default: FeeBalance(playerID: id)].matches += 1
                balances[id, default: FeeBalance(playerID: id)].chargedCents += cents
            }
        }
        for payment in fees.payments {
            balances[payment.playerID, default: FeeBalance(playerID: payment.playerID)].paidCents += payment.cents
        }
        return balances
    }

    /// The kitty: what the fixed shares (`--each`) charged beyond the pitch, in cents.
    static func kittyCents(of matches: [EndedMatch], fees: PitchFees) -> Int {
        shares(of: matches, fees: fees).reduce(0) { total, charged in
            guard let fee = fees.fee(of: charged.match.id), fees.each(of: charged.match.id) != nil else { return total }
            return total + charged.shares.values.reduce(0, +) - fee
        }
    }

    /// What `playerID` was charged, match by match, oldest first.
    static func charges(of playerID: Int, matches: [EndedMatch], fees: PitchFees) -> [FeeCharge] {
        shares(of: EndedMatch.chronological(matches), fees: fees).compactMap { match, shares in
            // A host is charged their guests' shares too.
            let own = shares.filter { fees.payer(of: $0.key) == playerID }
            guard !own.isEmpty else { return nil }
            return FeeCharge(gatherID: match.id, date: match.date == .distantPast ? nil : match.date, cents: own.values.reduce(0, +))
        }
    }
}
