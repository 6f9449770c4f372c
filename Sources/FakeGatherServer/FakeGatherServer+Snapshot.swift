import Foundation

extension FakeGatherServer {
    /// Kept beside a fixture home, so that a later server is the same account.
    public func snapshot() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return try encoder.encode(core.state.withLock { $0.store })
    }

    public func restore(_ snapshot: Data) throws {
        let store = try JSONDecoder().decode(Store.self, from: snapshot)
        core.state.withLock { $0.store = store }
    }
}
