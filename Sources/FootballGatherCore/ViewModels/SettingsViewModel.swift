/// The settings screen (`gather config`): the saved server and username.
public struct SettingsViewModel: Sendable {
    let config: any ConfigStorage

    public init(config: any ConfigStorage) { self.config = config }

    public func value(of key: ConfigKey) throws -> String? { try config.load()[key] }

    /// Validates and saves `value`; returns what was stored (a server URL normalized).
    public func set(_ key: ConfigKey, to value: String) throws -> String { try config.set(key.rawValue, to: value) }

    public func unset(_ key: ConfigKey) throws { try config.unset(key.rawValue) }
}
