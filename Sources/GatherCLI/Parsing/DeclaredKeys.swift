/// An option declared once with its value type. Commands read it through the key, so a
/// misspelt name does not compile and the value arrives already parsed.
struct OptionKey<Value: ArgumentValue>: Sendable {
    let spec: OptionSpec

    init(
        _ long: String, short: Character? = nil, valueName: String, help: String,
        default defaultValue: Value? = nil, isRepeatable: Bool = false, conflicts: [String] = [],
        completion: ArgumentSpec.Completion? = nil
    ) {
        let type = Value.valueType
        var spec = OptionSpec(
            long: long, short: short, valueName: valueName, help: help, allowedValues: type.allowedValues,
            defaultValue: defaultValue?.argument, isRepeatable: isRepeatable, conflicts: conflicts)
        spec.valueType = type
        spec.completion = completion
        self.spec = spec
    }
}

/// A boolean option such as `--yes`.
struct FlagKey: Sendable {
    let spec: OptionSpec

    init(_ long: String, short: Character? = nil, help: String, conflicts: [String] = []) {
        spec = .flag(long, short: short, help: help, conflicts: conflicts)
    }
}

/// A positional argument declared with its value type.
struct ArgumentKey<Value: ArgumentValue>: Sendable {
    let spec: ArgumentSpec

    /// Completion offers the type's values unless told otherwise (files, say).
    init(
        _ name: String, help: String, isOptional: Bool = false, isVariadic: Bool = false,
        completion: ArgumentSpec.Completion? = nil
    ) {
        let type = Value.valueType
        var spec = ArgumentSpec(
            name: name, help: help, isOptional: isOptional, isVariadic: isVariadic,
            completion: completion ?? type.allowedValues.map(ArgumentSpec.Completion.values) ?? .nothing)
        spec.valueType = type
        self.spec = spec
    }
}

extension ParsedCommand {
    /// The last value given, or else the declared default.
    func value<Value>(_ key: OptionKey<Value>) -> Value? {
        value(key.spec.long).flatMap(Value.init(argument:))
    }

    /// Every value given, in order, or else the default alone.
    func values<Value>(_ key: OptionKey<Value>) -> [Value] {
        values(key.spec.long).compactMap(Value.init(argument:))
    }

    /// True when the option was on the line, as opposed to its default.
    func wasGiven<Value>(_ key: OptionKey<Value>) -> Bool {
        wasGiven(key.spec.long)
    }

    func flag(_ key: FlagKey) -> Bool {
        flag(key.spec.long)
    }

    func argument<Value>(_ key: ArgumentKey<Value>) -> Value? {
        argument(key.spec.name).flatMap(Value.init(argument:))
    }

    func arguments<Value>(_ key: ArgumentKey<Value>) -> [Value] {
        arguments(key.spec.name).compactMap(Value.init(argument:))
    }
}
