import Foundation
import Testing

import FootballGatherCore
@testable import GatherCLI

/// How a message spells the command it suggests.
@Suite struct CommandHintTests {
    @Test func gather_withNothingBound_isThePlainCommand() {
        #expect(CommandHint.gather("login") == "'gather login'")
    }

    @Test func gather_withAServerBound_repeatsTheServer() throws {
        let server = try #require(URL(string: "http://127.0.0.1:8080"))
        CommandHint.$current.withValue(.server(server)) {
            #expect(CommandHint.gather("players list") == "'gather --server http://127.0.0.1:8080 players list'")
        }
        #expect(CommandHint.gather("players list") == "'gather players list'")
    }

    @Test func errorMessages_builtWhileBound_carryTheServer() throws {
        let server = try #require(URL(string: "http://h:1"))
        let message = CommandHint.$current.withValue(.server(server)) {
            ErrorWording.sentence(for: APIError.unauthorized(server: "http://h:1"))
        }
        #expect(message == "not logged in to http://h:1: run 'gather --server http://h:1 login'")
    }

    /// Brackets glob in zsh, so the address is quoted; single quotes already enclose the hint.
    @Test func server_withAnIPv6Host_isDoubleQuoted() throws {
        let server = try ServerAddress.normalizedServerURL("http://[::1]:8080")
        #expect(CommandHint.server(server).prefix == #"gather --server "http://[::1]:8080""#)
    }

    @Test(arguments: [
        ("http://ana:pw@h:1", "http://h:1"),
        (" https://ana@h.example/ ", "https://h.example/"),
        ("http://h:1/a@b", nil),
        ("h:1", nil),
    ] as [(String, String?)])
    func removingUserInfo_keepsTheAddressTheUserMeant(_ text: String, _ expected: String?) {
        #expect(ServerAddress.removingUserInfo(text) == expected)
    }
}
