import Foundation
import Testing
@testable import FootballGatherCore
@testable import GatherTestSupport

/// Correcting a result, the most recent gather, id prefixes and the team sheet, in memory.
@Suite struct HistoryEditViewModelTests {
    private let userID = UUID()

    /// A backend holding `gathers` (id text, score) as given; their start dates are in
    /// the order listed, the first the most recent.
    private func makeSUT(
        _ gathers: [(String, String?)], running: String? = nil
    ) throws -> (HistoryViewModel, MemoryBackend, [UUID]) {
        let backend = MemoryBackend(players: ["Ana", "Bo"])
        let details = MemoryGatherDetails()
        var ids: [UUID] = []
        for (offset, (text, score)) in gathers.enumerated() {
            let id = try #require(UUID(uuidString: text))
            let parsed = score.flatMap(Score.init(text:))
            backend.state.withLock { state in
                state.gathers.append(Gather(id: id, userId: userID, score: parsed?.text, winnerTeam: parsed?.winnerWireValue))
            }
            try details.remember(GatherDetails(startedAt: Date(timeIntervalSince1970: Double(1000 - offset)), teams: [:]), of: id)
            ids.append(id)
        }
        let slot = try running.map { text in
            MatchSlot(match: ActiveMatch(
                gatherID: try #require(UUID(uuidString: text)), backend: .offline(dataDirectory: URL(fileURLWithPath: "/d")),
                teamA: [], teamB: [], startedAt: Date(timeIntervalSince1970: 0)))
        }
        let viewModel = HistoryViewModel(
            services: ServiceBundle.inMemory(players: backend, gathers: backend, details: details, auth: nil),
            matches: MemoryMatchStore(slot ?? MatchSlot()), clock: ManualClock())
        return (viewModel, backend, ids)
    }

    private static let first = "3F2A1B4C-0000-4000-8000-000000000001"
    private static let second = "3F2A9999-0000-4000-8000-000000000002"
    private static let third = "AB000000-0000-4000-8000-000000000003"

    @Test func correct_setsTheScoreAndWinner_withTheRequestEndSends() async throws {
        let (viewModel, backend, ids) = try makeSUT([(Self.first, "1-0")])
        let entry = try await viewModel.correct("3f2a1", score: Score(teamA: 2, teamB: 2))
        #expect(entry.id == ids[0] && entry.score == "2-2" && entry.winnerTeam == "None")
        #expect(backend.results == [Score(teamA: 2, teamB: 2)])
        #expect(backend.allGathers.first?.score == "2-2")
        #expect(backend.allGathers.first?.winnerTeam == "None")
    }

    @Test func correct_ofTheRunningMatch_isRefused_andSendsNothing() async throws {
        let (viewModel, backend, ids) = try makeSUT([(Self.first, nil)], running: Self.first)
        await #expect(throws: HistoryError.editingRunningMatch(ids[0])) {
            try await viewModel.correct(Self.first, score: Score(teamA: 3, teamB: 2))
        }
        #expect(backend.results.isEmpty)
    }

    @Test func correct_ofAGatherThatHasNotEnded_isRefused() async throws {
        let (viewModel, backend, ids) = try makeSUT([(Self.first, nil)])
        await #expect(throws: HistoryError.editingUnendedGather(ids[0])) {
            try await viewModel.correct("3F2A", score: Score(teamA: 3, teamB: 2))
        }
        #expect(backend.results.isEmpty)
        let refusal = HistoryError.editingUnendedGather(ids[0])
        #expect(refusal.failureKind == .refused)
    }

    @Test func entry_withoutAReference_isTheMostRecentGather() async throws {
        let (viewModel, _, ids) = try makeSUT([(Self.third, "1-1"), (Self.first, "2-0")])
        #expect(try await viewModel.entry(nil).id == ids[0])
        let (empty, _, _) = try makeSUT([])
        await #expect(throws: HistoryError.noGathers) { try await empty.entry(nil) }
    }

    @Test func entry_ambiguousPrefix_listsEveryCandidate() async throws {
        let (viewModel, backend, ids) = try makeSUT([(Self.first, "3-1"), (Self.second, nil), (Self.third, "0-0")])
        let error = await #expect(throws: HistoryError.self) { try await viewModel.correct("3f2a", score: Score()) }
        #expect(error?.failureKind == .invalidData)
        #expect(error.map { if case .ambiguousGather("3f2a", let candidates) = $0 { candidates.map(\.id) == [ids[0], ids[1]] } else { false } } == true)
        #expect(try await viewModel.entry("3F2A9").id == ids[1])
        await #expect(throws: HistoryError.unknownGather("77")) { try await viewModel.entry("77") }
        #expect(backend.results.isEmpty)
    }

    @Test func teamSheet_ofAPastGather_putsGoalkeepersFirst_andKeepsUnknownSides() {
        let entry = HistoryEntry(id: UUID(), score: "2-2", winnerTeam: "None", startedAt: nil)
        let lineup = [
            LineupRow(player: Player(id: 1, name: "Ana", preferredPosition: .striker), team: .teamA),
            LineupRow(player: Player(id: 2, name: "Bo"), team: .teamA),
            LineupRow(player: Player(id: 3, name: "Cy", preferredPosition: .goalkeeper), team: .teamA),
            LineupRow(player: Player(id: 4, name: "Dee", preferredPosition: .defender), team: .teamB),
            LineupRow(player: Player(id: 5, name: "Eve"), team: nil),
        ]
        let sheet = TeamSheet(entry, lineup: lineup)
        #expect(sheet.teamA.map(\.name) == ["Cy", "Ana", "Bo"])
        #expect(sheet.teamB.map(\.name) == ["Dee"])
        #expect(sheet.sideUnknown.map(\.name) == ["Eve"])
        #expect(sheet.result == .draw)
        #expect(TeamSheet(HistoryEntry(id: UUID(), score: nil, winnerTeam: nil, startedAt: nil), lineup: []).result == .inProgress)
    }
}
