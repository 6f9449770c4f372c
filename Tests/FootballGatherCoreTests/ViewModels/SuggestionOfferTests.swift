import Foundation
import Synchronization
import Testing

@testable import FootballGatherCore

/// Unknown names offered their suggestions one by one, in memory with a scripted prompter.
@Suite struct SuggestionOfferTests {
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

    private func makeSquad(_ players: [String]) -> (SquadViewModel, MemorySquadStore) {
        let squads = MemorySquadStore()
        var connector = FixedConnector(MemoryBackend(players: players))
        connector.configured = Self.server
        return (SquadViewModel(connector: connector, squads: squads), squads)
    }

    @Test func everySuggestionAccepted_addsTheListWhole() async throws {
        let (squad, _) = makeSquad(["Ana", "Fay", "Cy"])
        let prompter = ScriptedPrompter([true, true])
        let change = try await SuggestionOffer(prompter: prompter).running { try await squad.add(["Ann", "Fey", "Cy"]) }
        #expect(change.squad.map(\.name) == ["Ana", "Fay", "Cy"])
        #expect(prompter.asked == ["Ann → Ana", "Fey → Fay"])
    }

    @Test func aDeclinedSuggestion_leavesTheNameUnknown_andAddsNobody() async throws {
        let (squad, squads) = makeSquad(["Ana", "Fay"])
        let prompter = ScriptedPrompter([true, false])
        await #expect(throws: InputError.unknownPlayers([UnknownPlayer(reference: "Fey", suggestion: "Fay"), UnknownPlayer(reference: "Zzzz")])) {
            try await SuggestionOffer(prompter: prompter).running { try await squad.add(["Ann", "Fey", "Zzzz"]) }
        }
        #expect(prompter.asked == ["Ann → Ana", "Fey → Fay"])
        #expect(try squads.squad(of: Self.server).isEmpty)
    }

    @Test func namesWithoutASuggestion_areNotOffered() async throws {
        let (squad, _) = makeSquad(["Ana"])
        let prompter = ScriptedPrompter([true])
        await #expect(throws: InputError.unknownPlayers([UnknownPlayer(reference: "Zzzz")])) {
            try await SuggestionOffer(prompter: prompter).running { try await squad.add(["Zzzz"]) }
        }
        #expect(prompter.asked.isEmpty)
    }

    @Test func aSingleName_isOfferedToo_andOtherFailuresPassUntouched() async throws {
        let roster = [Player(id: 1, name: "Fay")]
        let prompter = ScriptedPrompter([true])
        let found = try await SuggestionOffer(prompter: prompter).running { try PlayerResolver.resolve("Fey", in: roster) }
        #expect(found.id == 1)
        await #expect(throws: InputError.blankName) {
            try await SuggestionOffer(prompter: prompter).running { () async throws -> Int in throw InputError.blankName }
        }
        #expect(prompter.asked == ["Fey → Fay"])
    }

    @Test func aCorrection_lastsOnlyWhileTheWorkRuns() async throws {
        let roster = [Player(id: 1, name: "Fay")]
        _ = try await SuggestionOffer(prompter: ScriptedPrompter([true])).running { try PlayerResolver.resolve("Fey", in: roster) }
        #expect(throws: InputError.unknownPlayer("Fey", suggestion: "Fay")) { try PlayerResolver.resolve("Fey", in: roster) }
    }
}
