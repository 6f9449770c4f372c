@testable import GatherCLI

extension CommandSpec {
    /// Tree mistakes that make parsing ambiguous or help wrong, a sentence each; empty when sound. For a test.
    var validationProblems: [String] {
        Self.problems(in: CommandChain(root: self))
    }

    private static func problems(in chain: CommandChain) -> [String] {
        let command = chain.command
        let location = "'\(chain.commandLine)'"
        var problems: [String] = []
        let names = [command.name] + command.options.map(\.long) + command.subcommands.map(\.name)
        for name in names where name.isEmpty || name.contains(where: { $0.isWhitespace || $0 == "=" || $0 == "'" }) {
            problems.append("\(location) has an unusable name '\(name)'.")
        }
        problems += duplicates(command.subcommands.map(\.name)).map { "\(location) has two subcommands named '\($0)'." }
        problems += duplicates(command.options.map(\.long)).map { "\(location) has two options '--\($0)'." }
        let ownShorts = Set(command.options.compactMap(\.short))
        let declared = chain.visibleOptions.filter { !chain.builtInOptions.contains($0) }
        let clashingShorts = duplicates(declared.compactMap(\.short)).filter(ownShorts.contains)
        problems += clashingShorts.map { "\(location) has two options '-\($0)' in scope." }
        if command.options.contains(where: { $0.short == "h" && $0.long != "help" }) {
            problems.append("\(location) uses '-h', which is reserved for help.")
        }
        if command.arguments.dropLast().contains(where: \.isVariadic) {
            problems.append("\(location) has a variadic argument that is not the last one.")
        }
        for option in command.options where option.isFlag && (option.allowedValues != nil || option.defaultValue != nil) {
            problems.append("\(location) has a flag '--\(option.long)' with values or a default.")
        }
        for subcommand in command.subcommands {
            var child = chain
            child.descend(into: subcommand)
            problems += Self.problems(in: child)
        }
        return problems
    }

    private static func duplicates<Name: Hashable>(_ names: [Name]) -> [Name] {
        var seen: Set<Name> = []
        var repeated: [Name] = []
        for name in names where !seen.insert(name).inserted && !repeated.contains(name) {
            repeated.append(name)
        }
        return repeated
    }
}
