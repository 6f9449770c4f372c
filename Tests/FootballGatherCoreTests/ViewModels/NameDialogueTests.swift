import Foundation
import Synchronization
import Testing

@testable import FootballGatherCore
@testable import GatherTestSupport

/// A did-you-mean offer is a step of the view model's work, through the prompter it is
/// given: the work goes on with the name taken, in memory with a scripted prompter. Names
/// found loosely, and the suggestions taken, come back in the result.
@Suite struct NameDialogueTests {
    /// Answers from a script and records each question as `reference → suggestion`.
    final class ScriptedPrompter: SuggestionPrompter {
        private let state: Mutex<(answers: [Bool], asked: [String])>

        init(_ answers: [Bool]) { state = Mutex((answers, [])) }

        var asked: [String] { state.withLock { $0.asked } }

        func accepts(_ suggestion: String, for reference: String) -> Bool {
            state.withLock { state in
                state.asked.append("\(reference) → \(suggestion)")
                return state.answers.isEmpty ? false : state.answers.removeFirst()
            }
        }
    }

    private static let server = Backend.server(URL(string: "http://127.0.0.1:9") ?? URL(fileURLWithPath: "/"))

    private func makeSquad(_ players: [String], answers: [Bool]) -> (SquadViewModel, MemorySquadStore, ScriptedPrompter) {
        let squads = MemorySquadStore()
        var connector = FixedConnector(MemoryBackend(players: players))
        connector.configured = Self.server
        let prompter = ScriptedPrompter(answers)
        return (SquadViewModel(connector: connector, squads: squads, prompter: prompter), squads, prompter)
    }

    @Test func everySuggestionAccepted_addsTheListWhole_andSaysWhichWereTaken() async throws {
        let (squad, _, prompter) = makeSquad(["Ana", "Fay", "Cy"], answers: [true, true])
        let change = try await squad.add(["Ann", "Fey", "Cy"])
        #expect(change.value.squad.map(\.name) == ["Ana", "Fay", "Cy"])
        #expect(prompter.asked == ["Ann → Ana", "Fey → Fay"])
        #expect(change.names.corrections == NameCorrections(names: ["Ann": "Ana", "Fey": "Fay"]))
    }

