import Foundation

/// Every ended match of a backend, with the sides where this machine knows them (the details store).
struct MatchHistory: Sendable {
    let gathers: any GatherService
    let details: any GatherDetailsStore

    func summary(skills: [Int: Skill], model: RatingModel) async throws -> HistorySummary {
        try await gathers.summary(details: details, skills: skills, model: model)
    }

    /// Oldest first (see `GatherService.endedMatches`).
    func endedMatches() async throws -> [EndedMatch] {
        EndedMatch.chronological(try await gathers.endedMatches(details: details))
    }
}

extension MatchHistory {
    init(services: ServiceBundle) {
        self.init(gathers: services.gathers, details: services.details)
    }

    /// The ended gathers of `listed` with the sides this machine remembers, without a request per gather; one
    /// whose sides are not known here (started on another machine) is left out.
    static func remembered(_ listed: [Gather], known: [UUID: GatherDetails]) -> [EndedMatch] {
        listed.compactMap { gather in
            guard let score = gather.score.flatMap(Score.init(text:)), let memory = known[gather.id], !memory.teams.isEmpty else { return nil }
            let players = memory.teams.keys.compactMap { Int($0) }.sorted().filter { !memory.isAbsent($0) }
            return EndedMatch(
                id: gather.id, date: memory.startedAt ?? .distantPast, lineUp: LineUp(players: players, teams: memory.team(of:)),
                score: score, goals: memory.goals ?? [], prediction: memory.prediction)
        }
    }
}

extension LineUp {
    /// Both sides when every player's team is known, else the players with sides unknown. A side may be empty
    /// (its players deleted from the roster): the others' results count, and the ratings skip the match.
    init(players: [Int], teams: ((Int) -> Team?)?) {
        let sides = players.map { id in teams?(id) }
        let teamA = zip(players, sides).filter { $0.1 == .teamA }.map(\.0)
        let teamB = zip(players, sides).filter { $0.1 == .teamB }.map(\.0)
        if teamA.count + teamB.count == players.count, !players.isEmpty {
            self = .teams(teamA: teamA, teamB: teamB)
        } else {
            self = .unknownTeams(players: players)
        }
    }
}

extension OfflineStore {
    /// One read of the data file, with the sides each gather knows.
    public func endedMatches(details: any GatherDetailsStore) throws -> [EndedMatch] {
        try read().gathers.compactMap { gather in
            guard let score = gather.score.flatMap(Score.init(text:)) else { return nil }
            let members = gather.members
            let teams = Dictionary(members.compactMap { member in member.team.map { (member.playerID, $0) } }, uniquingKeysWith: { _, last in last })
            return EndedMatch(
                id: gather.id, date: gather.createdAt ?? .distantPast,
                lineUp: LineUp(players: members.map(\.playerID), teams: { teams[$0] }),
                score: score, goals: gather.goals ?? [], prediction: gather.prediction)
        }
    }
}
