/// One backend's squad, as an export reads it and an import adds to it.
public struct BackendSquad: Sendable {
    let store: any SquadStore
    let backend: Backend

    public init(store: any SquadStore, backend: Backend) {
        self.store = store
        self.backend = backend
    }

    func ids() throws -> [Int] { try store.squad(of: backend) }

    /// Adds the players not in it yet, after those who are, in the order given.
    func join(_ ids: [Int]) throws {
        try store.update(of: backend) { squad in squad += ids.filter { !squad.contains($0) } }
    }
}
