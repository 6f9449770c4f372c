import Foundation
import FootballGatherCore

/// How a message spells a `gather` command to run next, so it reaches this invocation's backend: a `--server`
/// choice is repeated (without it the command would go offline or to the configured server); `GATHER_SERVER`
/// and the config file need not be, as the next command sees them too.
struct CommandHint: Sendable, Equatable {
    let prefix: String

    static let plain = CommandHint(prefix: "gather")

    static func server(_ server: URL) -> CommandHint {
        CommandHint(prefix: "gather --server " + shellWord(ServerAddress.storageKey(for: server)))
    }

    /// `'gather login'`, or `'gather --server http://h:1 login'`, quoted as messages quote commands.
    func gather(_ arguments: String) -> String {
        "'\(prefix) \(arguments)'"
    }

    /// Double-quoted only when a shell would read a character (an IPv6 host's brackets glob in zsh): the hint
    /// is already inside single quotes.
    static func shellWord(_ text: String) -> String {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._~:/%-")
        if text.allSatisfy(safe.contains) { return text }
        return "\"" + text.map { "\"\\$`".contains($0) ? "\\\($0)" : String($0) }.joined() + "\""
    }
}
