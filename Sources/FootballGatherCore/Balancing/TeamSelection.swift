public struct TeamSelection: Sendable, Equatable {
    package var teamA: [Player]
    package var teamB: [Player]

    var assignments: [(player: Player, team: Team)] {
        teamA.map { ($0, .teamA) } + teamB.map { ($0, .teamB) }
    }
}

extension TeamSelection {
    /// Parses `1,4,7/2,5,8` or `Ana,Bo/Cy,Dee`: two sides, each with a player, nobody picked twice.
    init(parsing text: String, roster: [Player], names: NameDialogue = NameDialogue()) throws(InputError) {
        let sides = text.split(separator: "/", omittingEmptySubsequences: false)
        guard sides.count == 2 else { throw .notTwoSides }
        let teamA = try Self.references(of: String(sides[0]), side: .teamA)
        let teamB = try Self.references(of: String(sides[1]), side: .teamB)
        let directory = PlayerDirectory(roster)
        let players = try names.resolving { () throws(InputError) in try Self.resolve(teamA + teamB, in: directory, names: names) }
        self.init(teamA: Array(players.prefix(teamA.count)), teamB: Array(players.dropFirst(teamA.count)))
        try refuseDuplicates()
    }

    private static func references(of side: String, side team: Team) throws(InputError) -> [String] {
        let references = side.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard !references.allSatisfy(\.isEmpty) else { throw .sideWithoutPlayers(team) }
        guard !references.contains(where: \.isEmpty) else { throw .emptyEntryInSide(team) }
        return references
    }

    /// Every reference of both sides, in order; all unknown ones in one error, so one run shows all to fix.
    private static func resolve(_ references: [String], in directory: PlayerDirectory, names: NameDialogue) throws(InputError) -> [Player] {
        var players: [Player] = []
        var unknown: [String] = []
        for reference in references {
            if let player = try PlayerResolver.resolveIfKnown(reference, in: directory, names: names) {
                players.append(player)
            } else if !unknown.contains(PlayerDirectory.shown(reference)) {
                unknown.append(PlayerDirectory.shown(reference))
            }
        }
        guard !unknown.isEmpty else { return players }
        let named = PlayerResolver.unknown(unknown, among: directory.players)
        if named.count == 1, let only = named.first { throw .unknownPlayer(only.reference, suggestion: only.suggestion) }
        throw .unknownPlayers(named)
    }

    private func refuseDuplicates() throws(InputError) {
        var seen = Set<Int>()
        for player in teamA + teamB where !seen.insert(player.id).inserted {
            throw .pickedTwice(name: player.name, id: player.id)
        }
    }
}
