/// A positional argument, shown as `<NAME>` in usage lines.
struct ArgumentSpec: Sendable, Equatable {
    enum Completion: Sendable, Equatable {
        case nothing
        case files
        case values([String])
        /// The names and aliases of the players this machine knows (see `PlayerNameList`).
        case players
        /// The same without retired players, for a command that refuses them (`squad add`).
        case activePlayers
    }

    var name: String
    var help: String
    var isOptional = false
    /// Takes one or more values (zero or more when optional); best kept last.
    var isVariadic = false
    var completion = Completion.nothing
    /// Set by `ArgumentKey`: the type that parses and spells each value.
    var valueType: ValueType?

    var usageText: String {
        let placeholder = isVariadic ? "<\(name)> ..." : "<\(name)>"
        return isOptional ? "[\(placeholder)]" : placeholder
    }
}
