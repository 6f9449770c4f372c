import FakeGatherServer
@testable import FootballGatherCore
import Foundation
import Synchronization
import Testing
@testable import GatherCLI

/// A command makes the process's one URLSession when its first request needs it, and
/// every request of the command goes through that one.
@Suite struct OneSessionCLITests {
    private func run(_ arguments: String..., home: TestHome, variables: [String: String], made: SessionCount) async -> Int32 {
        let environment = CLIEnvironment(
            console: RecordingConsole(), variables: home.variables.merging(variables) { _, extra in extra }, clock: FakeClock(),
            makeSession: { timeout in
                made.count.withLock { $0 += 1 }
                return APIClient.makeSession(timeout: timeout)
            })
        return await Application(environment: environment).run(arguments)
    }

    @Test func aCommandOfManyRequests_makesOneSession() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        let (home, variables) = await registeredCoach(on: server)
        let before = server.requests.count
        let made = SessionCount()

        #expect(await run("players", "add", "Ana", "Bo", "Cy", home: home, variables: variables, made: made) == 0)
        #expect(server.requests.count - before >= 3, "three creates at least: \(server.requests.map(\.path))")
        #expect(made.count.withLock { $0 } == 1)
    }

    @Test func anOfflineCommand_makesNoSession() async throws {
        let home = TestHome()
        let made = SessionCount()
        #expect(await run("players", "add", "Ana", home: home, variables: [:], made: made) == 0)
        #expect(await run("players", "list", home: home, variables: [:], made: made) == 0)
        #expect(made.count.withLock { $0 } == 0)
    }
}

/// How many sessions a run made.
final class SessionCount: Sendable {
    let count = Mutex(0)
}
