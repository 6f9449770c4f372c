import FakeGatherServer
import Foundation
import Testing

/// One scenario, run offline and against the REST services of a server: the same
/// commands must print the same thing, byte for byte.
@Suite struct SameOutputBothModesCLITests {
    static let scenario: [[String]] = [
        ["players", "add", "Ana", "--age", "24", "--skill", "amateur", "--position", "striker"],
        ["players", "add", "Bo", "--skill", "professional", "--favourite-team", "Ajax"],
        ["players", "add", "Cy", "--age", "19", "--position", "goalkeeper"],
        ["players", "list"],
        ["players", "list", "--sort", "skill", "--json"],
        ["players", "show", "bo"],
        ["players", "edit", "Ana", "--clear-age", "--skill", "beginner"],
        ["players", "edit", "Ana", "--skill", "beginner"],
        ["players", "show", "4"],
        ["squad", "add", "Cy", "ana", "Zed", "Boo"],
        ["squad", "add", "Cy", "ana"],
        ["squad", "list"],
        ["players", "delete", "Cy", "--yes"],
        ["squad", "list", "--json"],
        ["players", "list", "--json"],
        ["players", "gathers", "Ana", "--json"],
        ["history", "--json"],
    ]

    private func transcript(_ home: TestHome, variables: [String: String] = [:]) async -> [String] {
        var lines: [String] = []
        for arguments in Self.scenario {
            let outcome = await gather(arguments: arguments, home: home, variables: variables)
            lines.append("$ gather \(arguments.joined(separator: " ")) -> \(outcome.code)\n\(outcome.stdout)\(outcome.stderr)")
        }
        return lines
    }

    @Test func offlineAndServer_printTheSame() async throws {
        let offlineHome = TestHome()
        let offline = await transcript(offlineHome)

        let server = try FakeGatherServer.start()
        defer { server.stop() }
        let serverHome = TestHome()
        let variables = ["GATHER_SERVER": server.baseURL.absoluteString]
        let registered = await gather("register", "coach", "--password-stdin", stdin: ["pw"], home: serverHome, variables: variables)
        #expect(registered.code == 0)
        let online = await transcript(serverHome, variables: variables)

        #expect(offline.count == online.count)
        for (left, right) in zip(offline, online) {
            #expect(left == right)
        }
        #expect(offline.contains { $0.contains("Nothing to change") })
        #expect(offline.contains { $0.contains("-> 65") })
    }
}
