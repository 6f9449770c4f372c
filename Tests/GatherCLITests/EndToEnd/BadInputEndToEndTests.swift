import Foundation
import Testing

/// Bad input through the real binary, offline: one case per exit code, to see the
/// process's own status; every case runs in-process in `BadInputCLITests`.
@Suite struct BadInputEndToEndTests {
    @Test(arguments: BadInputCase.throughTheBinary)
    func badInput_isRefusedCleanly_andChangesNothing(_ badInput: BadInputCase) async throws {
        let gather = try GatherBinary()
        defer { gather.cleanUp() }
        try badInput.home.write(into: gather)
        let before = EndToEndCheck.snapshot(of: gather.home)
        #expect(before["data/gather/offline.json"] != nil)

        let result = try await gather.run(badInput.arguments(in: gather.home), stdin: "")

        EndToEndCheck.expectCleanFailure(result, code: badInput.code, containing: badInput.message)
        #expect(EndToEndCheck.snapshot(of: gather.home) == before, "a stored file changed")
    }

    @Test(arguments: ["Zoë", "José", "山田", "Łukasz Żółć", String(repeating: "山", count: 64), String(repeating: "é", count: 64)])
    func unicodeName_isAccepted_andStoredAsGiven(_ name: String) async throws {
        let gather = try GatherBinary()
        defer { gather.cleanUp() }
        try SeedHome.players.write(into: gather)

        let added = try await gather.run("players", "add", name)

        #expect(added.code == 0, "stderr: \(added.stderr)")
        #expect(added.stderr.isEmpty)
        #expect(added.stdout == "Added player \(name) (#7)\n")
        let data = try Data(contentsOf: gather.dataFile)
        let stored = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let names = (stored["players"] as? [[String: Any]])?.compactMap { $0["name"] as? String } ?? []
        #expect(names.contains(name))
        let shown = try await gather.run("players", "show", "7", "--json")
        let player = try #require(try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any])
        #expect(player["name"] as? String == name)
    }
}

/// One bad command line: what it is run on, its exit code and a fragment of its message.
struct BadInputCase: Sendable, CustomTestStringConvertible {
    /// `{HOME}` in an argument stands for the case's temporary home.
    var arguments: [String]
    var code: Int32
    var message: String
    var home: SeedHome = .players

    init(_ arguments: [String], _ code: Int32, _ message: String, on home: SeedHome = .players) {
        self.arguments = arguments
        self.code = code
        self.message = message
        self.home = home
    }

    func arguments(in home: URL) -> [String] {
        arguments.map { $0.replacingOccurrences(of: "{HOME}", with: home.path) }
    }

    var testDescription: String {
        let shown = arguments.map { $0.count > 24 ? String($0.prefix(12)) + "…(\($0.count))" : $0 }
        return "gather \(shown.joined(separator: " ")) → \(code) [\(home)]"
    }

    static let longName = String(repeating: "x", count: 65)
    static let longUnicodeName = String(repeating: "山", count: 65)

    static let all: [BadInputCase] = usage + numbers + names + players + teams + times + scores + lineup + configuration + files + matchState

    /// One of each exit code, run as a process.
    static let throughTheBinary: [BadInputCase] = [
        usage[0], names[0], files[0], configuration[6], configuration[9], matchState[0],
    ]

