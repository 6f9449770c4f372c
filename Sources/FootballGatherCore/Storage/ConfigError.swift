public enum ConfigError: Error, Equatable, Sendable {
    case unknownKey(String)
    case emptyValue(ConfigKey)
}

extension ConfigError: GatherFailure {
    public var failureKind: FailureKind {
        switch self {
        case .unknownKey: .malformedInput
        case .emptyValue: .invalidData
        }
    }

    public var nextStep: NextStep? {
        if case .emptyValue(let key) = self { .unsetConfig(key) } else { nil }
    }
}
