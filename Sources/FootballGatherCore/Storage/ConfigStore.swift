import Foundation

/// `config.json` in the config directory, and the `gather config` operations on it.
public struct ConfigStore: ConfigStorage {
    let file: JSONFileStore<Config>

    public init(paths: GatherPaths = GatherPaths()) {
        self.init(url: paths.configFile)
    }

    public init(url: URL, lock: FileLock? = nil) {
        file = JSONFileStore(url: url, kind: .config, lock: lock)
    }

    /// The saved config; an empty one when there is no file yet.
    public func load() throws(StorageError) -> Config {
        try file.load() ?? Config()
    }

    @discardableResult
    public func set(_ key: String, to value: String) throws -> String {
        let configKey = try ConfigKey(parsing: key)
        let stored = try Self.validated(value, for: configKey)
        try file.update { config in
            var updated = config ?? Config()
            updated[configKey] = stored
            config = updated
        }
        return stored
    }

    /// Removes `key`; nothing happens when it is not set.
    public func unset(_ key: String) throws {
        let configKey = try ConfigKey(parsing: key)
        guard try file.load() != nil else { return }
        try file.update { config in
            config?[configKey] = nil
        }
    }

    static func validated(_ value: String, for key: ConfigKey) throws -> String {
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw ConfigError.emptyValue(key) }
        switch key {
        case .server: return ServerAddress.storageKey(for: try ServerAddress.normalizedServerURL(trimmed))
        case .username: return trimmed
        }
    }
}
