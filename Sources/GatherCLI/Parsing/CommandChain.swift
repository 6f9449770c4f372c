/// The commands from the root down to the one at hand, and the options valid there.
struct CommandChain: Sendable {
    let root: CommandSpec
    private(set) var descendants: [CommandSpec] = []

    init(root: CommandSpec) {
        self.root = root
    }

    /// Follows `path` as far as it names subcommands; stops at the first unknown name.
    init(root: CommandSpec, following path: [String]) {
        self.init(root: root)
        for name in path {
            guard let next = command.subcommand(named: name) else { break }
            descend(into: next)
        }
    }

    var command: CommandSpec { descendants.last ?? root }
    var path: [String] { descendants.map(\.name) }
    var commandLine: String { ([root.name] + path).joined(separator: " ") }
    var isRoot: Bool { descendants.isEmpty }

    mutating func descend(into subcommand: CommandSpec) {
        descendants.append(subcommand)
    }

    /// Options of the root and of intermediate groups, nearest ancestor first.
    var inheritedOptions: [OptionSpec] {
        guard !isRoot else { return [] }
        let ancestors = [root] + descendants.dropLast()
        return ancestors.reversed().flatMap(\.options)
    }

    /// Built-ins not shadowed by a command's own option of the same name.
    var builtInOptions: [OptionSpec] {
        let defined = Set((command.options + inheritedOptions).map(\.long))
        return [OptionSpec.builtInHelp, .builtInVersion].filter { !defined.contains($0.long) }
    }

    /// Every option accepted here, nearest definition first so it shadows the others.
    var optionsInScope: [OptionSpec] {
        command.options + inheritedOptions + builtInOptions
    }

    /// `optionsInScope` without the ones a nearer option of the same name shadows.
    var visibleOptions: [OptionSpec] {
        var seen: Set<String> = []
        return optionsInScope.filter { seen.insert($0.long).inserted }
    }

    func option(long: String) -> OptionSpec? {
        optionsInScope.first { $0.long == long }
    }

    func option(short: Character) -> OptionSpec? {
        optionsInScope.first { $0.short == short }
    }
}
