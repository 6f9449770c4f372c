import Foundation
import Testing

@testable import FootballGatherCore
@testable import GatherCLI

/// `gather players edit`: change what was given, keep the rest, send nothing when
/// nothing differs.
@Suite struct PlayersEditCLITests {
    private static let ana = Player(
        id: 1, name: "Ana", age: 24, skill: .amateur, preferredPosition: .striker, favouriteTeam: "Porto")

    private func shown(_ reference: String, home: TestHome) async throws -> [String: Any] {
        try #require(try parseJSON(await gather("players", "show", reference, "--json", home: home).stdout) as? [String: Any])
    }

    @Test func edit_changesOneFieldAndKeepsTheOthers() async throws {
        let home = TestHome()
        _ = await gather(
            "players", "add", "Ana", "--age", "24", "--skill", "amateur", "--position", "striker",
            "--favourite-team", "Porto", home: home)
        let result = await gather("players", "edit", "Ana", "--skill", "professional", home: home)
        #expect(result.code == 0)
        #expect(result.stdout == "Updated player Ana (#1)\n")
        let player = try await shown("1", home: home)
        #expect(player["skill"] as? String == "professional")
        #expect(player["age"] as? Int == 24)
        #expect(player["preferredPosition"] as? String == "striker")
        #expect(player["favouriteTeam"] as? String == "Porto")
        #expect(player["name"] as? String == "Ana")
    }

    @Test func edit_clearAge_removesTheAgeOnly() async throws {
        let home = TestHome()
        _ = await gather("players", "add", "Ana", "--age", "24", "--skill", "amateur", home: home)
        #expect(await gather("players", "edit", "1", "--clear-age", home: home).code == 0)
        let player = try await shown("Ana", home: home)
        #expect(player["age"] == nil)
        #expect(player["skill"] as? String == "amateur")
    }

    @Test func edit_rename() async {
        let home = TestHome()
        _ = await gather("players", "add", "Ana", home: home)
        #expect(await gather("players", "edit", "Ana", "--name", "Ana Maria", home: home).stdout == "Updated player Ana Maria (#1)\n")
        #expect(await gather("players", "show", "ana maria", home: home).code == 0)
    }

    @Test func edit_ageAndClearAgeTogether_isAUsageError() async {
        let home = TestHome()
        _ = await gather("players", "add", "Ana", "--age", "24", home: home)
        let result = await gather("players", "edit", "Ana", "--age", "30", "--clear-age", home: home)
        #expect(result.code == 64)
        #expect(result.stdout.isEmpty)
    }

    @Test func edit_withNothingDifferent_printsNothingToChange() async {
        let home = TestHome()
        _ = await gather("players", "add", "Ana", "--skill", "amateur", home: home)
        let result = await gather("players", "edit", "Ana", "--skill", "amateur", home: home)
        #expect(result.code == 0)
        #expect(result.stdout == "Nothing to change\n")
    }

    @Test func edit_withNothingDifferent_sendsNoUpdate() async {
        let home = TestHome()
        let stub = StubServices(players: [Self.ana])
        let result = await gather(
            "players", "edit", "Ana", "--age", "24", "--skill", "amateur", "--name", "Ana", home: home, services: stub)
        #expect(result.code == 0)
        #expect(result.stdout == "Nothing to change\n")
        #expect(stub.calls == [.players])
    }

    @Test func edit_withNoOptionAtAll_sendsNoUpdate() async {
        let home = TestHome()
        let stub = StubServices(players: [Self.ana])
        let result = await gather("players", "edit", "1", home: home, services: stub)
        #expect(result.code == 0)
        #expect(result.stdout == "Nothing to change\n")
        #expect(stub.writes.isEmpty)
    }

    @Test func edit_sendsTheWholePlayerWithOnlyTheGivenFieldChanged() async {
        let home = TestHome()
        let stub = StubServices(players: [Self.ana])
        let result = await gather("players", "edit", "#1", "--position", "winger", home: home, services: stub)
        #expect(result.code == 0)
        var expected = Self.ana.draft
        expected.preferredPosition = .winger
        #expect(stub.calls == [.players, .updatePlayer(id: 1, expected)])
    }

    @Test func edit_unknownPlayer_isInvalidDataAndSendsNoUpdate() async {
        let home = TestHome()
        let stub = StubServices(players: [Self.ana])
        let result = await gather("players", "edit", "Bo", "--age", "30", home: home, services: stub)
        #expect(result.code == 65)
        #expect(stub.writes.isEmpty)
    }
}
