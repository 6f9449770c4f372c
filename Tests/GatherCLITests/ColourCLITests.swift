import Foundation
import Testing

/// Colour only on a terminal, never with --no-color, NO_COLOR or TERM=dumb.
@Suite struct ColourCLITests {
    private let bold = "\u{1B}[1m"

    private func listed(_ extra: [String] = [], terminal: Bool, variables: [String: String] = [:]) async -> String {
        let home = TestHome()
        _ = await gather("players", "add", "Ana", home: home)
        return await gather(arguments: ["players", "list"] + extra, home: home, isTerminal: terminal, variables: variables).stdout
    }

    @Test func terminal_getsABoldHeader() async {
        #expect(await listed(terminal: true).hasPrefix(bold))
    }

    @Test func pipe_noColorFlag_NO_COLOR_andDumbTerminal_getNone() async {
        #expect(!(await listed(terminal: false)).contains("\u{1B}"))
        #expect(!(await listed(["--no-color"], terminal: true)).contains("\u{1B}"))
        #expect(!(await listed(terminal: true, variables: ["NO_COLOR": "1"])).contains("\u{1B}"))
        #expect(!(await listed(terminal: true, variables: ["TERM": "dumb"])).contains("\u{1B}"))
    }

    @Test func timeout_outOfRange_isRefusedNamingTheFlag() async {
        let result = await gather("--timeout", "0", "players", "list", home: TestHome())
        #expect(result.code == 65)
        #expect(result.stderr.contains("--timeout"))
    }
}
