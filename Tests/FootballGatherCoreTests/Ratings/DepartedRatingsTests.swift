import Foundation
import Testing
@testable import FootballGatherCore
@testable import GatherTestSupport

/// Issue 28: deleting a player changes nobody's rating. Their matches count for everyone as
/// they were played, their label stays their start; a server forgets them in every gather,
/// and the sides this machine remembers keep them.
@Suite struct DepartedRatingsTests {
    @Test(arguments: [false, true])
    func deletingALabelledPlayer_changesNobodysRating(serverForgetsThem: Bool) async throws {
        let backend = MemoryBackend(players: ["Ana", "Bo", "Cy", "Dee", "Eve", "Fay"])
        backend.state.withLock { state in
            state.players[0].skill = .professional
            state.players[1].skill = .beginner
        }
        let details = MemoryGatherDetails(), notes = MemoryPlayerNotes()
        let services = ServiceBundle.inMemory(players: backend, gathers: backend, details: details, auth: nil, notes: notes)
        for (day, (teamA, teamB, score)) in [([1, 2, 3], [4, 5, 6], "3-1"), ([1, 4, 5], [2, 3, 6], "0-2"), ([1, 3, 6], [2, 4, 5], "2-2")].enumerated() {
            let id = try await backend.createGather()
            for player in teamA { try await backend.addPlayer(id: player, toGather: id, team: .teamA) }
            for player in teamB { try await backend.addPlayer(id: player, toGather: id, team: .teamB) }
            try await backend.setResult(ofGather: id, score: try #require(Score(text: score)))
            let teams = Dictionary(uniqueKeysWithValues: teamA.map { ($0, Team.teamA) } + teamB.map { ($0, Team.teamB) })
            try details.remember(GatherDetails(startedAt: Date(timeIntervalSince1970: Double(day) * 86_400), teams: teams), of: id)
        }
        let stats = StatsViewModel(services: services)
        let ratings = { () async throws -> [Int: Rating] in
            Dictionary(uniqueKeysWithValues: try await stats.stats(includingEveryone: true).rows.map { ($0.player.id, $0.record.rating) })
        }
        let before = try await ratings()
        let ana = try await stats.player("Ana").rating

        let roster = try await backend.players()
        try await Roster(services: services).delete(roster.filter { $0.id == 1 })
        if serverForgetsThem {
            backend.state.withLock { state in
                for id in state.members.keys { state.members[id]?.removeAll { $0.0 == 1 } }
            }
        }

        #expect(try await ratings() == before)
        #expect(before[1] == ana)
        #expect(try await stats.player("Bo").rating == before[2])
    }
}