    /// Unknown commands, options and arguments.
    static let usage: [BadInputCase] = [
        .init(["frobnicate"], 64, "Unknown command 'frobnicate'"),
        .init(["players", "lst"], 64, "Did you mean 'list'?"),
        .init(["players", "list", "--nmae", "x"], 64, "Unknown option '--nmae'"),
        .init(["players", "add", "Zed", "--bogus"], 64, "Unknown option '--bogus'"),
        .init(["--json", "players", "add", "Zed", "--bogus"], 64, "Unknown option '--bogus'"),
        .init(["players", "list", "extra"], 64, "Unexpected argument 'extra'"),
        .init(["players", "add"], 64, "Missing argument 'NAME'"),
        .init(["players", "add", "Zed", "--age"], 64, "Missing value for '--age"),
        .init(["players", "add", "Zed", "--skill", "wizard"], 64, "expected one of beginner, amateur, professional"),
        .init(["players", "add", "Zed", "--position", "libero"], 64, "'libero' for '--position"),
        .init(["players", "list", "--sort", "age"], 64, "'age' for '--sort"),
        .init(["players", "edit", "Ana", "--age", "30", "--clear-age"], 64, "cannot be used together"),
        .init(["sync", "--drop", "1", "--send", "2"], 64, "'--drop' and '--send' cannot be used together"),
        .init(["sync", "--dry-run", "--send", "2"], 64, "'--dry-run' and '--send' cannot be used together"),
        .init(["completion", "tcsh"], 64, "Invalid value 'tcsh' for '<SHELL>'"),
        .init(["help", "nosuch"], 64, "Unknown command 'nosuch'"),
        .init(["start"], 64, "--teams"),
    ]

    /// Numbers that do not parse (64) or are out of range (65).
    static let numbers: [BadInputCase] = [
        .init(["players", "add", "Zed", "--age", "abc"], 64, "'abc' for '--age"),
        .init(["players", "add", "Zed", "--age", "1e3"], 64, "'1e3' for '--age"),
        .init(["players", "add", "Zed", "--age", "12.5"], 64, "'12.5' for '--age"),
        .init(["players", "add", "Zed", "--age", "99999999999999999999"], 64, "'99999999999999999999' for '--age"),
        .init(["--timeout", "abc", "players", "list"], 64, "'abc' for '--timeout"),
        .init(["players", "list", "--timeout", "2.5"], 64, "'2.5' for '--timeout"),
        .init(["--timeout", "0", "players", "list"], 65, "1 to 3600"),
        .init(["--timeout", "3601", "players", "list"], 65, "1 to 3600"),
        .init(["players", "add", "Zed", "--age", "-5"], 65, "age -5 is not allowed"),
        .init(["players", "add", "Zed", "--age=-1"], 65, "age -1 is not allowed"),
        .init(["players", "add", "Zed", "--age", "0"], 65, "age 0 is not allowed"),
        .init(["players", "add", "Zed", "--age", "400"], 65, "age 400 is not allowed"),
        .init(["players", "edit", "Ana", "--age", "100"], 65, "age 100 is not allowed"),
    ]

    /// Blank and over-long names.
    static let names: [BadInputCase] = [
        .init(["players", "add", ""], 65, "cannot be blank"),
        .init(["players", "add", "   "], 65, "cannot be blank"),
        .init(["players", "add", "\t \n"], 65, "cannot be blank"),
        .init(["--quiet", "players", "add", " "], 65, "cannot be blank"),
        .init(["players", "add", longName], 65, "at most 64 characters"),
        .init(["players", "add", longUnicodeName], 65, "at most 64 characters"),
        .init(["players", "edit", "Ana", "--name", "  "], 65, "cannot be blank"),
        .init(["players", "edit", "Ana", "--name", longName], 65, "at most 64 characters"),
    ]

    /// Players that do not exist, or cannot be told apart.
    static let players: [BadInputCase] = [
        .init(["players", "show", "Nobody"], 65, "no player matches 'Nobody'"),
        .init(["players", "show", "99"], 65, "no player matches '99'"),
        .init(["players", "show", "#99"], 65, "no player matches '#99'"),
        .init(["players", "show", "sam"], 65, "matches several players"),
        .init(["players", "edit", "Nobody", "--age", "30"], 65, "no player matches 'Nobody'"),
        .init(["players", "delete", "Nobody", "--yes"], 65, "no player matches 'Nobody'"),
        .init(["players", "gathers", "Nobody"], 65, "no player matches 'Nobody'"),
        .init(["players", "delete", "Ana"], 64, "--yes"),
        .init(["players", "delete", "Ana", "--no-input"], 64, "--yes"),
    ]

