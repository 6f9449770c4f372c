import Foundation
import Testing

@testable import FootballGatherCore
@testable import GatherCLI

/// The did-you-mean offer for a list piped or read from a file: asked on the terminal
/// (`/dev/tty`) when stdout is one and `--no-input` is absent.
@Suite struct TerminalOfferCLITests {
    private func run(_ arguments: [String], stdin: [String], terminal: Bool, answers: [String], home: TestHome) async -> (GatherOutcome, [String]) {
        let console = RecordingConsole(stdin: stdin, isTerminal: terminal, isInteractive: false, terminalAnswers: answers)
        let environment = CLIEnvironment(console: console, variables: home.variables, clock: FakeClock())
        let code = await Application(environment: environment).run(arguments)
        return ((code, console.stdout, console.stderr), console.terminalQuestions)
    }

    private func home() async -> TestHome {
        let home = TestHome()
        _ = await addPlayers([["Kwame Mensah"], ["Chidi Okafor"], ["Federico", "--alias", "Fede"]], home: home)
        return home
    }

    @Test func aPipedList_onATerminal_isOfferedTheSuggestions_there() async {
        let home = await home()
        let (result, asked) = await run(["squad", "add", "-"], stdin: ["1. Kwmae", "2. Chdi", "3. Fedde"], terminal: true, answers: ["", "y", "yes"], home: home)
        #expect(asked == ["Use 'Kwame Mensah' for 'Kwmae'? [Y/n] ", "Use 'Chidi Okafor' for 'Chdi'? [Y/n] ", "Use 'Federico' for 'Fedde'? [Y/n] "])
        #expect(result == (0, "Added Kwame Mensah, Chidi Okafor and Federico to the squad (3 players)\n", ""))
    }

    @Test func declined_theListIsRefused_namingTheName() async {
        let home = await home()
        let (result, asked) = await run(["squad", "add", "-"], stdin: ["Kwmae"], terminal: true, answers: ["n"], home: home)
        #expect(asked.count == 1)
        #expect(result.code == 65)
        #expect(result.stderr.hasPrefix("Error: no player matches 'Kwmae' (did you mean 'Kwame Mensah'?)"))
    }

    @Test func withNoInput_orStdoutNotATerminal_nothingIsAsked() async {
        let home = await home()
        let (refused, asked) = await run(["squad", "add", "-", "--no-input"], stdin: ["Kwmae"], terminal: true, answers: [""], home: home)
        #expect(refused.code == 65)
        #expect(asked.isEmpty)
        let (piped, askedPiped) = await run(["squad", "add", "-"], stdin: ["Kwmae"], terminal: false, answers: [""], home: home)
        #expect(piped.code == 65)
        #expect(askedPiped.isEmpty)
    }

    /// The real binary in a terminal (tmux), its list piped: the question is on the
    /// terminal and Enter takes the suggestion.
    @Test(.enabled(if: ShellRunner.path("tmux") != nil)) func inATerminal_theOfferIsAnsweredThere() async throws {
        let binary = try GatherBinary()
        defer { binary.cleanUp() }
        #expect(try await binary.run("players", "add", "Kwame Mensah", "--quiet").code == 0)
        let script = binary.home.appendingPathComponent("offer.sh")
        let exports = binary.environment.map { "export \($0.key)=\(ShellQuoting.posix($0.value))" }.joined(separator: "\n")
        try """
            \(exports)
            printf '1. Kwmae\\n' | \(ShellQuoting.posix(GatherBinary.url.path)) squad add -
            echo "exit $?"
            read -r done
            """.write(to: script, atomically: true, encoding: .utf8)
        let socket = "gather-test-\(UUID().uuidString)"
        let tmux = Tmux(socket: socket)
        defer { tmux.stop() }
        tmux.run(["new-session", "-d", "-x", "160", "-y", "20", "sh " + ShellQuoting.posix(script.path)])
        let asked = try #require(tmux.waitForPane(containing: "[Y/n]"))
        #expect(asked.contains("Use 'Kwame Mensah' for 'Kwmae'? [Y/n]"))
        tmux.run(["send-keys", "Enter"])
        let done = try #require(tmux.waitForPane(containing: "exit "))
        #expect(done.contains("Added Kwame Mensah to the squad (1 player)"))
        #expect(done.contains("exit 0"))
    }
}

/// A private tmux server, driven from a test. Spawned and waited for directly: the server
/// a first command starts would keep `Process`'s own descriptors, and its wait, open.
private struct Tmux {
    let socket: String

    @discardableResult
    func run(_ arguments: [String]) -> String {
        guard let path = ShellRunner.path("tmux") else { return "" }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("\(socket)-\(UUID().uuidString).out")
        defer { try? FileManager.default.removeItem(at: output) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let words = [path, "-L", socket, "-f", "/dev/null"] + arguments
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return "" }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (try? String(contentsOf: output, encoding: .utf8)) ?? ""
    }

    /// Ends the server (which `kill-server` leaves running while its pane waits) and removes its socket.
    func stop() {
        let lines = run(["display-message", "-p", "#{pid}\n#{socket_path}"]).split(separator: "\n").map(String.init)
        if let pid = lines.first.flatMap({ pid_t($0) }), pid > 0 { kill(pid, SIGKILL) }
        if lines.count > 1 { try? FileManager.default.removeItem(atPath: lines[1]) }
    }

    /// The pane's text once it holds `text`; nil when it has not within a generous deadline.
    func waitForPane(containing text: String) -> String? {
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            let pane = run(["capture-pane", "-p", "-J"])
            if pane.contains(text) { return pane }
            usleep(50_000)
        }
        return nil
    }
}
