import FootballGatherCore
import Foundation

/// The one funnel for failures: a usage error gets its usage line; anything else is one sentence on stderr
/// and the exit code its type defines. Messages carry outside text (a server's reason, a name, an argument),
/// so they go through `TerminalText`, with any long command-line argument cut short.
struct ErrorReporter {
    let console: any Console
    /// argv of the invocation, to recognise arguments echoed in a message.
    var arguments: [String] = []
    /// How a message spells a command to run next: plain until the command line is read.
    var hint: CommandHint = .plain

    func report(_ error: any Error) -> ExitStatus {
        console.write(Self.message(for: error, arguments: arguments, hint: hint) + "\n", to: .standardError)
        return Self.status(of: error)
    }

    static func status(of error: any Error) -> ExitStatus {
        if let failure = error as? any CLIFailure { return failure.exitStatus }
        if let failure = error as? any GatherFailure { return ExitStatus(failure.failureKind) }
        if error is CancellationError { return .interrupted }
        return .internalError
    }

    static func message(for error: any Error, arguments: [String] = [], hint: CommandHint) -> String {
        let safe = { (text: String) in TerminalText.escaped(EchoedArguments(arguments).shortening(text)) }
        // A value written right but not allowed (65) is one sentence, as every data error is.
        if let usage = error as? UsageError { return "Error: " + safe(usage.message) + (usage.status == .usage ? "\n" + usage.usage : "") }
        if error is CancellationError { return "Interrupted." }
        guard error is any GatherFailure || error is any CLIFailure else {
            return "Error: internal error (\(String(describing: type(of: error)))): please report it"
        }
        let sentence = safe(ErrorWording.sentence(for: error, hint: hint))
        // `timer wait`'s 3 is a state to act on, as grep's 1 is, not a failure: a sentence of its own.
        guard status(of: error) != .timerNotRunning else { return sentence.prefix(1).uppercased() + sentence.dropFirst() }
        return "Error: " + sentence
    }
}

/// The long words of a command line, found wherever a message repeats them (whole, trimmed, or either side
/// of `--option=value`) and cut to `TerminalText.echoLimit` characters. A path in an existing directory
/// is left whole: it is the one word of such a message the user needs entire.
struct EchoedArguments {
    let candidates: [String]

    init(_ arguments: [String]) {
        var found = Set<String>()
        for word in arguments where word.count > TerminalText.echoLimit && !Self.isPathInExistingDirectory(word) {
            found.insert(word)
            found.insert(word.trimmingCharacters(in: .whitespacesAndNewlines))
            if word.hasPrefix("-"), let equals = word.firstIndex(of: "=") {
                found.insert(String(word[..<equals]))
                found.insert(String(word[word.index(after: equals)...]))
            }
        }
        candidates = found.filter { $0.count > TerminalText.echoLimit }.sorted { $0.count > $1.count }
    }

    static func isPathInExistingDirectory(_ word: String) -> Bool {
        guard word.contains("/"), word.utf8.count < Int(PATH_MAX) else { return false }
        var isDirectory: ObjCBool = false
        let directory = (word as NSString).deletingLastPathComponent
        return FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    func shortening(_ message: String) -> String {
        candidates.reduce(message) { text, long in
            text.replacingOccurrences(of: long, with: TerminalText.shortened(long))
        }
    }
}
