import FakeGatherServer
import Foundation
import Testing

/// On a server, completion's player names come from the list this machine keeps, which
/// the player commands refresh; once kept, they complete with the server gone.
@Suite struct PlayerNamesEndToEndTests {
    @Test func serverNames_areKeptByPlayerCommands_andCompleteWithoutTheServer() async throws {
        let server = try FakeGatherServer.start()
        let gather = try GatherBinary(server: server.baseURL)
        defer { gather.cleanUp() }
        #expect(try await gather.run("register", "ana", "--password-stdin", stdin: "s3cret\n").code == 0)
        #expect(try await gather.run("players", "add", "Ana", "Kwame Mensah", "Bo").code == 0)
        #expect(try await gather.run("players", "edit", "Bo", "--name", "Bo Lee").code == 0)
        #expect(try await gather.run("players", "delete", "Ana", "--yes").code == 0)
        server.stop()
        let names = try await gather.run("__complete-players")
        #expect(names.code == 0)
        #expect(names.stdout.split(separator: "\n").sorted() == ["Bo Lee", "Kwame Mensah"])
    }
}
