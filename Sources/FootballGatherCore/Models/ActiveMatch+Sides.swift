public struct PlacedPlayer: Sendable, Equatable {
    public var player: Player
    public var team: Team
}

extension ActiveMatch {
    func placed(_ id: Int) -> PlacedPlayer? {
        if let player = teamA.first(where: { $0.id == id }) { return PlacedPlayer(player: player, team: .teamA) }
        if let player = teamB.first(where: { $0.id == id }) { return PlacedPlayer(player: player, team: .teamB) }
        return nil
    }

    /// Puts `player` last on `team`, taking them off the other side if they were on it.
    mutating func place(_ player: Player, on team: Team) {
        teamA.removeAll { $0.id == player.id }
        teamB.removeAll { $0.id == player.id }
        if team == .teamA { teamA.append(player) } else { teamB.append(player) }
    }

    mutating func swapSides(_ first: Int, _ second: Int) {
        let isOneOfThem = { (player: Player) in player.id == first || player.id == second }
        guard let indexA = teamA.firstIndex(where: isOneOfThem), let indexB = teamB.firstIndex(where: isOneOfThem) else { return }
        (teamA[indexA], teamB[indexB]) = (teamB[indexB], teamA[indexA])
    }
}

extension ActiveMatch {
    /// Takes the credit from each goal whose scorer no longer plays for its credited side (an own goal's: the
    /// other), as `history edit` does after a move or swap: the goal stays. Returns those goals, by number.
    mutating func uncreditingMovedScorers() -> [UncreditedGoal] {
        let (kept, taken) = goals.uncrediting { team(of: $0) }
        goals = kept
        return taken.compactMap { goal in placed(goal.scorer).map { UncreditedGoal(number: goal.number, player: $0.player) } }
    }
}
