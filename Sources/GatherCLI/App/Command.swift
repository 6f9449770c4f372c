import FootballGatherCore

/// A node of the command tree: its spec (from which help is generated) and, for a leaf, what it does.
struct Command: Sendable {
    typealias Run = @Sendable (Context) async throws -> Void
    /// Rules that need several options at once (`--seed` needs `--teams auto`): the
    /// sentence saying what is wrong, or nil. A broken rule is a usage error (64).
    typealias Validate = @Sendable (ParsedCommand) -> String?

    let spec: CommandSpec
    let run: Run?
    let validate: Validate?
    let children: [Command]

    /// A leaf; with `children`, a group that also runs when no subcommand follows (`gather history`).
    init(_ spec: CommandSpec, validate: Validate? = nil, run: Run?, children: [Command] = []) {
        var spec = spec
        if !children.isEmpty {
            spec.subcommands = children.map(\.spec)
            spec.runsWithoutSubcommand = run != nil
        }
        self.spec = spec
        self.run = run
        self.validate = validate
        self.children = children
    }

    init(group spec: CommandSpec, _ children: [Command]) {
        self.init(spec, run: nil, children: children)
    }

    func find(_ path: some Collection<String>) -> Command? {
        guard let first = path.first else { return self }
        return children.first { $0.spec.name == first }?.find(path.dropFirst())
    }
}
