import Foundation

/// A server's players as this machine last saw them (ids and names), for shell completion,
/// which must never wait on the network: in `state.json`, one list per server. A cache,
/// never worth failing a command for.
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

    let state: StateFile
    let key: String

    public init(state: StateFile, backend: Backend) {
        self.state = state
        key = FileSquadStore.key(of: backend)
    }

    /// The list kept for this server; empty when there is none or it cannot be read.
    public func entries() -> [Entry] {
        (try? state.read())?[server: key].playerNames ?? []
    }

    /// Changes this server's list; most reads of the roster find the names as they were,
    /// and then nothing is written. A failure to write is dropped: the command it serves
    /// has done its work, and completion only offers fewer names.
    public func update(_ body: (inout [Entry]) -> Void) {
        _ = try? state.update { body(&$0[server: key].playerNames) }
    }
}
