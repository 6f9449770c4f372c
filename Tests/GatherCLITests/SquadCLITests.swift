import FakeGatherServer
import Foundation
import Testing

/// `gather squad …`: the list of who plays next, kept per backend, which `start --teams auto`
/// splits and a started match empties.
@Suite struct SquadCLITests {
    /// The names `squad list --json` prints.
    private func squad(_ home: TestHome, variables: [String: String] = [:]) async throws -> [String] {
        let listed = await gather("squad", "list", "--json", home: home, variables: variables)
        #expect(listed.code == 0, "\(listed.stderr)")
        let squad = try #require(try parseJSON(listed.stdout) as? [String: Any])
        let players = try #require(squad["players"] as? [[String: Any]]) + (squad["reserves"] as? [[String: Any]] ?? [])
        return players.compactMap { $0["name"] as? String }
    }

    @Test func addListRemoveClear_offline() async throws {
        let home = await makeFourPlayerHome()
        #expect(await gather("squad", "add", "Cy", "ana", "2", home: home) == (0, "Added Cy, Ana and Bo to the squad (3 players)\n", ""))
        #expect(await gather("squad", "add", "Dee,Ana", home: home) == (0, "Added Dee to the squad (4 players); already in it: Ana\n", ""))
        #expect(await gather("squad", "add", "bo", home: home) == (0, "Already in the squad: Bo (4 players)\n", ""))
        let list = await gather("squad", "list", home: home)
        #expect(list.code == 0)
        #expect(outputLines(list.stdout).map { $0.split(separator: " ").prefix(2).joined(separator: " ") }
            == ["ID NAME", "3 Cy", "1 Ana", "2 Bo", "4 Dee"])
        #expect(await gather("squad", "remove", "Ana", "#2", home: home) == (0, "Removed Ana and Bo from the squad (2 players)\n", ""))
        #expect(try await squad(home) == ["Cy", "Dee"])
        #expect(await gather("squad", "clear", home: home) == (0, "Cleared the squad of 2 players\n", ""))
        #expect(await gather("squad", "list", home: home) == (0, "", "The squad is empty: add who plays with 'gather squad add NAME…'.\n"))
        #expect(await gather("squad", "clear", "--quiet", home: home) == (0, "", ""))
    }

    /// A squad of maybes only is not called empty, and its list starts with them, not a blank line.
    @Test func aSquadOfMaybesOnly_saysHowToConfirm() async throws {
        let home = await makeFourPlayerHome()
        #expect(await gather("squad", "add", "Cy?", "--quiet", home: home).code == 0)
        let list = await gather("squad", "list", home: home)
        #expect(list.code == 0)
        #expect(list.stdout.hasPrefix("Maybe (not taken by a start until 'squad confirm NAME'):\n"))
        #expect(list.stderr == "No player is sure yet: 'gather squad confirm NAME' turns a maybe into one.\n")
    }

    /// A maybe named again without a mark is sure from now on, and `add` says so.
    @Test func aMaybeAddedAgain_isSaidConfirmed() async throws {
        let home = await makeFourPlayerHome()
        #expect(await gather("squad", "add", "Cy?", "--quiet", home: home).code == 0)
        let again = await gather("squad", "add", "Cy", home: home)
        #expect(again.code == 0 && again.stdout.contains("Confirmed Cy: a start takes them"))
    }

    /// Whose reserve place a maybe moved is said: no one is pushed out or let in without a word.
    @Test func aMaybeMadeSure_namesWhoBecameAReserve_andAPlayerTurnedMaybe_whoMovedUp() async throws {
        let home = await makeFourPlayerHome()
        #expect(await gather("squad", "limit", "2", "--quiet", home: home).code == 0)
        #expect(await gather("squad", "add", "Ana", "Bo?", "Cy", "Dee", "--quiet", home: home).code == 0)
        let confirmed = await gather("squad", "confirm", "Bo", home: home)
        #expect(confirmed.code == 0)
        #expect(confirmed.stdout == "Confirmed Bo: a start takes them\nNow reserves: Cy\n")
        let turned = await gather("squad", "add", "Ana?", home: home)
        #expect(turned.code == 0 && turned.stdout.hasSuffix("Up from the reserves: Cy\n"), "\(turned.stdout)")
        #expect(await gather("squad", "add", "Ana", home: home).stdout.hasSuffix("Now reserves: Cy\n"))
    }

    /// The week after: the chat post pasted back keeps the guest as the host's (they leave with the host),
    /// and the host's short name still means the host, not the guest player named after them.
    @Test func aChatPostPastedBack_keepsTheGuest_andTheHostsShortNameStillMeansTheHost() async throws {
        let home = await makeFourPlayerHome()
        #expect(await gather("players", "add", "Marco Rossi", "--quiet", home: home).code == 0)
        #expect(await gather("squad", "add", "-", stdin: ["Marco +1 my brother", "Ana"], home: home).code == 0)
        let post = await gather("squad", "list", "--format", "chat", home: home)
        #expect(post.stdout.contains("Marco Rossi's guest (my brother)"), "\(post.stdout)")
        #expect(await gather("squad", "clear", "--quiet", home: home).code == 0)

        let pasted = await gather("squad", "add", "-", stdin: outputLines(post.stdout), home: home)
        #expect(pasted.code == 0, "\(pasted.stderr)")
        #expect(pasted.stdout.contains("Guest of Marco Rossi: Marco Rossi's guest (#6), my brother"), "\(pasted.stdout)")
        #expect(await gather("squad", "list", "--format", "chat", home: home).stdout == post.stdout)

        let again = await gather("squad", "add", "-", stdin: ["Marco +1"], home: home)
        #expect(again.code == 0, "\(again.stderr)")
        #expect(await gather("squad", "remove", "Marco", home: home).code == 0)
        #expect(try await squad(home) == ["Ana"], "the guest left with the host")
    }

    @Test func addFromStdin_linesAndCommas_blanksAndSpacesIgnored() async throws {
        let home = await makeFourPlayerHome()
        let result = await gather("squad", "add", "-", stdin: ["  Ana ", "", "bo, Cy ,", "   ", "4", "ana"], home: home)
        #expect(result == (0, "Added Ana, Bo, Cy and Dee to the squad (4 players)\n", "Given more than once, taken once: 'Ana'\n"), "a repeated line is a warning (issue 39)")
        #expect(try await squad(home) == ["Ana", "Bo", "Cy", "Dee"])
    }

    @Test func addFromStdin_withUnknownNames_listsThemAll_andAddsNobody() async throws {
        let home = await makeFourPlayerHome()
        let result = await gather("squad", "add", "-", stdin: ["Ana", "Boo, Xavier", "Cyy"], home: home)
        #expect(result.code == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "Error: no player matches these 3 names: 'Boo' (did you mean 'Bo'?), 'Xavier' and 'Cyy' (did you mean 'Cy'?); "
            + "see 'gather players list'; to add newcomers to the roster, give --new\n")
        #expect(try await squad(home).isEmpty)
    }

    @Test func addFromEmptyStdin_isRefused() async {
        let home = await makeFourPlayerHome()
        let result = await gather("squad", "add", "-", stdin: ["", "  ", ","], home: home)
        #expect(result == (65, "", "Error: no players on stdin: pipe ids or names, one per line or comma-separated\n"))
    }

    /// The chat list that says who dropped out reads as `squad add -` reads one: notes,
    /// numbering and reactions are not part of the names.
    @Test func removeAndConfirmFromStdin_readAChatList() async throws {
        let home = await makeFourPlayerHome()
        #expect(await gather("squad", "add", "-", "--quiet", stdin: ["Ana", "Bo", "Cy", "Dee?"], home: home).code == 0)
        let removed = await gather("squad", "remove", "-", stdin: ["1. Ana", "2. Cy (sick)"], home: home)
        #expect(removed == (0, "Removed Ana and Cy from the squad (1 player, 1 maybe)\n", ""), "Dee is a maybe yet")
        #expect(await gather("squad", "confirm", "-", stdin: ["- Dee (now sure) ✅"], home: home).code == 0)
        #expect(try await squad(home) == ["Bo", "Dee"])
    }

    /// A guest comes with their host and leaves with them.
    @Test func removingAHost_takesTheirGuestOut_too() async throws {
        let home = await makeFourPlayerHome()
        #expect(await gather("squad", "add", "-", "--quiet", stdin: ["Ana +1", "Bo"], home: home).code == 0)
        #expect(try await squad(home).sorted() == ["Ana", "Ana's guest", "Bo"])
        #expect(await gather("squad", "remove", "Ana", home: home) == (0, "Removed Ana and Ana's guest from the squad (1 player)\n", ""))
        #expect(try await squad(home) == ["Bo"])
    }

    @Test func removeSomeoneNotInTheSquad_removesNobody() async throws {
        let home = await makeFourPlayerHome()
        _ = await gather("squad", "add", "Ana", "Bo", home: home)
        let result = await gather("squad", "remove", "Ana", "Cy", "Dee", home: home)
        #expect(result == (65, "", "Error: Cy and Dee are not in the squad: see 'gather squad list'\n"))
        #expect(try await squad(home) == ["Ana", "Bo"])
    }

    @Test func aPlayerDeletedFromTheRoster_dropsOutOfTheSquad() async throws {
        let home = await makeFourPlayerHome()
        _ = await gather("squad", "add", "Ana", "Bo", home: home)
        _ = await gather("players", "delete", "Ana", "--yes", home: home)
        #expect(try await squad(home) == ["Bo"])
    }

    // MARK: start --teams auto and the squad

    @Test func startAuto_withoutPlayersOrAll_splitsTheSquad_andEmptiesIt() async throws {
        let home = await makeFourPlayerHome()
        _ = await gather("squad", "add", "Ana", "Bo", "Cy", home: home)
        let started = try #require(try parseJSON(await gather("start", "--teams", "auto", "--json", home: home).stdout) as? [String: Any])
        let sides = ["teamA", "teamB"].flatMap { (started[$0] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String } }
        #expect(Set(sides) == ["Ana", "Bo", "Cy"])
        #expect(try await squad(home).isEmpty)
    }

    @Test func startAuto_withAnEmptySquad_saysHowToFillIt() async throws {
        let home = await makeFourPlayerHome()
        let result = await gather("start", "--teams", "auto", home: home)
        #expect(result == (65, "", "Error: the squad is empty: add who plays with 'gather squad add NAME…', or give --players LIST or --all\n"))
        #expect(try await historyEntries(home).isEmpty)
    }

    @Test func aFailedStart_keepsTheSquad() async throws {
        let home = await makeFourPlayerHome()
        _ = await gather("squad", "add", "Ana", home: home)
        let result = await gather("start", "--teams", "auto", home: home)
        #expect(result == (65, "", "Error: at least two players are needed to make two teams\n"))
        _ = await gather("start", "--teams", "Bo/Cy", home: home)
        _ = await gather("squad", "add", "Dee", home: home)
        #expect(await gather("start", "--teams", "auto", home: home).code == 1)  // a match is running
        #expect(try await squad(home) == ["Dee"])
    }

    // MARK: One squad per backend

    @Test func theSquadOfAServer_isItsOwn_andAStartThereEmptiesOnlyIt() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        let home = await makeFourPlayerHome()
        _ = await gather("squad", "add", "Dee", home: home)
        let online = ["GATHER_SERVER": server.baseURL.absoluteString]
        #expect(await gather("register", "coach", "--password-stdin", stdin: ["pw"], home: home, variables: online).code == 0)
        for name in ["Ana", "Bo", "Cy"] { _ = await gather("players", "add", name, home: home, variables: online) }
        #expect(try await squad(home, variables: online).isEmpty)

        let added = await gather("squad", "add", "-", stdin: ["Ana, Bo", "Cy"], home: home, variables: online)
        #expect(added == (0, "Added Ana, Bo and Cy to the squad (3 players)\n", ""))
        #expect(await gather("start", "--teams", "auto", home: home, variables: online).code == 0)
        let shown = try #require(try parseJSON(await gather("show", "--json", home: home, variables: online).stdout) as? [String: Any])
        #expect((shown["teamA"] as? [Any] ?? []).count + (shown["teamB"] as? [Any] ?? []).count == 3)
        #expect(try await squad(home, variables: online).isEmpty)
        #expect(try await squad(home) == ["Dee"])
    }
}

