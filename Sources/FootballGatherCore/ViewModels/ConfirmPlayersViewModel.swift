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

/// The confirm-players screen: who plays on which side, checked before any request.
public enum ConfirmPlayersViewModel {
    /// Parses `1,4,7/2,5,8` or `Ana,Bo/Cy,Dee` against the roster.
    public static func teams(from text: String, roster: [Player]) throws(InputError) -> TeamSelection {
        let sides = text.split(separator: "/", omittingEmptySubsequences: false)
        guard sides.count == 2 else { throw .notTwoSides }
        let teamA = try players(of: String(sides[0]), side: "Team A", roster: roster)
        let teamB = try players(of: String(sides[1]), side: "Team B", roster: roster)
        return try validated(TeamSelection(teamA: teamA, teamB: teamB))
    }

    public static func validated(_ selection: TeamSelection) throws(InputError) -> TeamSelection {
        guard !selection.teamA.isEmpty, !selection.teamB.isEmpty else {
            throw .invalid("both teams need at least one player")
        }
        try rejectDuplicates(selection.teamA + selection.teamB)
        return selection
    }

    private static func players(of side: String, side name: String, roster: [Player]) throws(InputError) -> [Player] {
        let references = side.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard !references.allSatisfy(\.isEmpty) else { throw .invalid("\(name) has no players") }
        guard !references.contains(where: \.isEmpty) else { throw .invalid("\(name) has an empty entry: remove the extra comma") }
        return try PlayerResolver.resolveAll(references, in: roster)
    }

    private static func rejectDuplicates(_ players: [Player]) throws(InputError) {
        var seen = Set<Int>()
        for player in players where !seen.insert(player.id).inserted {
            throw .invalid("\(player.name) (#\(player.id)) is picked twice: a player can only play once")
        }
    }
}
