import FakeGatherServer
import Foundation
import Synchronization
import Testing
@testable import FootballGatherCore

@Suite struct MatchStarterTests {
    private func makeState() throws -> (StateStore, URL) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("starter-\(UUID().uuidString)")
        return (StateStore(directory: directory), directory)
    }

    private func roster(_ count: Int) -> [Player] {
        (1...count).map { Player(id: $0, name: "P\($0)") }
    }

    @Test func start_onAServer_addsPlayersConcurrently_neverMoreThanTheBound() async throws {
        let server = try FakeGatherServer.start(latency: .milliseconds(40))
        defer { server.stop() }
        let (_, token) = server.seedUser(username: "coach", password: "pw")
        let client = APIClient(baseURL: server.baseURL, timeout: 10, tokenProvider: { token })
        let players = RESTPlayerService(client: client)
        var roster: [Player] = []
        for index in 1...22 { roster.append(Player(id: try await players.createPlayer(PlayerDraft(name: "P\(index)")), name: "P\(index)")) }
        let (state, directory) = try makeState()
        defer { try? FileManager.default.removeItem(at: directory) }
        server.resetMaxConcurrentRequests()

        let selection = TeamSelection(teamA: Array(roster.prefix(11)), teamB: Array(roster.suffix(11)))
        let match = try await MatchStarter(gathers: RESTGatherService(client: client), state: state, server: server.baseURL.absoluteString).start(selection)

        #expect(match.pending.isEmpty)
        #expect(server.maxConcurrentRequests > 1)
        #expect(server.maxConcurrentRequests <= MatchStarter.concurrentRequests)
        let adds = server.requests.filter { $0.method == "POST" && $0.path.contains("/players/") }
        #expect(adds.count == 22)
        let teamB = adds.filter { String(decoding: $0.body, as: UTF8.self).contains("Team B") }
        #expect(teamB.count == 11)
    }

    @Test func start_retriesTransientFailures() async throws {
        let gathers = FlakyGatherService(failuresPerPlayer: 2, failing: [2])
        let (state, directory) = try makeState()
        defer { try? FileManager.default.removeItem(at: directory) }
        let starter = MatchStarter(gathers: gathers, state: state, server: nil, retry: RetryPolicy(attempts: 3, firstDelay: .milliseconds(1)))
        let match = try await starter.start(TeamSelection(teamA: [Player(id: 1, name: "A")], teamB: [Player(id: 2, name: "B")]))
        #expect(match.pending.isEmpty)
        #expect(gathers.attempts(for: 2) == 3)
    }

    @Test func partialFailure_keepsTheMatch_thenResumeFinishesIt() async throws {
        let gathers = FlakyGatherService(failuresPerPlayer: 100, failing: [3, 5])
        let (state, directory) = try makeState()
        defer { try? FileManager.default.removeItem(at: directory) }
        let starter = MatchStarter(gathers: gathers, state: state, server: nil, retry: RetryPolicy(attempts: 2, firstDelay: .milliseconds(1)))
        let players = roster(6)
        let selection = TeamSelection(teamA: Array(players.prefix(3)), teamB: Array(players.suffix(3)))

        await #expect(throws: MatchError.self) { try await starter.start(selection) }
        let kept = try state.requireMatch()
        #expect(Set(kept.pending) == [3, 5])
        do {
            _ = try await starter.start(selection)
            Issue.record("a second start must be refused while one is running")
        } catch let error as MatchError {
            #expect(error == .matchAlreadyActive(kept.gatherID))
        }

        gathers.heal()
        let resumed = try await starter.resume()
        #expect(resumed.pending.isEmpty)
        #expect(Set(gathers.added.map(\.0)) == Set(1...6))
        await #expect(throws: MatchError.nothingToResume) { try await starter.resume() }
    }

    @Test func partialFailure_reportsWhoAndTheExitCodeOfTheCause() async throws {
        let gathers = FlakyGatherService(failuresPerPlayer: 100, failing: [2])
        let (state, directory) = try makeState()
        defer { try? FileManager.default.removeItem(at: directory) }
        let starter = MatchStarter(gathers: gathers, state: state, server: nil, retry: RetryPolicy(attempts: 1))
        do {
            _ = try await starter.start(TeamSelection(teamA: [Player(id: 1, name: "Ana")], teamB: [Player(id: 2, name: "Bo")]))
            Issue.record("expected a failure")
        } catch let error as MatchError {
            guard case .playersNotAdded(let names, _, let status) = error else { Issue.record("got \(error)"); return }
            #expect(names == ["Bo"])
            #expect(status == .temporaryFailure)
            #expect(error.localizedDescription.contains("gather start --resume"))
        }
    }

    @Test(arguments: [
        (Score(teamA: 3, teamB: 2), "Team A"), (Score(teamA: 0, teamB: 1), "Team B"), (Score(teamA: 2, teamB: 2), "None"),
    ])
    func end_sendsScoreAndWinner(score: Score, winner: String) async throws {
        let gathers = FlakyGatherService(failuresPerPlayer: 0, failing: [])
        let (state, directory) = try makeState()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try await MatchStarter(gathers: gathers, state: state, server: nil).start(TeamSelection(teamA: [Player(id: 1, name: "A")], teamB: [Player(id: 2, name: "B")]))
        let sent = try await MatchEnder(gathers: gathers, state: state).end(score: score)
        #expect(GatherResult(score: sent) == GatherResult(score: score))
        #expect(gathers.results.first?.winnerText == winner)
        #expect(try state.match.load() == nil)
    }

    @Test func end_withoutAScore_sendsTheCurrentOne_orNil() async throws {
        let gathers = FlakyGatherService(failuresPerPlayer: 0, failing: [])
        let (state, directory) = try makeState()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try await MatchStarter(gathers: gathers, state: state, server: nil).start(TeamSelection(teamA: [Player(id: 1, name: "A")], teamB: [Player(id: 2, name: "B")]))
        try GatherViewModel(state: state).goal(for: .teamB)
        _ = try await MatchEnder(gathers: gathers, state: state).end(score: nil)
        #expect(gathers.results == [Score(teamA: 0, teamB: 1)])
    }
}

