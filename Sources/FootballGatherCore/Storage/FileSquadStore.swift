import Foundation

/// Each backend's squad: the offline one in the data directory's `squad.json` (keyed `offline`), a server's
/// in `state.json` with the rest of what this machine keeps of it. An emptied squad leaves no entry.
public struct FileSquadStore: SquadStore {
    let file: JSONFileStore<[String: [Int]]>
    let state: StateFile

    init(directory: URL, lock: FileLock, state: StateFile) {
        file = JSONFileStore(url: directory.appendingPathComponent("squad.json"), kind: .squad, lock: lock)
        self.state = state
    }

    /// `offline`, or the server's address as credentials are keyed; no address is `offline`.
    static func key(of backend: Backend) -> String {
        switch backend {
        case .server(let url): ServerAddress.storageKey(for: url)
        case .offline: "offline"
        }
    }

    public func squad(of backend: Backend) throws -> [Int] {
        let key = Self.key(of: backend)
        guard case .offline = backend else { return try state.read()[server: key].squad }
        return try file.load()?[key] ?? []
    }

    public func update<T>(of backend: Backend, _ body: (inout [Int]) throws -> T) throws -> T {
        let key = Self.key(of: backend)
        guard case .offline = backend else { return try state.update { try body(&$0[server: key].squad) } }
        return try file.update(entry: key, empty: [], isEmpty: \.isEmpty, body)
    }
}
