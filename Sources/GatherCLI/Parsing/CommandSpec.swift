/// One command of the parser's tree; help, usage, manual and completions are all generated from it.
struct CommandSpec: Sendable, Equatable {
    var name: String
    /// One line, shown in the parent's SUBCOMMANDS list and at the top of the help.
    var abstract: String
    var discussion: String?
    /// Full command lines, shown first in the help (e.g. `gather players add Ana`).
    var examples: [String] = []
    var arguments: [ArgumentSpec] = []
    /// The root's options are global; a group's options apply to its subcommands too.
    var options: [OptionSpec] = []
    var subcommands: [CommandSpec] = []
    /// Extra `<root> help <topic>` pages; read on the root only.
    var helpTopics: [HelpTopic] = []
    /// A group that does something itself when no subcommand follows (`gather history`).
    var runsWithoutSubcommand = false
    /// Names that still run it but appear in no help or completion, so renamed commands keep working.
    var hiddenAliases: [String] = []
    /// Runs only when typed in full, so what cannot be undone (end, cancel, delete, clear) is never a prefix.
    var wholeNameOnly = false

    /// A group only dispatches to its subcommands; invoked alone it shows its help.
    var isGroup: Bool { !subcommands.isEmpty && arguments.isEmpty }

    func subcommand(named name: String) -> CommandSpec? {
        subcommands.first { $0.name == name } ?? subcommands.first { $0.hiddenAliases.contains(name) }
    }

    func typedInFull() -> CommandSpec {
        var spec = self
        spec.wholeNameOnly = true
        return spec
    }
}