/// A gather service whose add-player calls fail with a 503 for some players, until healed.
final class FlakyGatherService: GatherService {
    private struct State {
        var failuresLeft: [Int: Int]
        var attempts: [Int: Int] = [:]
        var added: [(Int, Team)] = []
        var results: [Score] = []
    }

    private let state: Mutex<State>

    init(failuresPerPlayer: Int, failing: Set<Int>) {
        state = Mutex(State(failuresLeft: Dictionary(uniqueKeysWithValues: failing.map { ($0, failuresPerPlayer) })))
    }

    func heal() { state.withLock { $0.failuresLeft = [:] } }
    func attempts(for id: Int) -> Int { state.withLock { $0.attempts[id] ?? 0 } }
    var added: [(Int, Team)] { state.withLock { $0.added } }
    var results: [Score] { state.withLock { $0.results } }

    func gathers() async throws -> [Gather] { [] }
    func createGather() async throws -> UUID { UUID() }
    func setResult(ofGather id: UUID, score: Score) async throws { state.withLock { $0.results.append(score) } }
    func deleteGather(id: UUID) async throws {}
    func players(inGather id: UUID) async throws -> [Player] { [] }

    func addPlayer(id playerID: Int, toGather gatherID: UUID, team: Team) async throws {
        let fails = state.withLock { state in
            state.attempts[playerID, default: 0] += 1
            guard let left = state.failuresLeft[playerID], left > 0 else {
                state.added.append((playerID, team))
                return false
            }
            state.failuresLeft[playerID] = left - 1
            return true
        }
        if fails { throw APIError.serverError(status: 503, reason: "busy") }
    }
}