    @Test func aDeclinedSuggestion_leavesTheNameUnknown_andAddsNobody() async throws {
        let (squad, squads, prompter) = makeSquad(["Ana", "Fay"], answers: [true, false])
        await #expect(throws: InputError.unknownPlayers([UnknownPlayer(reference: "Fey", suggestion: "Fay"), UnknownPlayer(reference: "Zzzz")])) {
            try await squad.add(["Ann", "Fey", "Zzzz"])
        }
        #expect(prompter.asked == ["Ann → Ana", "Fey → Fay"])
        #expect(try squads.squad(of: Self.server).isEmpty)
    }

    @Test func namesWithoutASuggestion_areNotOffered() async throws {
        let (squad, _, prompter) = makeSquad(["Ana"], answers: [true])
        await #expect(throws: InputError.unknownPlayers([UnknownPlayer(reference: "Zzzz")])) { try await squad.add(["Zzzz"]) }
        #expect(prompter.asked.isEmpty)
    }

    /// Without a prompter, a view model takes no suggestion: the name fails at once.
    @Test func aViewModelGivenNoPrompter_refusesTheUnknownName() async throws {
        let squads = MemorySquadStore()
        var connector = FixedConnector(MemoryBackend(players: ["Fay"]))
        connector.configured = Self.server
        await #expect(throws: InputError.unknownPlayers([UnknownPlayer(reference: "Fey", suggestion: "Fay")])) {
            try await SquadViewModel(connector: connector, squads: squads).add(["Fey"])
        }
    }

    @Test func aLooseMatch_comesBackInTheResult_once() async throws {
        let (squad, _, prompter) = makeSquad(["Kwame Mensah", "Dave Smith"], answers: [])
        let change = try await squad.add(["Kwame", "Dave Smith", "Kwame"])
        #expect(change.names.looseMatches == [LooseMatch(reference: "Kwame", player: change.value.squad[0])])
        #expect(change.names.corrections == NameCorrections())
        #expect(prompter.asked.isEmpty)
    }

    /// The edit reads the roster and sends the player once: the offer is a step inside it.
    @Test func anEdit_afterAYes_readsTheRosterAndSendsTheEditOnce() async throws {
        let service = CountingPlayers([Player(id: 1, name: "Kwame Mensah")])
        let prompter = ScriptedPrompter([true])
        var changes = PlayerEditViewModel.Changes()
        changes.set(\.skill, to: .amateur)
        let outcome = try await PlayerEditViewModel(roster: .inMemory(service: service), prompter: prompter)
            .edit("Kwmae", with: changes)
        #expect(prompter.asked == ["Kwmae → Kwame Mensah"])
        #expect(outcome.names.corrections == NameCorrections(names: ["Kwmae": "Kwame Mensah"]))
        #expect(service.calls == ["players", "update 1"])
    }

    @Test func anEdit_afterANo_changesNothing() async throws {
        let service = CountingPlayers([Player(id: 1, name: "Kwame Mensah")])
        var changes = PlayerEditViewModel.Changes()
        changes.set(\.skill, to: .amateur)
        await #expect(throws: InputError.unknownPlayer("Kwmae", suggestion: "Kwame Mensah")) {
            try await PlayerEditViewModel(roster: .inMemory(service: service), prompter: ScriptedPrompter([false]))
                .edit("Kwmae", with: changes)
        }
        #expect(service.calls == ["players"])
    }

    @Test func aSingleName_isOfferedToo_andOtherFailuresPassUntouched() throws {
        let roster = [Player(id: 1, name: "Fay")]
        let prompter = ScriptedPrompter([true])
        let names = NameDialogue(prompter: prompter)
        #expect(try PlayerResolver.resolve("Fey", in: roster, names: names).id == 1)
        #expect(try PlayerResolver.resolve("Fey", in: roster, names: names).id == 1, "asked once, read as taken")
        #expect(throws: InputError.ambiguousPlayer("F", candidates: ["Fay #1", "Fin #2"])) {
            try PlayerResolver.resolve("F", in: roster + [Player(id: 2, name: "Fin")], names: names)
        }
        #expect(prompter.asked == ["Fey → Fay"])
    }

    @Test func aCorrection_lastsOnlyForItsDialogue() throws {
        let roster = [Player(id: 1, name: "Fay")]
        _ = try PlayerResolver.resolve("Fey", in: roster, names: NameDialogue(prompter: ScriptedPrompter([true])))
        #expect(throws: InputError.unknownPlayer("Fey", suggestion: "Fay")) { try PlayerResolver.resolve("Fey", in: roster) }
    }
}

/// A roster that records each call: `players`, `update ID`.
private final class CountingPlayers: OneAtATimePlayers {
    private let state: Mutex<(players: [Player], calls: [String])>

    init(_ players: [Player]) { state = Mutex((players, [])) }

    var calls: [String] { state.withLock { $0.calls } }

    func players() async throws -> [Player] {
        state.withLock { state in
            state.calls.append("players")
            return state.players
        }
    }

    func createPlayer(_ draft: PlayerDraft) async throws -> Int { throw APIError.notFound(reason: nil) }

    func updatePlayer(id: Int, with draft: PlayerDraft) async throws {
        state.withLock { state in
            state.calls.append("update \(id)")
            if let index = state.players.firstIndex(where: { $0.id == id }) { state.players[index].draft = draft }
        }
    }

    func deletePlayer(id: Int) async throws { throw APIError.notFound(reason: nil) }

    func gathers(ofPlayer id: Int) async throws -> [Gather] { [] }
}
