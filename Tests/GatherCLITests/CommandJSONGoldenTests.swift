import Foundation
import Testing

@testable import GatherCLI

/// The exact `--json` text commands print, piped: they use the shapes of `JSONShapes`.
@Suite struct CommandJSONGoldenTests {
    /// The output with the gather's id (random) replaced by `ID`.
    private func withoutID(_ text: String) -> String {
        text.replacingOccurrences(of: #"[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}"#, with: "ID", options: .regularExpression)
    }

    @Test func playersAndTimerAndMatch_printTheirShapes() async {
        let home = TestHome()
        let clock = FakeClock()
        let add = await gather("players", "add", "Ana", "--age", "31", "--skill", "amateur", "--position", "striker", "--json", home: home, clock: clock)
        #expect(add.stdout == #"{"age":31,"aliases":[],"id":1,"name":"Ana","preferredPosition":"striker","skill":"amateur"}"# + "\n")
        _ = await gather("players", "add", "Bo", home: home, clock: clock)
        let set = await gather("timer", "set", "25:00", "--json", home: home, clock: clock)
        #expect(set.stdout == #"{"remainingSeconds":1500,"selectedSeconds":1500,"state":"ready","text":"25:00"}"# + "\n")

        let team = #""teamA":[{"age":31,"id":1,"name":"Ana","preferredPosition":"striker","skill":"amateur"}],"teamB":[{"id":2,"name":"Bo"}]"#
        let clockText = #""timer":{"remainingSeconds":1500,"selectedSeconds":1500,"state":"ready","text":"25:00"}"#
        let start = await gather("start", "--teams", "Ana/Bo", "--json", home: home, clock: clock)
        #expect(withoutID(start.stdout) == #"{"id":"ID","prediction":{"teamA":0.5,"teamB":0.5},"score":"0-0","startedAt":"2023-11-14T22:13:20Z","state":"running","# + team + "," + clockText + "}\n")
        let goal = await gather("goal", "b", "--json", home: home, clock: clock)
        #expect(withoutID(goal.stdout) == #"{"id":"ID","prediction":{"teamA":0.5,"teamB":0.5},"score":"0-1","startedAt":"2023-11-14T22:13:20Z","state":"running","# + team + "," + clockText + "}\n")
        let show = await gather("show", "--json", home: home, clock: clock)
        #expect(show.stdout == goal.stdout)
        let cancel = await gather("cancel", "--yes", "--json", home: home, clock: clock)
        #expect(withoutID(cancel.stdout) == #"{"id":"ID","prediction":{"teamA":0.5,"teamB":0.5},"score":"0-1","startedAt":"2023-11-14T22:13:20Z","state":"cancelled","# + team + "," + clockText + "}\n")

        _ = await gather("start", "--teams", "Ana/Bo", home: home, clock: clock)
        let end = await gather("end", "--score", "2-2", "--json", home: home, clock: clock)
        #expect(withoutID(end.stdout) == #"{"id":"ID","prediction":{"teamA":0.5,"teamB":0.5},"score":"2-2","startedAt":"2023-11-14T22:13:20Z","state":"ended","# + team + "," + clockText
            + #","winnerTeam":"None"}"# + "\n")
        let history = await gather("history", "--json", home: home, clock: clock)
        #expect(withoutID(history.stdout) == #"[{"id":"ID","score":"2-2","startedAt":"2023-11-14T22:13:20Z","winnerTeam":"None"}]"# + "\n")

        let delete = await gather("players", "delete", "Bo", "Bo", "--yes", "--json", home: home, clock: clock)
        #expect(delete.stdout == #"{"deleted":[2]}"# + "\n")
    }

    @Test func squad_printsTheSquadAsSquadListDoes_afterEveryCommand() async {
        let home = await makeFourPlayerHome()
        let ana = #"{"id":1,"name":"Ana","preferredPosition":"striker","skill":"amateur"}"#
        let dee = #"{"id":4,"name":"Dee","preferredPosition":"defender"}"#
        let both = #"{"limit":null,"players":["# + ana + "," + dee + #"],"reserves":[]}"# + "\n"
        #expect(await gather("squad", "add", "Ana", "Dee", "--json", home: home) == (0, both, ""))
        #expect(await gather("squad", "list", "--json", home: home) == (0, both, ""))
        _ = await gather("squad", "limit", "1", home: home)
        let moved = await gather("squad", "remove", "Ana", "--json", home: home)
        #expect(moved == (0, #"{"limit":1,"players":["# + dee + #"],"reserves":[]}"# + "\n", "Up from the reserves: Dee\n"))
        _ = await gather("squad", "limit", "none", home: home)
        #expect(await gather("squad", "clear", "--json", home: home) == (0, #"{"limit":null,"players":[],"reserves":[]}"# + "\n", ""))
        #expect(await gather("squad", "list", "--json", home: home) == (0, #"{"limit":null,"players":[],"reserves":[]}"# + "\n", ""))
    }
}
