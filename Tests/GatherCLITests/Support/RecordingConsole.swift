import Foundation
import Synchronization

@testable import GatherCLI

/// A console that records what a command writes and feeds it queued input.
/// Safe to share between tasks: every access goes through one lock.
final class RecordingConsole: Console {
    private struct State {
        var stdout = ""
        var stderr = ""
        var stdinLines: [String]
        var secrets: [String]
        var secretPrompts: [String] = []
        var terminalAnswers: [String] = []
        var terminalQuestions: [String] = []
    }

    private let state: Mutex<State>
    private let terminal: Bool
    private let interactive: Bool
    let terminalColumns: Int?

    init(
        stdin: [String] = [], secrets: [String] = [], isTerminal: Bool = false, isInteractive: Bool = false,
        columns: Int? = nil, terminalAnswers: [String] = []
    ) {
        state = Mutex(State(stdinLines: stdin, secrets: secrets, terminalAnswers: terminalAnswers))
        terminal = isTerminal
        interactive = isInteractive
        terminalColumns = columns
    }

    var stdout: String { state.withLock { $0.stdout } }
    var stderr: String { state.withLock { $0.stderr } }
    var secretPrompts: [String] { state.withLock { $0.secretPrompts } }
    /// What was asked on the controlling terminal (`/dev/tty`).
    var terminalQuestions: [String] { state.withLock { $0.terminalQuestions } }

    func askTerminal(_ question: String) -> String? {
        state.withLock { state in
            state.terminalQuestions.append(question)
            return state.terminalAnswers.isEmpty ? nil : state.terminalAnswers.removeFirst()
        }
    }

    func write(_ text: String, to stream: StandardStream) {
        state.withLock { state in
            switch stream {
            case .standardOutput: state.stdout += text
            case .standardError: state.stderr += text
            }
        }
    }

    func isTerminal(_ stream: StandardStream) -> Bool { terminal }

    var isInteractive: Bool { interactive }

    func readLine() -> String? {
        state.withLock { state in state.stdinLines.isEmpty ? nil : state.stdinLines.removeFirst() }
    }

    func readAll() throws -> Data {
        state.withLock { state in
            let text = state.stdinLines.map { $0 + "\n" }.joined()
            state.stdinLines.removeAll()
            return Data(text.utf8)
        }
    }

    func readSecret(prompt: String) -> String? {
        state.withLock { state in
            state.secretPrompts.append(prompt)
            return state.secrets.isEmpty ? nil : state.secrets.removeFirst()
        }
    }
}
