import Foundation
import FootballGatherCore

/// The terminal seen by commands: two output streams and input for prompts; tests pass a recording one.
protocol Console: Sendable {
    func write(_ text: String, to stream: StandardStream)
    func isTerminal(_ stream: StandardStream) -> Bool
    var terminalColumns: Int? { get }
    /// True when both stdin and stdout are a TTY, so prompting makes sense.
    var isInteractive: Bool { get }
    /// A line read from stdin without the newline, or nil at end of input.
    func readLine() -> String?
    func readAll() throws -> Data
    /// stdin was closed when the process started (`<&-`).
    var standardInputClosed: Bool { get }
    /// A secret read from the terminal without echo; nil when cancelled (Ctrl-C, Ctrl-D).
    func readSecret(prompt: String) -> String?
    /// A line typed on the controlling terminal (`/dev/tty`) after `question` is shown
    /// there: a question while stdin carries a list. nil without a terminal or at its end.
    func askTerminal(_ question: String) -> String?
}

extension Console {
    var standardInputClosed: Bool { false }
    var terminalColumns: Int? { nil }
    func askTerminal(_ question: String) -> String? { nil }
}

enum StandardStream: Sendable {
    case standardOutput, standardError
}

struct ProcessConsole: Console {
    /// Every write is checked: a failure ends the process (see `OutputFailure`).
    func write(_ text: String, to stream: StandardStream) {
        let descriptor = stream == .standardOutput ? STDOUT_FILENO : STDERR_FILENO
        guard let failure = OutputWriter.write(text, to: descriptor) else {
            if stream == .standardOutput { ExitGate.noteSaid() }
            return
        }
        OutputFailure(stream: stream, errorNumber: failure).endProcess()
    }

    var terminalColumns: Int? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    func isTerminal(_ stream: StandardStream) -> Bool {
        isatty(stream == .standardOutput ? STDOUT_FILENO : STDERR_FILENO) == 1
    }

    var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

    func readLine() -> String? {
        Swift.readLine(strippingNewline: true).map { $0.hasSuffix("\r") ? String($0.dropLast()) : $0 }
    }

    /// One byte past the import limit at most, so an endless stream (`< /dev/zero`) is
    /// refused as too large instead of filling memory. A closed stdin or a folder is refused.
    func readAll() throws -> Data {
        if standardInputClosed { throw CommandInputError.standardInputUnreadable("it is closed") }
        return try SystemCall.readAll(STDIN_FILENO, upTo: RegularFile.sizeLimit + 1).mapError { CommandInputError.standardInputUnreadable($0.reason) }.get()
    }

    /// A closed fd 0 (`<&-`) is taken by the runtime's own descriptors (an event fd, an epoll) before `main` runs.
    var standardInputClosed: Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(STDIN_FILENO)"))?.hasPrefix("anon_inode:") == true
    }

    func readSecret(prompt: String) -> String? {
        SecretReader.read(prompt: prompt)
    }

    func askTerminal(_ question: String) -> String? {
        TerminalQuestion.ask(question)
    }
}
