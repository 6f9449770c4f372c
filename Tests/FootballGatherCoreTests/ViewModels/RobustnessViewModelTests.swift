import Foundation
import Synchronization
import Testing
@testable import FootballGatherCore
@testable import GatherTestSupport

/// Behaviours found missing in review: each test fails without its fix.
@Suite struct RobustnessViewModelTests {
    private func starter(_ gathers: any GatherService, matches: MemoryMatchStore = MemoryMatchStore()) -> StartViewModel {
        StartViewModel(
            connector: FixedConnector(players: MemoryBackend(players: ["A", "B"]), gathers: gathers), matches: matches, squads: MemorySquadStore(),
            clock: ManualClock())
    }

    @Test func resume_skipsPlayersAlreadyOnTheServer() async throws {
        let gathers = FlakyGatherService(failuresPerPlayer: 100, failing: [2])
        let matches = MemoryMatchStore()
        _ = try? await starter(gathers, matches: matches).start(.sides("A/B"))
        gathers.heal()
        let present = PresentPlayersService(wrapping: gathers, present: [2])
        let resumed = try await starter(present, matches: matches).resume()
        #expect(resumed.pending.isEmpty)
        #expect(gathers.added.map(\.0) == [1])
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
        changes.set(\.age, to: 30)
        await #expect(throws: InputError.self) { try await PlayerEditViewModel.inMemory(service: service).edit("Cy", with: changes) }
        changes.set(\.skill, to: .professional)
        let outcome = try await PlayerEditViewModel.inMemory(service: service).edit("Cy", with: changes).value
        guard case .updated(_, let after) = outcome else { Issue.record("expected an update"); return }
        #expect(after.skill == .professional && after.age == 30)
    }

    @Test func serverAddress_withAPassword_isRefusedWithoutQuotingIt() {
        for text in ["ana:secret@host:80", "http:/ana:secret@host", "http://ana:secret@host"] {
            do {
                _ = try ServerAddress.normalizedServerURL(text)
                Issue.record("accepted \(text)")
            } catch {
                #expect(!String(reflecting: error).contains("secret"))
            }
        }
    }

    @Test func rememberedGathers_withOneIDInTwoCases_doNotCrash() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("robust-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let memory = StorageRoot(paths: GatherPaths(environment: ["HOME": "/nowhere", "XDG_STATE_HOME": directory.path])).memory
        let id = UUID()
        let details = GatherDetails(startedAt: Date(), teams: [:])
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let entry = try String(decoding: encoder.encode(details), as: UTF8.self)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("gather"), withIntermediateDirectories: true)
        try Data(#"{"version": 1, "gathers": {"\#(id.uuidString)": \#(entry), "\#(id.uuidString.lowercased())": \#(entry)}}"#.utf8)
            .write(to: memory.state.file.url)
        #expect(try memory.details().count == 1)
    }
}

/// A gather service that reports some players as already in the gather.
struct PresentPlayersService: OneAtATimeGathers {
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
struct OneLegendService: OneAtATimePlayers {
    let player: Player
    func players() async throws -> [Player] { [player] }
    func createPlayer(_ draft: PlayerDraft) async throws -> Int { 1 }
    func updatePlayer(id: Int, with draft: PlayerDraft) async throws {}
    func deletePlayer(id: Int) async throws {}
    func gathers(ofPlayer id: Int) async throws -> [Gather] { [] }
}
