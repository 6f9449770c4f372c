/// The settings in `config.json`, both optional: flags and the environment can supply them instead.
public struct Config: Codable, Sendable, Equatable {
    /// A normalized server URL, e.g. `http://127.0.0.1:8080`.
    public var server: String?
    var username: String?

    subscript(key: ConfigKey) -> String? {
        get { self[keyPath: key.field] }
        set { self[keyPath: key.field] = newValue }
    }
}

/// The keys `gather config get|set|unset` accept.
public enum ConfigKey: String, CaseIterable, Sendable {
    case server
    case username

    public init(parsing text: String) throws(ConfigError) {
        guard let key = ConfigKey(rawValue: text) else { throw .unknownKey(text) }
        self = key
    }

    var field: WritableKeyPath<Config, String?> {
        switch self {
        case .server: \.server
        case .username: \.username
        }
    }
}
