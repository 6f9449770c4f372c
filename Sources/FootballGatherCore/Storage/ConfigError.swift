import Foundation

/// A `gather config` request that cannot be carried out.
public enum ConfigError: Error, Equatable, Sendable {
    case unknownKey(String)
    case emptyValue(ConfigKey)
}

extension ConfigError: LocalizedError, GatherFailure {
    public var errorDescription: String? {
        switch self {
        case .unknownKey(let key):
            let known = ConfigKey.allCases.map(\.rawValue).joined(separator: ", ")
            return "unknown config key '\(key)': the keys are \(known)"
        case .emptyValue(let key):
            return "the value for '\(key.rawValue)' is empty"
        }
    }

    public var failureKind: FailureKind {
        switch self {
        case .unknownKey: .malformedInput
        case .emptyValue: .invalidData
        }
    }

    public var nextStep: NextStep? {
        if case .emptyValue(let key) = self { return .unsetConfig(key) }
        return nil
    }
}
