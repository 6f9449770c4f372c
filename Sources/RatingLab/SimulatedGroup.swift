import FootballGatherCore
import Foundation

/// A group with hidden strengths and partly wrong skill labels, whose matches are drawn from those strengths.
public struct SimulatedGroup: Sendable {
    public var players: [Player]
    /// The truth the ratings try to learn, by player id: standard normal draws.
    public var strengths: [Int: Double]
    /// Team A scores at rate `goalRate * exp(goalSensitivity * (strengthA - strengthB) / 2)`; B mirrors.
    public var goalRate = 3.0
    public var goalSensitivity = 1.0

    /// Labelled by thirds of hidden strength, then a third moved one label up or down; two are goalkeepers.
    public init(count: Int, using random: inout LabRandom) {
        let ids = Array(1...count)
        let drawn = ids.map { _ in random.normal() }
        strengths = Dictionary(uniqueKeysWithValues: zip(ids, drawn))
        let byStrength = ids.sorted { drawn[$0 - 1] < drawn[$1 - 1] }
        var labels: [Int: Skill] = [:]
        for (rank, id) in byStrength.enumerated() {
            labels[id] = rank < count / 3 ? .beginner : rank < count - count / 3 ? .amateur : .professional
        }
        for id in ids.shuffled(using: &random).prefix(count / 3) {
            labels[id] = Self.mislabel(labels[id], upwards: random.next() % 2 == 0)
        }
        let goalkeepers = Set(ids.shuffled(using: &random).prefix(2))
        players = ids.map { id in
            Player(id: id, name: "Player \(id)", skill: labels[id],
                   preferredPosition: goalkeepers.contains(id) ? .goalkeeper : .midfielder)
        }
    }

    public var skills: [Int: Skill] {
        Dictionary(uniqueKeysWithValues: players.compactMap { player in player.skill.map { (player.id, $0) } })
    }

    public func strength(of team: [Int]) -> Double {
        team.reduce(0) { $0 + (strengths[$1] ?? 0) } / Double(max(team.count, 1))
    }

    public func matches(_ count: Int, firstDay: Int = 0, using random: inout LabRandom) -> [EndedMatch] {
        matches(count, firstDay: firstDay, attends: { _, _ in true }, strength: { id, _ in strengths[id] ?? 0 }, using: &random)
    }

    /// Among those `attends(id, day)` lets come, 5 to 7 a side (fewer if fewer came); scored by `strength`.
    public func matches(
        _ count: Int, firstDay: Int = 0, attends: (Int, Int) -> Bool, strength: (Int, Int) -> Double,
        using random: inout LabRandom
    ) -> [EndedMatch] {
        (firstDay..<firstDay + count).map { day in
            let available = players.map(\.id).filter { attends($0, day) }
            let perSide = min(5 + Int(random.next() % 3), available.count / 2)
            let lineUp = available.shuffled(using: &random).prefix(2 * perSide)
            let teamA = Array(lineUp.prefix(perSide)), teamB = Array(lineUp.suffix(perSide))
            func mean(_ team: [Int]) -> Double { team.reduce(0) { $0 + strength($1, day) } / Double(max(team.count, 1)) }
            let gap = goalSensitivity * (mean(teamA) - mean(teamB)) / 2
            let score = Score(teamA: random.poisson(goalRate * exp(gap)), teamB: random.poisson(goalRate * exp(-gap)))
            return EndedMatch(
                id: UUID(uuid: Self.uuidBytes(UInt64(day))), date: Date(timeIntervalSince1970: Double(day) * 86_400),
                lineUp: .teams(teamA: teamA, teamB: teamB), score: score)
        }
    }

    /// `count` random line-ups of 10 to 14 players from the group.
    public func lineUps(_ count: Int, using random: inout LabRandom) -> [[Player]] {
        (0..<count).map { _ in Array(players.shuffled(using: &random).prefix(10 + Int(random.next() % 5))) }
    }

    private static func mislabel(_ skill: Skill?, upwards: Bool) -> Skill {
        switch skill {
        case .beginner: .amateur
        case .professional: .amateur
        default: upwards ? .professional : .beginner
        }
    }

    static func uuidBytes(_ value: UInt64) -> uuid_t {
        let byte = { (shift: UInt64) in UInt8(truncatingIfNeeded: value >> shift) }
        return (0, 0, 0, 0, 0, 0, 0, 0, byte(56), byte(48), byte(40), byte(32), byte(24), byte(16), byte(8), byte(0))
    }
}
