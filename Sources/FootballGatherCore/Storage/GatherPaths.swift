import Foundation

/// Where gather keeps its files (XDG Base Directory); an unset, empty or relative variable means the default.
public struct GatherPaths: Sendable, Equatable {
    /// `$XDG_CONFIG_HOME/gather`, default `~/.config/gather`: config and credentials.
    let configDirectory: URL
    /// `$XDG_DATA_HOME/gather`, default `~/.local/share/gather`: the offline data.
    public let dataDirectory: URL
    /// `$XDG_STATE_HOME/gather`, default `~/.local/state/gather`: the running match.
    package let stateDirectory: URL

    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let home = URL(fileURLWithPath: HomeDirectory.path(environment: environment), isDirectory: true)
        func base(_ variable: String, default relativePath: String) -> URL {
            if let value = environment[variable], value.hasPrefix("/") {
                return URL(fileURLWithPath: value, isDirectory: true)
            }
            return home.appendingPathComponent(relativePath, isDirectory: true)
        }
        configDirectory = base("XDG_CONFIG_HOME", default: ".config").appendingPathComponent("gather", isDirectory: true)
        dataDirectory = base("XDG_DATA_HOME", default: ".local/share").appendingPathComponent("gather", isDirectory: true)
        stateDirectory = base("XDG_STATE_HOME", default: ".local/state").appendingPathComponent("gather", isDirectory: true)
    }

    /// Whether `path` names a file directly in one of gather's own folders, where a file written by hand could
    /// replace one of gather's (`offline.json`) and break the home. Symlinks are followed, as a write would.
    public func isOwnFolder(holding path: String) -> Bool {
        let folder = URL(fileURLWithPath: path).resolvingSymlinksInPath().deletingLastPathComponent().standardizedFileURL.path
        return [configDirectory, dataDirectory, stateDirectory].contains { $0.resolvingSymlinksInPath().standardizedFileURL.path == folder }
    }

    var configFile: URL { configDirectory.appendingPathComponent("config.json") }
    var credentialsFile: URL { configDirectory.appendingPathComponent("credentials.json") }
}
