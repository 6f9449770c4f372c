/// The command tree flattened for completion scripts: one node per place on the
/// command line where the set of words and options changes.
struct CompletionTree {
    struct Word {
        var name: String
        var description: String
    }

    struct Node {
        /// The root's name and the subcommands typed so far, joined by spaces.
        var path: String
        /// Subcommands, the `help` pseudo-command and, after `help`, topics.
        var words: [Word]
        /// Every option accepted here, including inherited and built-in ones.
        var options: [OptionSpec]

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

    /// `gather` as a shell identifier, for function names.
    var functionPrefix: String {
        "_" + String(commandName.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    private static let helpDescription = "Show help for a subcommand or topic"

    private static func collect(_ chain: CommandChain, into nodes: inout [Node]) {
        let command = chain.command
        var words = command.subcommands.map { Word(name: $0.name, description: $0.abstract) }
        let options = chain.visibleOptions
        if !command.subcommands.isEmpty && command.subcommand(named: CommandLineScanner.helpCommandName) == nil {
            let topics = chain.isRoot ? chain.root.helpTopics.map { Word(name: $0.name, description: $0.abstract) } : []
            let helpPath = chain.commandLine + " " + CommandLineScanner.helpCommandName
            nodes.append(Node(path: helpPath, words: words + topics, options: []))
            words.append(Word(name: CommandLineScanner.helpCommandName, description: helpDescription))
        }
        nodes.append(Node(path: chain.commandLine, words: words, options: options))
        for subcommand in command.subcommands {
            var child = chain
            child.descend(into: subcommand)
            collect(child, into: &nodes)
        }
    }
}
