/// A positional argument, shown as `<NAME>` in usage lines.
public struct ArgumentSpec: Sendable, Equatable {
    /// Upper-case placeholder, e.g. `PLAYER`.
    public var name: String
    public var help: String
    public var isOptional: Bool
    /// Takes one or more values (zero or more when optional); best kept last.
    public var isVariadic: Bool

    public init(name: String, help: String, isOptional: Bool = false, isVariadic: Bool = false) {
        self.name = name
        self.help = help
        self.isOptional = isOptional
        self.isVariadic = isVariadic
    }

    var usageText: String {
        let placeholder = isVariadic ? "<\(name)> ..." : "<\(name)>"
        return isOptional ? "[\(placeholder)]" : placeholder
    }
}
