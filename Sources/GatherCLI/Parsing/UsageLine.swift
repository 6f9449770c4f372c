/// The one-line synopsis of a command, e.g. `gather players add <NAME> [--age <N>]`.
enum UsageLine {
    static let prefix = "Usage: "

    static func text(for chain: CommandChain) -> String {
        prefix + synopsis(for: chain)
    }

    /// The command's own options spelled out, or `[<options>]` when that is wider than `TextLayout.width`.
    static func synopsis(for chain: CommandChain) -> String {
        let options = chain.command.options.map(\.usageText)
        let full = synopsis(for: chain, options: options)
        guard !options.isEmpty, prefix.count + full.count > TextLayout.width else { return full }
        return synopsis(for: chain, options: ["[<options>]"])
    }

    private static func synopsis(for chain: CommandChain, options: [String]) -> String {
        let command = chain.command
        let parts: [String]
        if command.isGroup {
            let subcommand = command.runsWithoutSubcommand ? "[<subcommand>]" : "<subcommand>"
            parts = [chain.commandLine] + options + [subcommand]
        } else {
            parts = [chain.commandLine] + command.arguments.map(\.usageText) + options
        }
        return parts.joined(separator: " ")
    }
}
