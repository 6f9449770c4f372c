import Synchronization
import Testing

@testable import FootballGatherCore
@testable import GatherTestSupport

/// A server-like roster in memory: counts requests in flight, and can fail a name's
/// create a few times, before or after the player is made.
private final class FlakyRoster: OneAtATimePlayers {
    enum Failure { case none, beforeMaking(APIError, times: Int), afterMaking(APIError, times: Int) }

    private struct State {
        var roster: [Player] = []
        var nextID = 1
        var creates = 0
        var inFlight = 0
        var mostInFlight = 0
        var failures: [String: Failure] = [:]
    }

    private let state = Mutex(State())

    init(roster: [Player] = [], failing failures: [String: Failure] = [:]) {
        state.withLock { state in
            state.roster = roster
            state.nextID = (roster.map(\.id).max() ?? 0) + 1
            state.failures = failures
        }
    }

    var roster: [Player] { state.withLock { $0.roster } }
    var creates: Int { state.withLock { $0.creates } }
    var mostInFlight: Int { state.withLock { $0.mostInFlight } }

    func players() async throws -> [Player] { roster }

    func createPlayer(_ draft: PlayerDraft) async throws -> Int {
        state.withLock { state in
            state.creates += 1
            state.inFlight += 1
            state.mostInFlight = max(state.mostInFlight, state.inFlight)
        }
        await Task.yield()
        return try state.withLock { state in
            state.inFlight -= 1
            switch state.failures[draft.name] ?? Failure.none {
            case .beforeMaking(let error, let times) where times > 0:
                state.failures[draft.name] = .beforeMaking(error, times: times - 1)
                throw error
            case .afterMaking(let error, let times) where times > 0:
                state.failures[draft.name] = .afterMaking(error, times: times - 1)
                state.roster.append(Player(id: state.nextID, draft: draft))
                state.nextID += 1
                throw error
            default:
                let id = state.nextID
                state.nextID += 1
                state.roster.append(Player(id: id, draft: draft))
                return id
            }
        }
    }

    func updatePlayer(id: Int, with draft: PlayerDraft) async throws {}
    func deletePlayer(id: Int) async throws {}
    func gathers(ofPlayer id: Int) async throws -> [Gather] { [] }
}

/// A roster that can create many at once, as the offline file does.
private actor BulkRoster: OneAtATimePlayers {
    private(set) var roster: [Player] = []
    private(set) var bulkCreates: [[PlayerDraft]] = []
    private(set) var singleCreates = 0

    func players() async throws -> [Player] { roster }

    func createPlayer(_ draft: PlayerDraft) async throws -> Int {
        singleCreates += 1
        roster.append(Player(id: roster.count + 1, draft: draft))
        return roster.count
    }

    func createPlayers(
        _ drafts: [PlayerDraft], roster _: [Player], progress: @escaping @Sendable (Int) -> Void
    ) async throws -> PlayerBatch.Outcome {
        bulkCreates.append(drafts)
        let ids = drafts.map { draft in
            roster.append(Player(id: roster.count + 1, draft: draft))
            return roster.count
        }
        return PlayerBatch.Outcome(ids: ids, firstError: nil)
    }

    func updatePlayer(id: Int, with draft: PlayerDraft) async throws {}
    func deletePlayer(id: Int) async throws {}
    func gathers(ofPlayer id: Int) async throws -> [Gather] { [] }
}

/// `players add A B C`: every name with the same fields, all checked before any is sent.
@Suite struct PlayerAddSeveralViewModelTests {
    private func makeSUT(_ service: any PlayerService) -> PlayerAddViewModel {
        PlayerAddViewModel.inMemory(service: service)
    }

    @Test func add_severalNames_createsEachWithTheSameFields_inOrder() async throws {
        let service = FlakyRoster()
        let fields = PlayerAddViewModel.Input(PlayerDraft(name: "", age: 30, skill: .amateur, preferredPosition: .goalkeeper))
        let players = try await makeSUT(service).add(names: ["Ana", "Bo", "Cy"], with: fields)
        #expect(players.map(\.name) == ["Ana", "Bo", "Cy"])
        #expect(players.allSatisfy { $0.age == 30 && $0.skill == .amateur && $0.preferredPosition == .goalkeeper })
        #expect(Set(players.map(\.id)) == Set(service.roster.map(\.id)))
    }

    @Test func add_onABulkService_isOneCreateForEveryName() async throws {
        let service = BulkRoster()
        let players = try await makeSUT(service).add(names: ["Ana", "Bo", "Cy"], with: .init(PlayerDraft(name: "", age: 20)))
        #expect(players.map(\.id) == [1, 2, 3])
        #expect(await service.bulkCreates.map { $0.map(\.name) } == [["Ana", "Bo", "Cy"]])
        #expect(await service.singleCreates == 0)
    }

