import Foundation

/// A server's players as this machine last saw them (ids and names), for shell completion,
/// which must never wait on the network: `player-names.json` in the state directory, one
/// list per server (keyed as the squad is). A cache: replaced atomically without a lock, so
/// the last writer wins, and never worth failing a command for.
public struct PlayerNameCache: Sendable {
    /// One player of the list.
    public struct Entry: Codable, Sendable, Equatable {
        public var id: Int
        public var name: String

        public init(id: Int, name: String) {
            self.id = id
            self.name = name
        }
    }

    let url: URL
    let key: String

    public init(directory: URL, backend: Backend) {
        url = directory.appendingPathComponent("player-names.json")
        key = FileSquadStore.key(of: backend)
    }

    /// The list kept for this server; empty when there is none or it cannot be read.
    public func entries() -> [Entry] {
        (try? load())?[key] ?? []
    }

    /// Changes this server's list. A failure to write is dropped: the command it serves
    /// has done its work, and completion only offers fewer names.
    public func update(_ body: (inout [Entry]) -> Void) {
        var all = (try? load()) ?? [:]
        let before = all[key]
        var entries = before ?? []
        body(&entries)
        // Most reads of the roster find the names as they were: nothing to write then.
        guard entries != before else { return }
        all[key] = entries
        guard let data = try? JSONEncoder().encode(all) else { return }
        try? GatherPaths.createDirectory(url.deletingLastPathComponent())
        try? AtomicFile.write(data, to: url)
    }

    private func load() throws -> [String: [Entry]]? {
        guard let data = try RegularFile.read(url, as: .playerNames) else { return nil }
        return try JSONDecoder().decode([String: [Entry]].self, from: data)
    }
}
