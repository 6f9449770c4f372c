import Foundation
import Testing

@testable import FootballGatherCore
@testable import GatherCLI

/// The exact `--json` text of every shape, as piped (sorted keys, compact). A change
/// here is a change to the contract the README documents.
@Suite struct JSONShapeGoldenTests {
    static let gatherID = UUID(uuidString: "E88FE54F-6F0B-4E4B-9C1E-2B8F2C1A0D31")!
    static let started = Date(timeIntervalSince1970: 1_700_000_000)
    static let ana = Player(id: 1, name: "Ana", age: 31, skill: .amateur, preferredPosition: .striker, favouriteTeam: "Arsenal")
    static let bo = Player(id: 2, name: "Bo")
    static let clock = ClockStatus(state: .running, remainingSeconds: 1499, selectedSeconds: 1500, text: "24:59")
    static let match = ActiveMatch(
        gatherID: gatherID, backend: .server(URL(string: "http://127.0.0.1:9")!), teamA: [ana], teamB: [bo],
        score: Score(teamA: 3, teamB: 2), pending: [7], startedAt: started)

    static let anaText = #"{"age":31,"favouriteTeam":"Arsenal","id":1,"name":"Ana","preferredPosition":"striker","skill":"amateur"}"#
    static let boText = #"{"id":2,"name":"Bo"}"#
    static let clockText = #"{"remainingSeconds":1499,"selectedSeconds":1500,"state":"running","text":"24:59"}"#

    private func piped<Value: Encodable>(_ value: Value) throws -> String {
        let console = RecordingConsole()
        try Output(console: console, json: true, quiet: false, colour: false).printJSON(value)
        return console.stdout
    }

