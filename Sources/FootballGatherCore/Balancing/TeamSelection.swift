import Foundation

/// Two sides chosen for a match.
public struct TeamSelection: Sendable, Equatable {
    public var teamA: [Player]
    public var teamB: [Player]

    public init(teamA: [Player], teamB: [Player]) {
        self.teamA = teamA
        self.teamB = teamB
    }

    public var assignments: [(player: Player, team: Team)] {
        teamA.map { ($0, .teamA) } + teamB.map { ($0, .teamB) }
    }

    public static func skillTotal(_ players: [Player]) -> Int {
        players.reduce(0) { $0 + Skill.points(of: $1.skill) }
    }
}

extension TeamSelection {
    /// Parses `1,4,7/2,5,8` or `Ana,Bo/Cy,Dee` (ids or names, as `PlayerResolver` finds
    /// them) against the roster: two sides, each with a player, nobody picked twice.
    public init(parsing text: String, roster: [Player]) throws(InputError) {
        let sides = text.split(separator: "/", omittingEmptySubsequences: false)
        guard sides.count == 2 else { throw .notTwoSides }
        self.init(
            teamA: try Self.players(of: String(sides[0]), side: "Team A", roster: roster),
            teamB: try Self.players(of: String(sides[1]), side: "Team B", roster: roster))
        try refuseDuplicates()
    }

    private static func players(of side: String, side name: String, roster: [Player]) throws(InputError) -> [Player] {
        let references = side.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard !references.allSatisfy(\.isEmpty) else { throw .invalid("\(name) has no players") }
        guard !references.contains(where: \.isEmpty) else { throw .invalid("\(name) has an empty entry: remove the extra comma") }
        return try PlayerResolver.resolveAll(references, in: roster)
    }

    private func refuseDuplicates() throws(InputError) {
        var seen = Set<Int>()
        for player in teamA + teamB where !seen.insert(player.id).inserted {
            throw .invalid("\(player.name) (#\(player.id)) is picked twice: a player can only play once")
        }
    }
}
