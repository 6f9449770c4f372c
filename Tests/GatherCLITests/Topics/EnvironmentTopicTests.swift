@testable import FootballGatherCore
import Foundation
import Testing

@testable import GatherCLI

/// `gather help environment` against the variables the code reads: every variable it
/// lists changes what gather does, and no variable outside it does.
@Suite struct EnvironmentTopicTests {
    /// For each variable gather reads, a check that setting it changes what gather does.
    /// A variable added to the registry without one here fails `everyListedVariable_isRead`.
    private static let effects: [String: @Sendable (String) async -> Bool] = [
        "GATHER_SERVER": { name in
            let status = await gather(arguments: ["status", "--json"], home: TestHome(), variables: [name: "http://127.0.0.1:9"])
            return status.stdout.contains(#""server":"http:\/\/127.0.0.1:9""#) || status.stdout.contains(#""server":"http://127.0.0.1:9""#)
        },
        "GATHER_CONNECT_TIMEOUT": { name in
            ConnectTimeout.gate(variables: [:], requestTimeout: 15) != nil
                && ConnectTimeout.gate(variables: [name: "0"], requestTimeout: 15) == nil
        },
        "NO_COLOR": { name in colourOff(with: [name: "1"]) },
        "TERM": { name in colourOff(with: [name: "dumb"]) },
        "COLUMNS": { name in
            Output.tableWidth(console: RecordingConsole(isTerminal: true), environment: [name: "41"]) == 41
        },
        "HOME": { name in
            GatherPaths(environment: [name: "/one"]).dataDirectory != GatherPaths(environment: [name: "/two"]).dataDirectory
        },
        "XDG_CONFIG_HOME": { name in
            GatherPaths(environment: [name: "/one"]).configDirectory.path == "/one/gather"
        },
        "XDG_DATA_HOME": { name in
            let home = TestHome()
            let elsewhere = home.file("elsewhere").path
            let status = await gather(arguments: ["status", "--json"], home: home, variables: [name: elsewhere])
            return status.stdout.contains("elsewhere")
        },
        "XDG_STATE_HOME": { name in
            GatherPaths(environment: [name: "/one"]).stateDirectory.path == "/one/gather"
        },
        "http_proxy": proxyTurnsTheConnectCheckOff, "https_proxy": proxyTurnsTheConnectCheckOff,
        "HTTPS_PROXY": proxyTurnsTheConnectCheckOff, "all_proxy": proxyTurnsTheConnectCheckOff,
        "ALL_PROXY": proxyTurnsTheConnectCheckOff,
    ]

    private static func colourOff(with variables: [String: String]) -> Bool {
        Style.colourWanted(isTerminal: true, environment: [:], noColorFlag: false)
            && !Style.colourWanted(isTerminal: true, environment: variables, noColorFlag: false)
    }

    private static let proxyTurnsTheConnectCheckOff: @Sendable (String) async -> Bool = { name in
        ConnectTimeout.gate(variables: [name: "http://proxy.invalid:3128"], requestTimeout: 15) == nil
    }

    @Test func everyListedVariable_isRead() async {
        let read = EnvironmentVariable.all.filter { $0.reader == .gather }.map(\.name)
        #expect(Set(Self.effects.keys) == Set(read), "a variable listed with no check of its effect, or the reverse")
        for name in read {
            let effect = await Self.effects[name]?(name) ?? false
            #expect(effect, "\(name) is listed in 'gather help environment' but setting it changes nothing")
        }
    }

    @Test func theProxiesTheConnectCheckReads_areListed() {
        let listed = Set(EnvironmentVariable.all.map(\.name))
        #expect(Set(ConnectTimeout.proxyVariables).isSubset(of: listed))
    }

    /// Names a future change might read, beside whatever this machine's environment holds.
    static let unlistedCandidates = [
        "GATHER_TOKEN", "GATHER_USER", "GATHER_USERNAME", "GATHER_PASSWORD", "GATHER_HOME", "GATHER_DATA", "GATHER_DATA_DIR",
        "GATHER_CONFIG", "GATHER_STATE", "GATHER_TIMEOUT", "GATHER_DEBUG", "GATHER_JSON", "GATHER_QUIET", "GATHER_NO_INPUT",
        "GATHER_NO_COLOR", "GATHER_COLUMNS", "GATHER_SEED", "GATHER_OFFLINE", "GATHER_REAL_SERVER", "BENCH_ONLY", "BENCH_QUICK",
        "FORCE_COLOR", "CLICOLOR", "CLICOLOR_FORCE", "COLORTERM", "NO_COLOUR", "LINES", "PAGER", "EDITOR", "VISUAL", "USER",
        "LOGNAME", "SHELL", "TMPDIR", "XDG_CACHE_HOME", "XDG_RUNTIME_DIR", "XDG_CONFIG_DIRS", "XDG_DATA_DIRS", "HTTP_PROXY",
        "DEBUG", "CI", "LANG", "LC_ALL", "LC_CTYPE", "LC_NUMERIC", "LC_COLLATE", "LC_MESSAGES",
    ]

    /// A match day run by the built binary twice more with every unlisted name set (to a
    /// number, then to a path that does not exist) prints exactly what it printed without.
    @Test func theBinary_readsNoVariableTheTopicDoesNotList() async throws {
        let listed = Set(EnvironmentVariable.all.map(\.name))
        let names = Set(Self.unlistedCandidates + ProcessInfo.processInfo.environment.keys)
            .subtracting(listed).filter { !$0.hasPrefix("LD_") && $0 != "PATH" }
        let plain = try await Self.matchDay(overrides: [:])
        for value in ["1", "/nonexistent/gather-perturbed"] {
            let perturbed = try await Self.matchDay(overrides: Dictionary(uniqueKeysWithValues: names.map { ($0, value) }))
            #expect(perturbed == plain, "with every unlisted variable set to '\(value)'")
        }
    }

    /// Found by the test above: a locale name Foundation cannot use crashed the sort of
    /// names (SIGSEGV in Foundation's localized comparison). Names are now ordered the same
    /// whatever the locale, so the table and the fees come out as under a usable one.
    @Test(arguments: ["LANG", "LC_ALL"])
    func aLocaleFoundationCannotUse_leavesTheTablesAsTheyAre(variable: String) async throws {
        var binary = try GatherBinary()
        defer { binary.cleanUp() }
        // Two players on equal records and balances, so both tables compare their names.
        for arguments in [["players", "add", "Ana", "Bo", "Cy", "Dee"], ["fees", "set", "20"], ["start", "--teams", "Ana,Bo/Cy,Dee"], ["goal", "a"], ["end"]] {
            #expect(try await binary.run(arguments).code == 0)
        }
        let usual = [try await binary.run(["stats"]), try await binary.run(["fees"])]
        binary.overrides = [variable: "/nonexistent/locale"]
        let unusable = [try await binary.run(["stats"]), try await binary.run(["fees"])]
        for (expected, result) in zip(usual, unusable) {
            #expect(result.code == 0, "\(result.stderr)")
            #expect(result.stdout == expected.stdout)
        }
    }

    private static func matchDay(overrides: [String: String]) async throws -> [String] {
        var binary = try GatherBinary()
        defer { binary.cleanUp() }
        // The time zone is the C library's (TZ, listed); it is held still so dates compare.
        binary.overrides = overrides.merging(["TZ": "UTC"]) { _, fixed in fixed }
        let session: [[String]] = [
            ["players", "add", "Ana", "Bo", "Cy", "Dee", "--skill", "amateur"], ["squad", "add", "Ana", "Bo", "Cy", "Dee"],
            ["fees", "set", "20"], ["start", "--teams", "auto", "--seed", "1"], ["goal", "a", "--by", "Ana"], ["show"], ["end"],
            ["history"], ["stats"], ["fees"], ["status"], ["players", "show", "Ana", "--json"],
        ]
        var lines: [String] = []
        for arguments in session {
            let result = try await binary.run(arguments)
            lines.append("$ \(arguments.joined(separator: " ")) → \(result.code)")
            lines += (result.stdout + result.stderr).split(separator: "\n").map { normalised(String($0), home: binary.home.path) }
        }
        return lines
    }

    /// Ids and times differ from run to run; the home's path too.
    private static func normalised(_ line: String, home: String) -> String {
        line.replacingOccurrences(of: home, with: "~")
            .replacingOccurrences(of: #"[0-9A-F]{8}(-[0-9A-F]{4}){3}-[0-9A-F]{12}"#, with: "ID", options: .regularExpression)
            .replacingOccurrences(of: #"\b[0-9A-F]{8}\b"#, with: "ID", options: .regularExpression)
            .replacingOccurrences(of: #"\d{4}-\d\d-\d\d[ T]\d\d:\d\d(:\d\d)?Z?"#, with: "TIME", options: .regularExpression)
    }
}
