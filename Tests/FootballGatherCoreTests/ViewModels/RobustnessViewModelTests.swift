import Foundation
import Synchronization
import Testing
@testable import FootballGatherCore

/// Behaviours found missing in review: each test fails without its fix.
@Suite struct RobustnessViewModelTests {
    private func makeState() -> (StateStore, URL) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("robust-\(UUID().uuidString)")
        return (StateStore(directory: directory), directory)
    }

    @Test func retry_afterATimeoutThatReachedTheServer_doesNotAddTwice() async throws {
        let gathers = LandsThenTimesOutService()
        let (state, directory) = makeState()
        defer { try? FileManager.default.removeItem(at: directory) }
        let starter = MatchStarter(gathers: gathers, state: state, server: nil, retry: RetryPolicy(attempts: 3, firstDelay: .milliseconds(1)))
        let match = try await starter.start(TeamSelection(teamA: [Player(id: 1, name: "A")], teamB: [Player(id: 2, name: "B")]))
        #expect(match.pending.isEmpty)
        #expect(gathers.stored.sorted() == [1, 2])
    }

    @Test func resume_skipsPlayersAlreadyOnTheServer() async throws {
        let gathers = FlakyGatherService(failuresPerPlayer: 100, failing: [2])
        let (state, directory) = makeState()
        defer { try? FileManager.default.removeItem(at: directory) }
        let starter = MatchStarter(gathers: gathers, state: state, server: nil, retry: RetryPolicy(attempts: 1))
        _ = try? await starter.start(TeamSelection(teamA: [Player(id: 1, name: "A")], teamB: [Player(id: 2, name: "B")]))
        gathers.heal()
        let present = PresentPlayersService(wrapping: gathers, present: [2])
        let resumed = try await MatchStarter(gathers: present, state: state, server: nil).resume()
        #expect(resumed.pending.isEmpty)
        #expect(gathers.added.map(\.0) == [1])
    }

    @Test func end_stopsTheClock_soTheNextMatchStartsReady() async throws {
        let gathers = FlakyGatherService(failuresPerPlayer: 0, failing: [])
        let (state, directory) = makeState()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try await MatchStarter(gathers: gathers, state: state, server: nil).start(TeamSelection(teamA: [Player(id: 1, name: "A")], teamB: [Player(id: 2, name: "B")]))
        var timer = GatherTimeHandler()
        timer.start(at: ClockReading(monotonic: 0, bootID: "b", wall: 0))
        try state.timer.save(timer)
        _ = try await MatchEnder(gathers: gathers, state: state).end(score: nil)
        #expect(try state.timer.load()?.state == .stopped)
        #expect(gathers.results == [Score()])
    }

    @Test func score_outsideTheRange_doesNotDecode() {
        let text = #"{"teamA": 9223372036854775807, "teamB": 0}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Score.self, from: Data(text.utf8)) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Score.self, from: Data(#"{"teamA": -1, "teamB": 0}"#.utf8)) }
    }

    @Test func edit_refusesToEraseAValueThisVersionCannotRead() async throws {
        var player = Player(id: 4, name: "Cy")
        player.unrecognised = ["skill": "legendary"]
        let service = OneLegendService(player: player)
        var changes = PlayerEditViewModel.Changes()
        changes.age = .set(30)
        await #expect(throws: InputError.self) { try await PlayerEditViewModel(service: service).edit("Cy", with: changes) }
        changes.skill = .set("professional")
        let outcome = try await PlayerEditViewModel(service: service).edit("Cy", with: changes)
        guard case .updated(_, let after) = outcome else { Issue.record("expected an update"); return }
        #expect(after.skill == .professional && after.age == 30)
    }

    @Test func serverAddress_withAPassword_isRefusedWithoutQuotingIt() {
        for text in ["ana:secret@host:80", "http:/ana:secret@host", "http://ana:secret@host"] {
            do {
                _ = try ServerAddress.normalizedServerURL(text)
                Issue.record("accepted \(text)")
            } catch {
                #expect(!error.localizedDescription.contains("secret"))
            }
        }
    }

    @Test func rememberedGathers_withOneIDInTwoCases_doNotCrash() throws {
        let (state, directory) = makeState()
        defer { try? FileManager.default.removeItem(at: directory) }
        let id = UUID()
        let memory = RememberedGather(startedAt: Date(), teams: [:])
        try state.memory.save([id.uuidString: memory, id.uuidString.lowercased(): memory])
        #expect(try state.remembered().count == 1)
    }
}

/// Every add reaches the server but the first reply for each player times out.
final class LandsThenTimesOutService: GatherService {
    private let state = Mutex<(stored: [Int], timedOut: Set<Int>)>(([], []))

    var stored: [Int] { state.withLock { $0.stored } }

    func addPlayer(id playerID: Int, toGather gatherID: UUID, team: Team) async throws {
        let timesOut = state.withLock { state in
            state.stored.append(playerID)
            return state.timedOut.insert(playerID).inserted
        }
        if timesOut { throw APIError.timedOut(server: "test") }
    }

    func players(inGather id: UUID) async throws -> [Player] { stored.map { Player(id: $0, name: "P\($0)") } }
    func gathers() async throws -> [Gather] { [] }
    func createGather() async throws -> UUID { UUID() }
    func setResult(ofGather id: UUID, score: Score) async throws {}
    func deleteGather(id: UUID) async throws {}
}

/// A gather service that reports some players as already in the gather.
struct PresentPlayersService: GatherService {
    let wrapping: FlakyGatherService
    let present: [Int]

    func players(inGather id: UUID) async throws -> [Player] { present.map { Player(id: $0, name: "P\($0)") } }
    func addPlayer(id playerID: Int, toGather gatherID: UUID, team: Team) async throws {
        try await wrapping.addPlayer(id: playerID, toGather: gatherID, team: team)
    }
    func gathers() async throws -> [Gather] { [] }
    func createGather() async throws -> UUID { UUID() }
    func setResult(ofGather id: UUID, score: Score) async throws {}
    func deleteGather(id: UUID) async throws {}
}

/// A roster of one player, whose updates are accepted.
struct OneLegendService: PlayerService {
    let player: Player
    func players() async throws -> [Player] { [player] }
    func createPlayer(_ draft: PlayerDraft) async throws -> Int { 1 }
    func updatePlayer(id: Int, with draft: PlayerDraft) async throws {}
    func deletePlayer(id: Int) async throws {}
    func gathers(ofPlayer id: Int) async throws -> [Gather] { [] }
}
