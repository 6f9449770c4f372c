import Foundation

/// `squad.json` in the data directory: each backend's squad, keyed by `offline` or the
/// server's address. A backend whose squad is emptied leaves the file; the last one removes it.
public struct FileSquadStore: SquadStore {
    let file: JSONFileStore<[String: [Int]]>

    init(directory: URL, lock: FileLock) {
        file = JSONFileStore(url: directory.appendingPathComponent("squad.json"), kind: .squad, lock: lock)
    }

    /// `offline`, or the server's address as credentials are keyed; no address is `offline`.
    public static func key(of backend: Backend) -> String {
        switch backend {
        case .server(let url): ServerAddress.storageKey(for: url)
        case .offline: "offline"
        }
    }

    public func squad(of backend: Backend) throws -> [Int] {
        try file.load()?[Self.key(of: backend)] ?? []
    }

    public func update<T>(of backend: Backend, _ body: (inout [Int]) throws -> T) throws -> T {
        try file.update { stored in
            var squads = stored ?? [:]
            let key = Self.key(of: backend)
            var squad = squads[key] ?? []
            let result = try body(&squad)
            squads[key] = squad.isEmpty ? nil : squad
            stored = squads.isEmpty ? nil : squads
            return result
        }
    }
}
