import Foundation

/// Sends waiting changes through the server's services, with the client's retries, each
/// taken out of the outbox (and written) once it has landed. Each is safe to send again
/// after an interruption: a result is a `PUT`, a gather already gone is done, a player the
/// gather already has is not added twice, and a gather started without signal is looked
/// for among those made since its snapshot before it is created.
struct OutboxDelivery: Sendable {
    let gathers: any GatherService
    let outbox: ServerOutbox

    /// Sends what waits, oldest first, and nil; the failure when the server cannot be
    /// reached. A change about a gather the server no longer has (404) waits for the user,
    /// with those after it on that gather, as `gather sync` holds them; the rest go on.
    func sendWaiting() async throws -> APIError? {
        var held: [UUID: Int] = [:]
        for entry in try outbox.outbox().waiting where entry.conflict == nil {
            if let gather = entry.change.gatherID as UUID?, let first = held[gather] {
                try outbox.hold(entry.id, because: .dependsOn(first))
                continue
            }
            do {
                try await send(entry)
            } catch let error as APIError where error.isNoConnection {
                return error
            } catch APIError.notFound {
                try outbox.hold(entry.id, because: .gatherDeleted(entry.change.gatherID))
                held[entry.change.gatherID] = entry.id
            }
        }
        return nil
    }

    /// Sends `entry`, naming gathers by the server's ids.
    func send(_ entry: WaitingChange) async throws {
        let created = try outbox.outbox().created
        let change = created.reduce(entry.change) { change, pair in change.naming(pair.value, for: pair.key) }
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
        case .createGather(let local, let before):
            try await outbox.adopt(local, as: try await create(entry, before: before))
        }
        try outbox.done(entry.id)
    }

    /// The gather this start makes: one made since the snapshot, without a score or players,
    /// when an earlier attempt's reply was lost; otherwise a new one. The snapshot is written
    /// before the create is sent.
    private func create(_ entry: WaitingChange, before: [UUID]?) async throws -> UUID {
        let listed = try await gathers.gathers()
        guard let before else {
            try outbox.snapshot(listed.map(\.id), for: entry.id)
            return try await gathers.createGather()
        }
        let known = Set(before).union(try outbox.outbox().created.values)
        for gather in listed where gather.score == nil && !known.contains(gather.id) {
            if try await gathers.players(inGather: gather.id).isEmpty { return gather.id }
        }
        return try await gathers.createGather()
    }
}
