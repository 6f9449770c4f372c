import FootballGatherCore

enum ConfigErrorWording {
    static func text(_ error: ConfigError) -> String {
        switch error {
        case .unknownKey(let key):
            "unknown config key '\(key)': the keys are \(ConfigKey.allCases.map(\.rawValue).joined(separator: ", "))"
        case .emptyValue(let key):
            "the value for '\(key.rawValue)' is empty"
        }
    }

    /// What the user typed is quoted, except when it carries a user name or password.
    static func text(_ error: ServerAddressError) -> String {
        switch error {
        case .empty:
            "the server address is empty: give one like \(example)"
        case .missingScheme(let text):
            "the server address '\(text)' has no scheme: add http:// or https:// (http://\(text))"
        case .unsupportedScheme(let text, let scheme):
            "the server address '\(text)' uses \(scheme)://: use http:// or https://"
        case .malformed(let text):
            "the server address '\(text)' is not a valid URL: give one like \(example)"
        case .missingHost(let text):
            "the server address '\(text)' has no host: give one like \(example)"
        case .invalidPort(let text):
            "the server address '\(text)' has an invalid port: use a number from 1 to 65535"
        case .hasUserInfo:
            "the server address must not contain a user name or password"
        case .hasPath(let text, let path):
            "the server address '\(text)' has a path (\(path)): give only the scheme, host and port"
        case .hasQueryOrFragment(let text):
            "the server address '\(text)' has a query or fragment: remove the part from '?' or '#'"
        }
    }

    private static let example = "http://127.0.0.1:8080"
}
