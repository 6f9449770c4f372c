import Foundation

/// Sends one waiting change through the server's services, with the client's retries.
/// Each is safe to send again after an interruption: a result is a `PUT`, a gather already
/// gone is done, and a player the gather already has is not added twice.
struct OutboxDelivery: Sendable {
    let gathers: any GatherService

    func send(_ change: ServerChange) async throws {
        switch change {
        case .result(let gather, let score):
            try await gathers.setResult(ofGather: gather, score: score)
        case .addPlayer(let gather, let player, let team):
            try await gathers.addPlayer(id: player, toGather: gather, team: team)
        case .deleteGather(let gather):
            do {
                try await gathers.deleteGather(id: gather)
            } catch APIError.notFound {
                // Already gone: what the change asked for.
            }
        }
    }
}