/// A squad with a limit: names beyond it are reserves in the order they came, the first
/// reserve moves up when a player drops out, and a start takes the players only.
@Suite struct SquadReservesCLITests {
    /// Maybes count in neither the players nor the reserves, in what a limit or a leaver says as in the list.
    @Test func aLimitOrALeaver_countsNoMaybe() async throws {
        let home = await makeFourPlayerHome()
        #expect(await gather("squad", "add", "-", stdin: ["Ana", "Bo?", "Cy", "Dee"], home: home).code == 0)
        let limited = await gather("squad", "limit", "3", home: home)
        #expect(limited.code == 0 && !limited.stdout.contains("Now reserves"), "three sure players: \(limited.stdout)")
        let lower = await gather("squad", "limit", "2", home: home)
        #expect(lower.stdout.contains("Now reserves: Dee"), "\(lower.stdout)")
        let left = await gather("squad", "remove", "Ana", home: home)
        #expect(left.stdout.contains("Up from the reserves: Dee"), "\(left.stdout)")
    }

    @Test func beyondTheLimit_areReserves_whoMoveUp_andAStartTakesThePlayersOnly() async throws {
        let home = await makeFourPlayerHome()
        #expect(await gather("players", "add", "Eve", "Fay", home: home).code == 0)
        let limited = await gather("squad", "limit", "4", home: home)
        #expect(limited.stdout == "The squad takes 4 players; later names are reserves\n")
        let added = await gather("squad", "add", "Ana", "Bo", "Cy", "Dee", "Eve", "Fay", home: home)
        #expect(added.stdout.contains("Reserves (the squad takes 4 players): Eve and Fay"))
        #expect(await gather("squad", "list", "--json", home: home).stdout.hasPrefix(#"{"limit":4,"players":[{"id":1"#))
        let listed = try #require(try parseJSON(await gather("squad", "list", "--json", home: home).stdout) as? [String: Any])
        #expect((listed["reserves"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == ["Eve", "Fay"])

        let removed = await gather("squad", "remove", "Bo", home: home)
        #expect(removed.stdout.contains("Up from the reserves: Eve"))
        let text = await gather("squad", "list", home: home).stdout
        #expect(text.contains("Reserves, in the order they came (the squad takes 4 players):"))

        let plan = try #require(try parseJSON(await gather("start", "--teams", "auto", "--dry-run", "--json", home: home).stdout) as? [String: Any])
        let names = ((plan["teamA"] as? [[String: Any]] ?? []) + (plan["teamB"] as? [[String: Any]] ?? [])).compactMap { $0["name"] as? String }
        #expect(Set(names) == ["Ana", "Cy", "Dee", "Eve"])

        #expect(await gather("squad", "limit", "3", home: home).stdout == "The squad takes 3 players; later names are reserves\nNow reserves: Eve\n")
        #expect(await gather("squad", "limit", "none", home: home).stdout == "The squad has no limit\nUp from the reserves: Eve and Fay\n")
        #expect(await gather("squad", "limit", "0", home: home).code == 64)

        // A real start, not only its plan: the four players play, the reserves do not.
        #expect(await gather("squad", "limit", "4", home: home).code == 0)
        let started = try #require(try parseJSON(await gather("start", "--teams", "auto", "--json", home: home).stdout) as? [String: Any])
        let playing = ((started["teamA"] as? [[String: Any]] ?? []) + (started["teamB"] as? [[String: Any]] ?? [])).compactMap { $0["name"] as? String }
        #expect(Set(playing) == ["Ana", "Cy", "Dee", "Eve"])
        let shown = await gather("show", home: home).stdout
        #expect(!shown.contains("Fay"))
    }
}
