/// Options read through a key: a misspelt name does not compile and the value arrives parsed.
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

struct FlagKey: Sendable {
    let spec: OptionSpec

    init(_ long: String, short: Character? = nil, help: String, conflicts: [String] = []) {
        spec = .flag(long, short: short, help: help, conflicts: conflicts)
    }
}

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
    func value<Value>(_ key: OptionKey<Value>) -> Value? {
        value(key.spec.long).flatMap(Value.init(argument:))
    }

    func values<Value>(_ key: OptionKey<Value>) -> [Value] {
        values(key.spec.long).compactMap(Value.init(argument:))
    }

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
