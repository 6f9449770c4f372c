import Foundation

extension FakeGatherServer {
    /// Everything the server holds (users, tokens, players, gathers and their players) as
    /// JSON: kept beside a fixture home, so that a later server is the same account.
    public func snapshot() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return try encoder.encode(core.state.withLock { $0.store })
    }

    /// Replaces what the server holds with a `snapshot()`.
    public func restore(_ snapshot: Data) throws {
        let store = try JSONDecoder().decode(Store.self, from: snapshot)
        core.state.withLock { $0.store = store }
    }
}

extension FakeGatherServer {
    /// Forgets every account, player and gather, as a server whose database was lost;
    /// the address stays the same.
    public func loseEverything() {
        core.state.withLock { $0.store = Store() }
    }
}