    /// Issue 28: a row of the league table has `points`, `ppg` (over the matches with known
    /// sides, absent before any) and `goalsFor`.
    @Test func statsRow_hasPointsPPGAndGoalsFor() throws {
        var record = PlayerRecord(id: 1, rating: Rating(mean: 0.047, uncertainty: 0.908), ratedMatches: 3)
        (record.played, record.won, record.drawn, record.lost, record.unknownTeam) = (4, 2, 1, 0, 1)
        (record.goals, record.goalsFor, record.goalDifference) = (2, 5, 3)
        record.outcomes = [.won, .drawn, .won]
        #expect(try piped(StatsRowJSON(StatsRow(player: Self.ana, record: record))) == #"""
            {"drawn":1,"form":"WDW","goalDifference":3,"goals":2,"goalsFor":5,"id":1,"lost":0,"name":"Ana","played":4,"points":7,"ppg":2.333,"provisional":true,"rating":1009,"ratingMean":0.047,"ratingUncertainty":0.908,"streak":"W1","won":2}
            """# + "\n")
        record.outcomes = []
        (record.won, record.drawn) = (0, 0)
        #expect(try !piped(StatsRowJSON(StatsRow(player: Self.ana, record: record))).contains("ppg"))
    }

    @Test func player_isTheAPIShape_emptyFieldsAbsent() throws {
        #expect(try piped(PlayerJSON(Self.ana)) == Self.anaText + "\n")
        #expect(try piped(PlayerJSON(Player(id: 2, name: "Bo", favouriteTeam: ""))) == Self.boText + "\n")
    }

    @Test func playerOfThePlayerCommands_alwaysHasItsAliases() throws {
        var kwame = Player(id: 3, name: "Kwame Mensah")
        #expect(try piped(PlayerJSON.withAliases(kwame)) == #"{"aliases":[],"id":3,"name":"Kwame Mensah"}"# + "\n")
        kwame.aliases = ["Kwa", "KM"]
        #expect(try piped(PlayerJSON.withAliases(kwame)) == #"{"aliases":["Kwa","KM"],"id":3,"name":"Kwame Mensah"}"# + "\n")
        #expect(try piped(PlayerJSON(kwame)) == #"{"id":3,"name":"Kwame Mensah"}"# + "\n", "team lists and the squad leave them out")
    }

    @Test func feeRow_hasItsCentsAndBalance() throws {
        let row = FeeRow(player: Self.bo, balance: FeeBalance(playerID: 2, matches: 2, chargedCents: 1250, paidCents: 2000))
        #expect(try piped(FeeJSON(row)) == #"{"balanceCents":-750,"chargedCents":1250,"id":2,"matches":2,"name":"Bo","paidCents":2000}"# + "\n")
    }

    @Test func matchPlayer_printsAsThePlayer() throws {
        #expect(try piped(PlayerJSON(Self.ana)) == Self.anaText + "\n")
    }

    @Test func clock_hasStateRemainingSelectedAndText() throws {
        #expect(try piped(Self.clock) == Self.clockText + "\n")
    }

    @Test func gather_ended_andRunning() throws {
        let ended = HistoryEntry(id: Self.gatherID, score: "3-2", winnerTeam: "Team A", startedAt: Self.started)
        #expect(try piped(GatherJSON(ended)) == #"{"id":"E88FE54F-6F0B-4E4B-9C1E-2B8F2C1A0D31","score":"3-2","startedAt":"2023-11-14T22:13:20Z","winnerTeam":"Team A"}"# + "\n")
        let running = HistoryEntry(id: Self.gatherID, score: nil, winnerTeam: nil, startedAt: nil)
        #expect(try piped(GatherJSON(running)) == #"{"id":"E88FE54F-6F0B-4E4B-9C1E-2B8F2C1A0D31"}"# + "\n")
        let fromServer = Gather(id: Self.gatherID, userId: UUID(), score: "1-1", winnerTeam: "None")
        #expect(try piped(GatherJSON(fromServer)) == #"{"id":"E88FE54F-6F0B-4E4B-9C1E-2B8F2C1A0D31","score":"1-1","winnerTeam":"None"}"# + "\n")
    }

    @Test func gatherDetail_hasTheTeams_orThePlayersWhenTeamsAreUnknown() throws {
        let entry = HistoryEntry(id: Self.gatherID, score: "3-2", winnerTeam: "Team A", startedAt: nil)
        let known = [LineupRow(player: Self.ana, team: .teamA), LineupRow(player: Self.bo, team: .teamB)]
        #expect(try piped(GatherJSON(entry, lineup: known)) == #"{"id":"E88FE54F-6F0B-4E4B-9C1E-2B8F2C1A0D31","score":"3-2","#
            + #""teamA":[\#(Self.anaText)],"teamB":[\#(Self.boText)],"winnerTeam":"Team A"}"# + "\n")
        let unknown = [LineupRow(player: Self.ana, team: nil)]
        #expect(try piped(GatherJSON(entry, lineup: unknown)) == #"{"id":"E88FE54F-6F0B-4E4B-9C1E-2B8F2C1A0D31","#
            + #""players":[\#(Self.anaText)],"score":"3-2","winnerTeam":"Team A"}"# + "\n")
    }

    @Test func match_running_isFlat_withStateAndTimer_andNothingInternal() throws {
        let text = try piped(MatchJSON(MatchSnapshot(match: Self.match, timer: Self.clock)))
        #expect(text == #"{"id":"E88FE54F-6F0B-4E4B-9C1E-2B8F2C1A0D31","score":"3-2","startedAt":"2023-11-14T22:13:20Z","#
            + #""state":"running","teamA":[\#(Self.anaText)],"teamB":[\#(Self.boText)],"timer":\#(Self.clockText)}"# + "\n")
    }

    @Test func match_beforeAnyGoal_scoresZeroZero() throws {
        var match = Self.match
        match.score = nil
        let text = try piped(MatchJSON(match, state: .running, timer: Self.clock))
        #expect(text == #"{"id":"E88FE54F-6F0B-4E4B-9C1E-2B8F2C1A0D31","score":"0-0","startedAt":"2023-11-14T22:13:20Z","#
            + #""state":"running","teamA":[\#(Self.anaText)],"teamB":[\#(Self.boText)],"timer":\#(Self.clockText)}"# + "\n")
    }

    @Test func match_ended_hasTheWinner_cancelledHasNone() throws {
        let ended = try piped(MatchJSON(Self.match, state: .ended, score: Score(teamA: 1, teamB: 1), timer: Self.clock))
        #expect(ended == #"{"id":"E88FE54F-6F0B-4E4B-9C1E-2B8F2C1A0D31","score":"1-1","startedAt":"2023-11-14T22:13:20Z","#
            + #""state":"ended","teamA":[\#(Self.anaText)],"teamB":[\#(Self.boText)],"timer":\#(Self.clockText),"winnerTeam":"None"}"# + "\n")
        let cancelled = try piped(MatchJSON(Self.match, state: .cancelled, timer: Self.clock))
        #expect(cancelled == #"{"id":"E88FE54F-6F0B-4E4B-9C1E-2B8F2C1A0D31","score":"3-2","startedAt":"2023-11-14T22:13:20Z","#
            + #""state":"cancelled","teamA":[\#(Self.anaText)],"teamB":[\#(Self.boText)],"timer":\#(Self.clockText)}"# + "\n")
    }

    @Test func matchFileOfAnEarlierVersion_stillLoads_andPrintsAPIPlayers() throws {
        let old = #"""
            {"gatherID":"E88FE54F-6F0B-4E4B-9C1E-2B8F2C1A0D31","server":"http://127.0.0.1:9","pending":[],
             "startedAt":"2023-11-14T22:13:20Z","teamA":[{"id":1,"name":"Ana","skill":"amateur","position":"striker"}],"teamB":[{"id":2,"name":"Bo"}]}
            """#
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let match = try decoder.decode(ActiveMatch.self, from: Data(old.utf8))
        let text = try piped(MatchJSON(match, state: .running, timer: Self.clock))
        #expect(text.contains(#""teamA":[{"id":1,"name":"Ana","preferredPosition":"striker","skill":"amateur"}],"teamB":[{"id":2,"name":"Bo"}]"#))
    }

    @Test func aPlayerAddedWithoutSignal_isWrittenByTheirTemporaryID_inEveryPlayerShape() throws {
        let newcomer = Player(id: -2, name: "Zed", skill: .amateur)
        #expect(try piped(PlayerJSON.withAliases(newcomer)) == #"{"aliases":[],"id":"~2","name":"Zed","skill":"amateur"}"# + "\n")
        #expect(try piped(GoalJSON(GoalEvent(side: .teamA, scorer: -2))) == #"{"isOwnGoal":false,"scorer":"~2","side":"teamA"}"# + "\n")
    }

    @Test func smallShapes() throws {
        #expect(try piped(DeletedJSON(deleted: [3, 7].map(PlayerIDJSON.init))) == #"{"deleted":[3,7]}"# + "\n")
        #expect(try piped(DeletedJSON(deleted: [-1].map(PlayerIDJSON.init))) == #"{"deleted":["~1"]}"# + "\n", "a player added without signal")
        #expect(try piped(DeletedJSON(deleted: [Self.gatherID])) == #"{"deleted":["E88FE54F-6F0B-4E4B-9C1E-2B8F2C1A0D31"]}"# + "\n")
        #expect(try piped(SettingJSON(key: "server", value: "http://127.0.0.1:8080")) == #"{"key":"server","value":"http://127.0.0.1:8080"}"# + "\n")
        #expect(try piped(SettingJSON(key: "server", value: nil)) == #"{"key":"server"}"# + "\n")
        #expect(try piped(AccountJSON(server: URL(string: "http://127.0.0.1:8080")!, username: "ana", loggedIn: true))
            == #"{"loggedIn":true,"server":"http://127.0.0.1:8080","username":"ana"}"# + "\n")
        #expect(try piped(ExportJSON(file: "backup.json", players: 2, gathers: 1)) == #"{"file":"backup.json","gathers":1,"players":2}"# + "\n")
        #expect(try piped(CompletionJSON(shell: "bash", script: "complete -F _gather gather\n"))
            == #"{"script":"complete -F _gather gather\n","shell":"bash"}"# + "\n")
        var report = ImportReport()
        report.addedPlayers = ["Ana"]
        report.skippedPlayers = ["Bo"]
        report.addedGathers = 1
        report.changedPlayerIDs = ["4": 2]
        #expect(try piped(report) == #"{"addedGathers":1,"addedPlayers":["Ana"],"aliasesLeftOut":[],"changedGatherIDs":{},"changedPlayerIDs":{"4":2},"#
            + #""joinedSquad":[],"leftActive":[],"leftSquad":[],"retired":[],"skippedGathers":0,"skippedPlayers":["Bo"]}"# + "\n")
        let status = StatusReport(
            backend: .server, server: "http://127.0.0.1:8080", reachable: true, user: "ana", token: .accepted,
            problem: .unreachable(Unreachable(server: "not encoded", reason: .refused)))
        #expect(try piped(status) == #"{"backend":"server","pending":0,"reachable":true,"server":"http://127.0.0.1:8080","token":"accepted","user":"ana"}"# + "\n")
        let offline = StatusReport(backend: .offline, dataDirectory: "/data/gather", token: .none)
        #expect(try piped(offline) == #"{"backend":"offline","dataDirectory":"/data/gather","pending":0,"token":"none"}"# + "\n")
    }

    /// Held changes are counted apart, in the JSON and the line, and absent when none.
    @Test func status_countsTheHeldChangesApart() throws {
        var report = StatusReport(backend: .server, server: "http://127.0.0.1:8080", user: "ana", token: .accepted)
        (report.pending, report.pendingSince, report.held) = (3, Date(timeIntervalSince1970: 1_800_000_000), 1)
        #expect(try piped(report).contains(#""held":1,"#))
        let console = RecordingConsole()
        try StatusCommand.render(report, output: Output(console: console, json: false, quiet: false, colour: false))
        #expect(console.stdout.contains("Waiting: 3 changes kept since ") && console.stdout.contains(", 1 held for you: 'gather sync' says why, and sends the rest\n"))
    }
}
