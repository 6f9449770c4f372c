import Foundation
import FootballGatherCore

/// How a message spells a `gather` command for the user to run next, so that the command
/// reaches the backend this invocation used. A server chosen with `--server` must be
/// repeated: without it the command would go offline or to the configured server. A
/// server from `GATHER_SERVER` or the config file is not: the next command in the same
/// shell sees them too.
///
/// Each invocation makes one (`Context.commandHint`) and hands it to what writes messages:
/// its `Output` and its `ErrorReporter`; every message that suggests a command builds it
/// with `gather(_:)`.
struct CommandHint: Sendable, Equatable {
    /// The words before the command's own: `gather`, or `gather --server URL`.
    let prefix: String

    static let plain = CommandHint(prefix: "gather")

    /// Commands that repeat `--server server`.
    static func server(_ server: URL) -> CommandHint {
        CommandHint(prefix: "gather --server " + shellWord(ServerAddress.storageKey(for: server)))
    }

    /// `'gather login'`, or `'gather --server http://h:1 login'`, quoted as messages quote commands.
    func gather(_ arguments: String) -> String {
        "'\(prefix) \(arguments)'"
    }

    /// A normalized address is usually safe as it is; one with characters a shell would
    /// read (an IPv6 host's brackets glob in zsh) is double-quoted. The hint is already
    /// inside single quotes, so single quotes cannot be used.
    static func shellWord(_ text: String) -> String {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._~:/%-")
        if text.allSatisfy(safe.contains) { return text }
        var escaped = ""
        for character in text {
            if "\"\\$`".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return "\"" + escaped + "\""
    }
}
