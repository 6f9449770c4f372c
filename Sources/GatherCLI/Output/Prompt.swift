import FootballGatherCore
import Foundation

/// Questions to the user, only when stdin and stdout are a terminal and `--no-input` is absent (`welcomes`
/// may also ask on `/dev/tty`); otherwise the flag that answers them is required.
struct Prompt {
    let context: Context

    /// Returns when confirmed by the flag or by the user; throws otherwise.
    func confirm(_ question: String, flag: String) throws {
        if context.parsed.flag(flag) { return }
        guard context.allowsInput else {
            throw context.missing("confirmation: add --\(flag) to go ahead without a terminal")
        }
        guard agrees(to: question) else { throw Cancelled() }
    }

    /// An offer the user may take: false without a terminal, with `--no-input`, and on any answer but yes.
    func agrees(to question: String) -> Bool {
        guard context.allowsInput else { return false }
        context.console.write(TerminalText.escaped(question) + " [y/N] ", to: .standardError)
        let answer = context.console.readLine()?.trimmingCharacters(in: .whitespaces).lowercased()
        return answer == "y" || answer == "yes"
    }

    /// An offer the user most likely wants, so Enter takes it; false as for `agrees`, and at the end of input.
    /// With a list on stdin and a terminal on stdout, it is asked on the terminal (`/dev/tty`).
    func welcomes(_ question: String) -> Bool {
        let text = TerminalText.escaped(question) + " [Y/n] "
        let answer: String?
        if context.allowsInput {
            context.console.write(text, to: .standardError)
            answer = context.console.readLine()
        } else if context.asksTerminal {
            answer = context.console.askTerminal(text)
        } else {
            return false
        }
        guard let answer = answer?.trimmingCharacters(in: .whitespaces).lowercased() else { return false }
        return answer.isEmpty || answer == "y" || answer == "yes"
    }

    /// A value from the terminal, or an error naming the argument that supplies it.
    func value(_ question: String, supplyWith hint: String) throws -> String {
        guard context.allowsInput else { throw context.missing(hint) }
        context.console.write(TerminalText.escaped(question) + ": ", to: .standardError)
        guard let line = context.console.readLine() else { throw context.missing(hint) }
        return line
    }
}

struct Cancelled: Error, CLIFailure, LocalizedError {
    var exitStatus: ExitStatus { .refused }
    var errorDescription: String? { "cancelled: nothing was changed" }
}

extension Context {
    /// A value that can only come from a prompt, and no prompt is possible.
    func missing(_ what: String) -> UsageError {
        usageError("Missing \(what).")
    }
}
