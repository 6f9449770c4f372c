import FootballGatherCore

/// Walks the command line once, left to right; throws at the first token it cannot accept.
struct CommandLineScanner {
    var chain: CommandChain
    var positionals: [String] = []
    var givenValues: [String: [String]] = [:]
    var givenFlags: Set<String> = []
    var helpRequested: Bool
    var versionRequested = false
    /// Set by the `help` pseudo-command: the words naming what to describe.
    var helpWords: [String]?
    /// `help --man`: the manual page of the whole tree instead of one help page.
    var manualRequested = false
    /// The words not read yet.
    var tokens: ArraySlice<String>
    private var optionsEnded = false

    init(root: CommandSpec, arguments: [String]) {
        chain = CommandChain(root: root)
        tokens = arguments[...]
        // Help anywhere wins, even over an error earlier on the line.
        let beforeTerminator = arguments.prefix { $0 != "--" }
        helpRequested = beforeTerminator.contains("-h") || beforeTerminator.contains("--help")
    }

    mutating func scan() throws(UsageError) {
        while let token = tokens.popFirst() {
            try consume(token)
        }
    }

    private mutating func consume(_ token: String) throws(UsageError) {
        if helpWords != nil {
            // `help` only reads names and `--man`; other options after it change nothing.
            if token == "--" + Self.manualOptionName {
                manualRequested = true
            } else if !token.hasPrefix("-") {
                helpWords?.append(token)
            }
        } else if optionsEnded {
            positionals.append(token)
        } else if token == "--" {
            optionsEnded = true
        } else if token.hasPrefix("--") {
            try consumeLongOption(token)
        } else if token.hasPrefix("-") && token.count > 1 && !Self.isNegativeNumber(token) {
            try consumeShortOptions(token)
        } else {
            try consumeWord(token)
        }
    }

    private mutating func consumeWord(_ word: String) throws(UsageError) {
        let command = chain.command
        guard positionals.isEmpty, !command.subcommands.isEmpty else {
            positionals.append(word)
            return
        }
        if let subcommand = command.subcommand(named: word) {
            chain.descend(into: subcommand)
        } else if word == Self.helpCommandName {
            helpWords = []
        } else if command.arguments.isEmpty {
            // Only where no positional could stand does a prefix name a command.
            try consumeCommandPrefix(word)
        } else {
            positionals.append(word)
        }
    }

    /// `gather stat` runs `stats`, `gather pl li` runs `players list`.
    private mutating func consumeCommandPrefix(_ word: String) throws(UsageError) {
        let names = chain.command.subcommands.map(\.name) + [Self.helpCommandName]
        let wholeOnly = Set(chain.command.subcommands.filter(\.wholeNameOnly).map(\.name))
        switch WordPrefix.match(word, among: names, wholeOnly: wholeOnly) {
        case .one(let name):
            if let subcommand = chain.command.subcommand(named: name) {
                chain.descend(into: subcommand)
            } else {
                helpWords = []
            }
        case .several(let candidates):
            throw .ambiguousCommand(word, candidates: candidates, usage: usage)
        case .wholeNameNeeded(let commands):
            throw .commandNotInFull(word, commands: commands, usage: usage)
        case .none:
            let deeper = Self.commandsOneLevelDown(named: word, in: chain.command)
            guard deeper.isEmpty else { throw .unknownCommand(word, meaning: deeper, usage: usage) }
            throw .unknownCommand(word, suggestion: Suggestion.closest(to: word, among: names), usage: usage)
        }
    }

    /// `undo` is `goal --undo` or `fees undo`: subcommands and options one level down named `word`, in full.
    static func commandsOneLevelDown(named word: String, in command: CommandSpec) -> [String] {
        let lowered = word.lowercased()
        return command.subcommands.flatMap { child in
            child.subcommands.filter { $0.name == lowered }.map { "\(child.name) \($0.name)" }
                + child.options.filter { $0.long == lowered }.map { "\(child.name) --\($0.long)" }
        }
    }

    static let helpCommandName = "help"
    static let manualOptionName = "man"

    var usage: String { UsageLine.text(for: chain) }

    /// `-1`, `-2.5`, `-2m` (time taken off) are values or positionals, never short options: none is a digit.
    static func isNegativeNumber(_ token: String) -> Bool {
        token.hasPrefix("-") && token.dropFirst().first.map { $0.isASCII && $0.isNumber } == true
    }
}
