import Foundation

/// Creates many players: in one write where the service can (offline), otherwise six
/// requests at a time, as `start` adds players, each retried after a transient failure
/// without ever creating a player twice.
public struct PlayerBatch: Sendable {
    public static let concurrentRequests = 6

    let service: any PlayerService
    let retry: RetryPolicy

    public init(service: any PlayerService, retry: RetryPolicy = RetryPolicy()) {
        self.service = service
        self.retry = retry
    }

    /// The new id of each draft, in order; nil for one that could not be created.
    public struct Outcome: Sendable {
        public var ids: [Int?]
        /// Why the first draft that was not created failed.
        public var firstError: (any Error)?
    }

    /// - Parameters:
    ///   - roster: the players that existed before, so a retry can tell its own player from theirs.
    ///   - progress: told how many drafts are done, after each one.
    public func create(
        _ drafts: [PlayerDraft], roster: [Player], progress: @escaping @Sendable (Int) -> Void = { _ in }
    ) async throws -> Outcome {
        if let bulk = service as? any BulkPlayerService {
            let ids = try await bulk.createPlayers(drafts)
            progress(drafts.count)
            return Outcome(ids: ids, firstError: nil)
        }
        let service = self.service
        let retry = self.retry
        let ledger = CreatedPlayers(before: Set(roster.map(\.id)))
        let results = await BoundedConcurrency.map(drafts, limit: Self.concurrentRequests) { draft -> Result<Int, any Error> in
            let result: Result<Int, any Error>
            do {
                let id = try await retry.value(
                    { try await service.createPlayer(draft) },
                    recover: { await ledger.claimNew(draft, in: try? await service.players()) })
                await ledger.claim(id)
                result = .success(id)
            } catch {
                result = .failure(error)
            }
            progress(await ledger.finishOne())
            return result
        }
        let firstError = results.lazy.compactMap { result -> (any Error)? in
            if case .failure(let error) = result { return error }
            return nil
        }.first
        return Outcome(ids: results.map { try? $0.get() }, firstError: firstError)
    }
}

/// The ids this batch has created, so that a retry that finds its player already made
/// claims one nobody else has.
private actor CreatedPlayers {
    let before: Set<Int>
    var claimed: Set<Int> = []
    var finished = 0

    init(before: Set<Int>) { self.before = before }

    func claim(_ id: Int) { claimed.insert(id) }

    func claimNew(_ draft: PlayerDraft, in roster: [Player]?) -> Int? {
        let made = roster?.first { player in
            !before.contains(player.id) && !claimed.contains(player.id) && player == Player(id: player.id, draft: draft)
        }
        guard let made else { return nil }
        claimed.insert(made.id)
        return made.id
    }

    func finishOne() -> Int {
        finished += 1
        return finished
    }
}