    @Test(arguments: [["Ana", "", "Cy"], ["Ana", "#3", "Cy"], ["Ana", String(repeating: "x", count: 65)]])
    func add_oneBadName_namesIt_andAddsNobody(_ names: [String]) async throws {
        let service = FlakyRoster()
        let error = await #expect(throws: InputError.self) {
            try await makeSUT(service).add(names: names, with: .init(PlayerDraft(name: "")))
        }
        let bad = try #require(names.first { (try? PlayerValidation.name($0)) == nil })
        let reason = #expect(throws: InputError.self) { try PlayerValidation.name(bad) }
        #expect(error == reason.map { .cannotAdd(bad, reason: $0) })
        #expect(service.creates == 0)
    }

    /// Every refused name is said at once, each with its reason, and nobody is added.
    @Test func add_severalBadNames_namesThemAll_andAddsNobody() async throws {
        let service = FlakyRoster()
        let names = ["Ana", "12", "Bo", "", "#4"]
        let error = await #expect(throws: InputError.self) {
            try await makeSUT(service).add(names: names, with: .init(PlayerDraft(name: "")))
        }
        guard case .cannotAddSeveral(let refused)? = error else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(refused.map(\.name) == ["12", "", "#4"])
        let reasons = ["12", "", "#4"].map { name -> InputError? in
            do {
                _ = try PlayerValidation.name(name)
                return nil
            } catch {
                return error as? InputError
            }
        }
        #expect(refused.map(\.reason) == reasons.compactMap { $0 })
        #expect(service.creates == 0)
    }

    /// A pasted list is read as `squad add -` reads it: commas separate names; numbering,
    /// bullets, notes, guests and maybes are taken off.
    @Test func aPastedList_givesTheNamesAsTheChatWroteThem() {
        let pasted = "Sunday 10am\n1. Ana\n2. Bo (late)\n3) Cy, Dee\n- Eve +1 my brother\n• Fay?\n\n👍\n"
        #expect(PastedPlayers.newNames(in: pasted) == ["Ana", "Bo", "Cy", "Dee", "Eve", "Fay"])
        #expect(PastedPlayers.marksLeftOut(in: pasted) == ["Bo (late)", "Eve +1 my brother", "Fay?"], "what a roster does not keep, as written")
    }

    @Test func add_badFieldForEveryone_isRefusedBeforeAnything() async {
        let service = FlakyRoster()
        await #expect(throws: InputError.self) {
            try await makeSUT(service).add(names: ["Ana", "Bo"], with: .init(PlayerDraft(name: "", age: 400)))
        }
        #expect(service.creates == 0)
    }

    @Test func add_aNameOnTheRoster_namesIt_andAddsNobody() async throws {
        let service = FlakyRoster(roster: [Player(id: 7, name: "Bo")])
        let error = await #expect(throws: InputError.self) {
            try await makeSUT(service).add(names: ["Ana", "bo", "Cy"], with: .init(PlayerDraft(name: "")))
        }
        #expect(error == .cannotAdd("bo", reason: .duplicateName("Bo", takenBy: 7, suggestion: "bo 2")))
        #expect(service.creates == 0)
    }

    @Test func add_theSameNameTwice_isRefused_unlessDuplicatesAreAllowed() async throws {
        let service = FlakyRoster()
        let error = await #expect(throws: InputError.self) {
            try await makeSUT(service).add(names: ["Ana", "Bo", " ANA "], with: .init(PlayerDraft(name: "")))
        }
        #expect(error == .givenTwice("ANA"))
        #expect(service.creates == 0)
        let players = try await makeSUT(service).add(names: ["Ana", "Ana"], with: .init(PlayerDraft(name: ""), allowsDuplicateName: true))
        #expect(players.map(\.name) == ["Ana", "Ana"])
    }

    @Test func add_failingPartWay_namesWhatWasAndWasNotAdded() async throws {
        let service = FlakyRoster(failing: ["Bo": .beforeMaking(.serverError(status: 500, reason: nil), times: 3)])
        let error = await #expect(throws: PartialBatchError.self) {
            try await makeSUT(service).add(names: ["Ana", "Bo", "Cy"], with: .init(PlayerDraft(name: "")))
        }
        guard case .playersAdded(let added, 3, ["Bo"]) = error?.batch else { Issue.record("got \(String(describing: error))"); return }
        #expect(added.map(\.name) == ["Ana", "Cy"])
        #expect(error?.cause == ErrorCause(APIError.serverError(status: 500, reason: nil)))
        #expect(error?.failureKind == .temporaryFailure)
        #expect(service.roster.map(\.name).sorted() == ["Ana", "Cy"])
    }
}
