/// The two-column sections of a help page (ARGUMENTS, OPTIONS, SUBCOMMANDS, and HELP TOPICS on the root),
/// and the options inherited from the root and groups, which a subcommand's page names on one line.
struct HelpTables {
    struct Row: Equatable {
        var label: String
        var text: String
    }

    struct Table {
        var title: String
        var rows: [Row]
    }

    let sections: [Table]
    let inherited: [OptionSpec]

    init(chain: CommandChain) {
        let command = chain.command
        let own = Set(command.options.map(\.long))
        inherited = chain.visibleOptions.filter { !own.contains($0.long) && !chain.builtInOptions.contains($0) }
        // Version is a root-level request, so it is only listed there.
        let version = chain.isRoot ? chain.builtInOptions.filter { $0 == .builtInVersion } : []
        let builtIns = version + chain.builtInOptions.filter { $0 == .builtInHelp }
        let topics = chain.isRoot ? chain.root.helpTopics : []
        sections = [
            Table(title: "ARGUMENTS", rows: command.arguments.map { Row(label: "<\($0.name)>", text: $0.help) }),
            Table(title: "OPTIONS", rows: (command.options + builtIns).map(Self.row)),
            Table(title: "SUBCOMMANDS", rows: command.subcommands.map { Row(label: $0.name, text: $0.abstract) }),
            Table(title: "HELP TOPICS", rows: topics.map { Row(label: $0.name, text: $0.abstract) }),
        ]
    }

    private static func row(_ option: OptionSpec) -> Row {
        var label = option.short.map { "-\($0), " } ?? ""
        label += "--\(option.long)"
        if let valueName = option.valueName { label += " <\(valueName)>" }
        return Row(label: label, text: option.listedHelp)
    }
}