    /// Team specs: unknown players, a player twice, malformed sides.
    static let teams: [BadInputCase] = [
        .init(["start", "--teams", "Nobody/Bo"], 65, "no player matches 'Nobody'"),
        .init(["start", "--teams", "1,2/99"], 65, "no player matches '99'"),
        .init(["start", "--teams", "Ana,Bo/Bo,Cy"], 65, "Bo (#2) is picked twice"),
        .init(["start", "--teams", "ana/ANA"], 65, "picked twice"),
        .init(["start", "--teams", "1,2"], 64, "Invalid value '1,2' for '--teams"),
        .init(["start", "--teams", "1/2/3"], 64, "Invalid value '1/2/3' for '--teams"),
        .init(["start", "--teams", "/"], 64, "Invalid value '/' for '--teams"),
        .init(["start", "--teams", "1,2/"], 64, "Invalid value '1,2/' for '--teams"),
        .init(["start", "--teams", "1,,2/3"], 64, "Invalid value '1,,2/3' for '--teams"),
        .init(["start", "--teams", "auto"], 65, "the squad is empty: add who plays with 'gather squad add NAME…', or give --players LIST or --all"),
        .init(["start", "--teams", "auto", "--players", "Ana,Nobody"], 65, "no player matches 'Nobody'"),
        .init(["start", "--teams", "auto", "--players", "Anna,Nobody"], 65, "'Anna' (did you mean 'Ana'?) and 'Nobody'"),
        .init(["start", "--teams", "auto", "--players", "-"], 65, "no players on stdin"),
        .init(["start", "--teams", "auto", "--except", "Ana"], 64, "--except leaves players out of --all: add --all."),
        .init(["start", "--teams", "auto", "--all", "--except", "Nobody"], 65, "no player matches 'Nobody'"),
        .init(["squad", "add"], 64, "Missing argument 'PLAYER'"),
        .init(["squad", "add", "Ana", "Nobody"], 65, "no player matches 'Nobody'"),
        .init(["squad", "add", "-"], 65, "no players on stdin"),
        .init(["squad", "remove", "Ana"], 65, "Ana is not in the squad"),
        .init(["start", "--teams", "Ana/Bo", "--seed", "3"], 64, "--seed only goes with --teams auto"),
    ]

    /// Match clock values: malformed, zero, and beyond 99:59.
    static let times: [BadInputCase] = [
        .init(["timer", "set", "75:00:00"], 64, "Invalid value '75:00:00' for '<TIME>'"),
        .init(["timer", "set", "abc"], 64, "Invalid value 'abc' for '<TIME>'"),
        .init(["timer", "set", "0:00"], 65, "Invalid value '0:00' for '<TIME>'"),
        .init(["timer", "set", "100:00"], 65, "Invalid value '100:00' for '<TIME>'"),
        .init(["timer", "set", "-1"], 64, "-1"),
        .init(["timer", "set", "99:60"], 64, "Invalid value '99:60' for '<TIME>'"),
        .init(["timer", "set"], 64, "Missing argument 'TIME'"),
        // Written right but out of range: 65, as an age of 400 is (64 is for a malformed value).
        // The usage line must be the command's own, not `timer set`'s.
        .init(["start", "--teams", "Ana/Bo", "--time", "0:6o"], 64, "Usage: gather start"),
        .init(["timer", "run", "1:0x"], 64, "Usage: gather timer run"),
        .init(["start", "--teams", "Ana/Bo", "--time", "0:00"], 65, "Invalid value '0:00' for '--time <TIME>'"),
        .init(["timer", "run", "100:00"], 65, "Invalid value '100:00' for '<TIME>'"),
    ]

    /// Scores and goals against a running match.
    static let scores: [BadInputCase] = [
        .init(["score", "3"], 64, "Invalid value '3' for '<SCORE>'", on: .activeMatch),
        .init(["score", "a-b"], 64, "Invalid value 'a-b' for '<SCORE>'", on: .activeMatch),
        .init(["score", "100-0"], 65, "Invalid value '100-0' for '<SCORE>'", on: .activeMatch),
        .init(["score", "-1-2"], 64, "-1-2", on: .activeMatch),
        .init(["score", "3-2-1"], 64, "Invalid value '3-2-1' for '<SCORE>'", on: .activeMatch),
        .init(["score"], 64, "Missing argument 'SCORE'", on: .activeMatch),
        .init(["goal", "c"], 64, "Invalid value 'c' for '<TEAM>'", on: .activeMatch),
        .init(["goal", "c", "--undo"], 64, "Invalid value 'c' for '<TEAM>'", on: .activeMatch),
        // The usage line must be the command's own, not `score`'s.
        .init(["end", "--score", "3-2-1"], 64, "Usage: gather end", on: .activeMatch),
    ]

