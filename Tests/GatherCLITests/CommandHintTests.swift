import Foundation
import Testing

@testable import FootballGatherCore
@testable import GatherCLI

/// How a message spells the command it suggests.
@Suite struct CommandHintTests {
    @Test func gather_plain_isThePlainCommand() {
        #expect(CommandHint.plain.gather("login") == "'gather login'")
    }

    @Test func gather_ofAServer_repeatsTheServer() throws {
        let server = try #require(URL(string: "http://127.0.0.1:8080"))
        #expect(CommandHint.server(server).gather("players list") == "'gather --server http://127.0.0.1:8080 players list'")
    }

    @Test func errorMessages_carryTheServerOfTheHintTheyAreGiven() throws {
        let server = try #require(URL(string: "http://h:1"))
        let error = APIError.unauthorized(server: "http://h:1")
        #expect(ErrorWording.sentence(for: error, hint: .server(server)) == "not logged in to http://h:1: run 'gather --server http://h:1 login'")
        #expect(ErrorWording.sentence(for: error, hint: .plain) == "not logged in to http://h:1: run 'gather login'")
    }

    /// A refusal whose own sentence names a command (`--new`'s hint) spells it with the server too.
    @Test func aHintedFailure_spellsItsOwnCommandsWithTheHint() throws {
        let server = try #require(URL(string: "http://h:1"))
        let refusal = NewcomerHint.Refusal(names: .unknownPlayer("Zed", suggestion: nil))
        #expect(ErrorReporter.message(for: refusal, hint: .server(server))
            == "Error: no player matches 'Zed': see 'gather --server http://h:1 players list'; to add newcomers to the roster, give --new")
        #expect(ErrorReporter.message(for: OfflineModeError.noAccounts, hint: .server(server)).contains("'gather --server http://h:1 config set server URL'"))
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
