import Foundation
import Testing
@testable import FootballGatherCore
@testable import GatherTestSupport

/// The chances computed at kick-off stay with the match: in the running match, in the
/// gather's details, and in the ended matches that `stats --predictions` scores.
@Suite struct KeptPredictionTests {
    private struct SUT {
        let backend = MemoryBackend(players: ["Ana", "Bo", "Cy", "Dee"])
        let details = MemoryGatherDetails()
        let matches = MemoryMatchStore()

        var start: StartViewModel {
            StartViewModel(
                connector: FixedConnector(backend, details: details), matches: matches, squads: MemorySquadStore(),
                clock: ManualClock())
        }
    }

    @Test func startWithSidesByHand_keepsThePrediction_inTheMatchAndTheGathersDetails() async throws {
        let sut = SUT()
        let match = try await sut.start.start(.sides("Ana,Bo/Cy,Dee"))
        let kept = try #require(match.prediction)
        #expect(abs(kept.teamA + kept.teamB - 1) < 1e-9)
        #expect(try sut.matches.slot().match?.prediction == kept)
        #expect(try sut.details.details()[match.gatherID]?.prediction == kept)
    }

    /// On a server (the twin's backend), without a request per gather: the sides this machine
    /// remembers of the listed gathers give the same chances as reading the whole history.
    @Test func startWithSidesByHand_onAServer_predictsFromTheResults() async throws {
        let sut = SUT()
        let manual = ManualClock()
        let game = MatchViewModel(
            matches: sut.matches, connector: FixedConnector(sut.backend, details: sut.details),
            clock: ClockViewModel(store: MemoryClockStore(), clock: manual, sleeper: manual))
        for _ in 0..<3 {
            _ = try await sut.start.start(.sides("Ana,Bo/Cy,Dee"))
            _ = try await game.end(score: Score(teamA: 3, teamB: 0))
        }
        let full = try #require(try await sut.start.plan(.sides("Ana,Bo/Cy,Dee"), predicting: true).teams.matchup)
        let readsBefore = sut.backend.memberReads
        let match = try await sut.start.start(.sides("Ana,Bo/Cy,Dee"))
        #expect(sut.backend.memberReads == readsBefore, "no gather's players read: the sides kept here are enough")
        let kept = try #require(match.prediction)
        #expect(kept.teamA > 0.6)
        #expect(kept == KeptPrediction(full.prediction))
    }

    @Test func balancedStart_keepsTheChancesItPrinted() async throws {
        let sut = SUT()
        let plan = try await sut.start.plan(.auto(players: .roster(except: []), seed: 1), predicting: false).value
        let match = try await sut.start.start(plan)
        let matchup = try #require(plan.teams.matchup)
        #expect(match.prediction == KeptPrediction(matchup.prediction))
    }

    @Test func rememberingTheSides_keepsThePredictionInTheDetails() throws {
        let details = MemoryGatherDetails()
        let kept = KeptPrediction(teamA: 0.3, teamB: 0.7)
        let match = ActiveMatch(
            gatherID: UUID(), backend: .offline(dataDirectory: URL(fileURLWithPath: "/")), teamA: [], teamB: [],
            startedAt: Date(), prediction: kept)
        try details.remember(sidesOf: match)
        #expect(try details.details()[match.gatherID]?.prediction == kept)
    }

    @Test func runningMatchFile_withoutAPrediction_stillLoads_andOneWithItRoundTrips() throws {
        let match = ActiveMatch(
            gatherID: UUID(), backend: .offline(dataDirectory: URL(fileURLWithPath: "/data")), teamA: [], teamB: [],
            startedAt: Date(timeIntervalSince1970: 1_800_000_000), prediction: KeptPrediction(teamA: 0.25, teamB: 0.75))
        let data = try JSONEncoder().encode(match)
        #expect(try JSONDecoder().decode(ActiveMatch.self, from: data).prediction == match.prediction)
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        object["prediction"] = nil
        let older = try JSONDecoder().decode(ActiveMatch.self, from: JSONSerialization.data(withJSONObject: object))
        #expect(older.prediction == nil)
    }

    @Test func aKeptPredictionOutOfRange_isDropped() {
        #expect(KeptPrediction(checking: KeptPrediction(teamA: 1.5, teamB: -0.5)) == nil)
        #expect(KeptPrediction(checking: KeptPrediction(teamA: 0.4, teamB: 0.6)) != nil)
        #expect(KeptPrediction(checking: KeptPrediction(teamA: 0.4, teamB: 0.4)) == nil, "they add up to 1")
    }
}