    /// Late arrivals, moves and swaps against a running match (Ana and Bo against Cy and Dee).
    static let lineup: [BadInputCase] = [
        .init(["add", "Cy"], 65, "Cy already plays for Team B in the running match", on: .activeMatch),
        .init(["add", "Nobody"], 65, "no player matches 'Nobody'", on: .activeMatch),
        .init(["add", "sam"], 65, "'sam' matches several players", on: .activeMatch),
        .init(["add", "5", "--team", "c"], 64, "Invalid value 'c' for '--team", on: .activeMatch),
        .init(["move", "Sam", "a"], 65, "no player of the running match matches 'Sam'", on: .activeMatch),
        .init(["move", "Ana", "a"], 65, "Ana already plays for Team A: nothing to move", on: .activeMatch),
        .init(["move", "Ana", "c"], 64, "Invalid value 'c' for '<TEAM>'", on: .activeMatch),
        .init(["move", "Ana"], 64, "Missing argument 'TEAM'", on: .activeMatch),
        .init(["swap", "Ana", "Bo"], 65, "Ana and Bo both play for Team A", on: .activeMatch),
        .init(["swap", "Ana", "#1"], 65, "Ana cannot be swapped with themselves", on: .activeMatch),
        .init(["swap", "Ana"], 64, "Missing argument 'OTHER'", on: .activeMatch),
    ]

    /// Server addresses and config files that cannot be used.
    static let configuration: [BadInputCase] = [
        .init(["--server", "127.0.0.1:8080", "players", "list"], 78, "has no scheme"),
        .init(["players", "list", "--server", "127.0.0.1:8080"], 78, "add http:// or https://"),
        .init(["--server", "ftp://x", "players", "list"], 78, "ftp://"),
        .init(["--server", "http://", "players", "list"], 78, "has no host"),
        .init(["--server", "http://127.0.0.1:8080/api", "players", "list"], 78, "has a path"),
        .init(["players", "list"], 78, "has no scheme", on: .configServer("127.0.0.1:8080")),
        .init(["players", "list"], 78, "config file", on: .corruptConfig),
        .init(["players", "add", "Zed"], 78, "config file", on: .corruptConfig),
        .init(["config", "set", "server", "http://127.0.0.1:8080"], 78, "config file", on: .corruptConfig),
        .init(["players", "list"], 65, "offline data file", on: .corruptData),
        .init(["players", "add", "Zed"], 65, "offline data file", on: .corruptData),
        .init(["start", "--teams", "1/2"], 65, "offline data file", on: .corruptData),
        .init(["players", "list"], 65, "lacks the field", on: .incompleteData),
    ]

    /// Import and export files.
    static let files: [BadInputCase] = [
        .init(["import", "{HOME}/missing.json"], 66, "does not exist"),
        .init(["import", "{HOME}/other.json"], 65, "is not a gather export file"),
        .init(["import", "{HOME}/broken.json"], 65, "is not a gather export file"),
    ]

    /// Commands that need (or must not have) a running match.
    static let matchState: [BadInputCase] = [
        .init(["end"], 1, "no match is running"),
        .init(["end", "--score", "3-2"], 1, "no match is running"),
        .init(["goal", "a"], 1, "no match is running"),
        .init(["show"], 1, "no match is running"),
        .init(["add", "Ana"], 1, "no match is running"),
        .init(["move", "Ana", "b"], 1, "no match is running"),
        .init(["swap", "Ana", "Cy"], 1, "no match is running"),
        .init(["cancel", "--yes"], 1, "no match is running"),
        .init(["start", "--resume"], 1, "no match is running"),
        .init(["start", "--teams", "Ana/Bo"], 1, "a match is already running", on: .activeMatch),
        .init(["start", "--resume"], 1, "nothing to resume", on: .activeMatch),
        .init(["end"], 64, "--yes", on: .activeMatch),
        .init(["cancel"], 64, "--yes", on: .activeMatch),
    ]
}

