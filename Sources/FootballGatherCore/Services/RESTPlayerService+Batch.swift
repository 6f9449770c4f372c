public enum PlayerBatch {
    static let concurrentRequests = 6

    /// The new id of each draft, in order; nil for one that could not be created.
    public struct Outcome: Sendable {
        var ids: [Int?]
        var firstError: (any Error)?
    }
}

extension RESTPlayerService {
    /// Six requests at a time, each sent again after a transient failure; after a lost reply it first asks
    /// whether its player was made after all (a new player with the draft's fields that no other create of
    /// the batch has claimed), so none is created twice.
    public func createPlayers(
        _ drafts: [PlayerDraft], roster: [Player], progress: @escaping @Sendable (Int) -> Void
    ) async throws -> PlayerBatch.Outcome {
        let ledger = CreatedPlayers(before: Set(roster.map(\.id)))
        let results = await BoundedConcurrency.map(
            drafts, limit: PlayerBatch.concurrentRequests, finished: progress
        ) { draft -> Result<Int, any Error> in
            do {
                let id = try await client.send(
                    Endpoints.createPlayer(draft), landed: { await ledger.claimNew(draft, in: try await players()) })
                await ledger.claim(id)
                return .success(id)
            } catch {
                return .failure(error)
            }
        }
        let firstError = results.lazy.compactMap { result -> (any Error)? in
            if case .failure(let error) = result { error } else { nil }
        }.first
        return PlayerBatch.Outcome(ids: results.map { try? $0.get() }, firstError: firstError)
    }
}

/// The ids this batch has created, so a create that finds its player already made claims one nobody has.
private actor CreatedPlayers {
    let before: Set<Int>
    var claimed: Set<Int> = []

    init(before: Set<Int>) { self.before = before }

    func claim(_ id: Int) { claimed.insert(id) }

    func claimNew(_ draft: PlayerDraft, in roster: [Player]) -> Int? {
        let made = roster.first { player in
            !before.contains(player.id) && !claimed.contains(player.id) && player == Player(id: player.id, draft: draft)
        }
        guard let made else { return nil }
        claimed.insert(made.id)
        return made.id
    }
}
