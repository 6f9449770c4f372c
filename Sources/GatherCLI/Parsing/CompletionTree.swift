/// The command tree flattened for completion scripts: one node per place where the words, options and
/// arguments change. Scripts walk typed words as `CommandLineScanner` does (subcommands only before any
/// positional, all positional after `--`, only names after `help`), so they offer nothing it would refuse.
struct CompletionTree {
    struct Word {
        var name: String
        var description: String
    }

    struct Node {
        /// The root's name and the words typed so far (subcommands, `help`), joined by spaces.
        var path: String
        /// Subcommands, `help` and, after `help`, topics; offered only before the first positional.
        var words: [Word]
        /// Every option accepted here, including inherited and built-in ones.
        var options: [OptionSpec]
        var arguments: [ArgumentSpec]

        var valueOptions: [OptionSpec] { options.filter { !$0.isFlag } }
    }

    let commandName: String
    let nodes: [Node]

    init(root: CommandSpec) {
        commandName = root.name
        var nodes: [Node] = []
        Self.collect(CommandChain(root: root), into: &nodes)
        self.nodes = nodes
    }

    var functionPrefix: String {
        "_" + String(commandName.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    private static let helpDescription = "Show help for a subcommand or topic"
    static let manualOption = OptionSpec.flag(CommandLineScanner.manualOptionName, help: "Print the manual page (roff) of every command.")

    private static func collect(_ chain: CommandChain, into nodes: inout [Node]) {
        let command = chain.command
        var words = command.subcommands.map { Word(name: $0.name, description: $0.abstract) }
        if !command.subcommands.isEmpty && command.subcommand(named: CommandLineScanner.helpCommandName) == nil {
            // A topic named like a command (`fees`) is offered once, as the command.
            let topics = chain.isRoot
                ? chain.root.helpTopics.filter { command.subcommand(named: $0.name) == nil }.map { Word(name: $0.name, description: $0.abstract) }
                : []
            let helpPath = chain.commandLine + " " + CommandLineScanner.helpCommandName
            collectHelp(command, path: helpPath, extraWords: topics, into: &nodes)
            words.append(Word(name: CommandLineScanner.helpCommandName, description: helpDescription))
        }
        nodes.append(Node(path: chain.commandLine, words: words, options: chain.visibleOptions, arguments: command.arguments))
        for subcommand in command.subcommands {
            var child = chain
            child.descend(into: subcommand)
            collect(child, into: &nodes)
        }
    }

    /// After `help`: subcommand names at any depth and, on the root, topics; only `--man` is worth offering.
    private static func collectHelp(_ command: CommandSpec, path: String, extraWords: [Word], into nodes: inout [Node]) {
        let words = command.subcommands.map { Word(name: $0.name, description: $0.abstract) } + extraWords
        nodes.append(Node(path: path, words: words, options: [manualOption], arguments: []))
        for subcommand in command.subcommands where !subcommand.subcommands.isEmpty {
            collectHelp(subcommand, path: path + " " + subcommand.name, extraWords: [], into: &nodes)
        }
    }
}

/// The lookups bash and zsh share: shell functions that `case` on the path typed so far.
/// zsh writes a pattern as `(pattern)`, bash as `pattern)`: `open` is `(` or nothing.
extension CompletionTree {
    /// A `pattern) body ;;` line for each node `body` has something for.
    func pathCases(open: String, _ body: (Node) -> String?) -> [String] {
        nodes.compactMap { node in body(node).map { "        \(open)\(ShellQuoting.posix(node.path))) \($0) ;;" } }
    }

    /// For `_gather_option_kind PATH OPTION`: each option's value kind, written by `print`.
    func optionKindCases(open: String, print: String) -> [String] {
        nodes.flatMap { node in
            node.valueOptions.compactMap { option -> String? in
                guard option.valueCompletion != .nothing else { return nil }
                let patterns = BashCompletion.spellings(of: option).map { ShellQuoting.posix(node.path + "|" + $0) }
                return "        \(open)\(patterns.joined(separator: "|"))) \(print) \(ShellQuoting.posix(BashCompletion.kind(option.valueCompletion))) ;;"
            }
        }
    }

    /// `_gather_argument PATH N` prints the kind of the N-th positional (from 0); a variadic last one repeats.
    /// `declare` is the array's declaration, `count` its length and `printNth` what prints its N-th element.
    func argumentFunction(_ prefix: String, open: String, declare: String, count: String, printNth: String) -> String {
        """
        \(prefix)_argument() {
            local -a \(declare)
            local variadic=0 n=$2
            case "$1" in
        \(argumentCases(open: open).joined(separator: "\n"))
            esac
            ((variadic && n >= \(count))) && n=$((\(count) - 1))
            ((n < \(count))) && \(printNth)
            return 0
        }
        """
    }

    /// For `_gather_argument PATH N`: the kinds of each node's positionals, and whether the last repeats.
    private func argumentCases(open: String) -> [String] {
        pathCases(open: open) { node in
            guard node.arguments.contains(where: { $0.completion != .nothing }) else { return nil }
            let kinds = node.arguments.map { ShellQuoting.posix(BashCompletion.kind($0.completion)) }.joined(separator: " ")
            return "kinds=(\(kinds));" + (node.arguments.last?.isVariadic == true ? " variadic=1" : "")
        }
    }

    static func caseFunction(_ name: String, subject: String, cases: [String], first: [String] = []) -> String {
        (["\(name)() {"] + first + ["    case \"\(subject)\" in"] + cases + ["    esac", "}"]).joined(separator: "\n")
    }
}