/// A home written straight to disk, without running `gather`: the offline data file
/// with six players (two of them named Sam), and what each case adds to it.
enum SeedHome: Sendable, CustomStringConvertible {
    case players
    case activeMatch
    case corruptConfig
    case corruptData
    case incompleteData
    case configServer(String)

    var description: String {
        switch self {
        case .players: "players"
        case .activeMatch: "active match"
        case .corruptConfig: "corrupt config"
        case .corruptData: "corrupt data"
        case .incompleteData: "incomplete data"
        case .configServer(let server): "config server \(server)"
        }
    }

    static let gatherID = "5F0C6A4E-2B7D-4C1E-9A3B-8D2E1F0A7C64"
    static let userID = "0D4C1B2A-3E5F-4A6B-8C7D-9E0F1A2B3C4D"

    static func dataFile(withGather: Bool) -> String {
        let gathers = withGather ? """
            {"createdAt": "2025-11-28T10:00:00Z", "id": "\(gatherID)", "members": [
              {"playerID": 1, "team": "Team A"}, {"playerID": 2, "team": "Team A"},
              {"playerID": 3, "team": "Team B"}, {"playerID": 4, "team": "Team B"}]}
            """ : ""
        return """
            {
              "gathers": [\(gathers)],
              "nextPlayerID": 7,
              "players": [
                {"age": 24, "id": 1, "name": "Ana", "preferredPosition": "striker", "skill": "amateur"},
                {"id": 2, "name": "Bo", "skill": "beginner"},
                {"favouriteTeam": "Ajax", "id": 3, "name": "Cy"},
                {"id": 4, "name": "Dee", "preferredPosition": "goalkeeper", "skill": "professional"},
                {"id": 5, "name": "Sam"},
                {"id": 6, "name": "sam"}
              ],
              "userID": "\(userID)",
              "version": 1
            }

            """
    }

    /// The running match, as `state.json` keeps it; an offline match names no data directory.
    static let stateFile = """
        {"version": 1, "match": {
          "gatherID": "\(gatherID)",
          "pending": [],
          "startedAt": "2025-11-28T10:00:00Z",
          "teamA": [{"id": 1, "name": "Ana", "skill": "amateur", "position": "striker"}, {"id": 2, "name": "Bo", "skill": "beginner"}],
          "teamB": [{"id": 3, "name": "Cy"}, {"id": 4, "name": "Dee", "skill": "professional", "position": "goalkeeper"}]
        }}

        """

    func write(into gather: GatherBinary) throws { try write(into: gather.home) }

    /// Writes the files under `home`, laid out as `config`, `data` and `state` folders.
    func write(into home: URL) throws {
        var files = [
            "data/gather/offline.json": Self.dataFile(withGather: self == .activeMatch),
            "other.json": "{\"hello\": \"world\", \"players\": 3}\n",
            "broken.json": "[{\"name\": \"Ana\"",
        ]
        switch self {
        case .players: break
        case .activeMatch: files["state/gather/state.json"] = Self.stateFile
        case .corruptConfig: files["config/gather/config.json"] = "{\"server\": \"http://127.0.0.1:8080\",\n"
        case .corruptData: files["data/gather/offline.json"] = "{\"players\": [oops"
        case .incompleteData: files["data/gather/offline.json"] = "{\"version\": 1, \"nextPlayerID\": 2, \"userID\": \"\(Self.userID)\", \"players\": [{\"id\": 1}], \"gathers\": []}\n"
        case .configServer(let server): files["config/gather/config.json"] = "{\"server\": \"\(server)\"}\n"
        }
        for (path, text) in files {
            let url = home.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
            try Data(text.utf8).write(to: url)
        }
    }
}

extension SeedHome: Equatable {}
