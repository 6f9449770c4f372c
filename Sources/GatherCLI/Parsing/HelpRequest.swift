import FootballGatherCore

/// Resolves the words after `help` (`gather help players add`, `gather help exit-codes`) to their page.
struct HelpRequest {
    var chain: CommandChain
    let words: [String]

    func page() throws(UsageError) -> String {
        var chain = chain
        for (offset, typed) in words.enumerated() {
            let usage = UsageLine.text(for: chain)
            let topics = chain.isRoot ? chain.root.helpTopics : []
            let names = chain.command.subcommands.map(\.name) + topics.map(\.name)
            let word = try Self.named(typed, among: names, usage: usage)
            if let subcommand = chain.command.subcommand(named: word) {
                chain.descend(into: subcommand)
                continue
            }
            if let topic = topics.first(where: { $0.name == word }) {
                if let extra = words.dropFirst(offset + 1).first {
                    throw .unexpectedArgument(extra, usage: usage)
                }
                return topic.text()
            }
            if chain.command.subcommands.isEmpty {
                throw .unexpectedArgument(word, usage: usage)
            }
            // A word the user clearly meant as a topic gets a topic message; the rest a command one.
            let suggestion = Suggestion.closest(to: word, among: names)
            if let suggestion, topics.contains(where: { $0.name == suggestion }) {
                throw .unknownHelpTopic(word, suggestion: suggestion, usage: usage)
            }
            throw .unknownCommand(word, suggestion: suggestion, usage: usage)
        }
        return HelpRenderer(chain: chain).text
    }

    /// The name `typed` is or begins (see `WordPrefix`); `typed` itself when it names nothing.
    private static func named(_ typed: String, among names: [String], usage: String) throws(UsageError) -> String {
        var seen = Set<String>()  // a command and a topic may share a name (fees, sync)
        switch WordPrefix.match(typed, among: names.filter { seen.insert($0).inserted }) {
        case .one(let name): return name
        case .several(let candidates): throw .ambiguousCommand(typed, candidates: candidates, usage: usage)
        case .none, .wholeNameNeeded: return typed  // help reads; any prefix may show it
        }
    }
}
