import Foundation

/// Starts a match: creates the gather, adds every player with their team a few at a
/// time, and keeps the active match saved from the first moment, so that a failure
/// never leaves a gather the tool has forgotten.
public struct MatchStarter: Sendable {
    public static let concurrentRequests = 6

    let gathers: any GatherService
    let state: StateStore
    let server: String?
    let retry: RetryPolicy
    let now: @Sendable () -> Date

    public init(
        gathers: any GatherService, state: StateStore, server: String?,
        retry: RetryPolicy = RetryPolicy(), now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.gathers = gathers
        self.state = state
        self.server = server
        self.retry = retry
        self.now = now
    }

    public func start(_ selection: TeamSelection) async throws -> ActiveMatch {
        // Check, create and save under the state lock, so two starts at once cannot both
        // create a gather: the second waits, then finds the first one's match.
        let match = try await state.withLock {
            if let running = try state.match.load() { throw MatchError.matchAlreadyActive(running.gatherID) }
            let gatherID = try await gathers.createGather()
            let match = ActiveMatch(
                gatherID: gatherID, server: server, teamA: selection.teamA.map(MatchPlayer.init),
                teamB: selection.teamB.map(MatchPlayer.init), pending: selection.assignments.map(\.player.id),
                startedAt: now())
            try state.match.save(match)
            return match
        }
        let gatherID = match.gatherID
        var teams: [Int: Team] = [:]
        for (player, team) in selection.assignments { teams[player.id] = team }
        try state.remember(gatherID, RememberedGather(startedAt: match.startedAt, teams: teams))
        return try await addPending(of: match)
    }

    /// Sends the players a previous start could not add.
    public func resume() async throws -> ActiveMatch {
        var match = try state.requireMatch()
        guard !match.pending.isEmpty else { throw MatchError.nothingToResume }
        // A timed-out add may have reached the server; adding it again would store it twice.
        let present = Set(try await gathers.players(inGather: match.gatherID).map(\.id))
        match.pending.removeAll { present.contains($0) }
        return try await addPending(of: match)
    }

    private func addPending(of match: ActiveMatch) async throws -> ActiveMatch {
        let failures = try await addPlayers(match.pending, of: match)
        let stillPending = match.pending.filter { failures[$0] != nil }
        let updated = try state.updateMatch { stored in
            stored.pending = stillPending
            return stored
        }
        guard let firstFailure = failures.values.first else { return updated }
        let names = stillPending.compactMap { id in match.everyone.first { $0.id == id }?.name }
        let status = (firstFailure as? any GatherFailure)?.exitStatus ?? .temporaryFailure
        throw MatchError.playersNotAdded(names: names, cause: firstFailure.localizedDescription, status: status)
    }

    /// Returns the error of each player that could not be added.
    private func addPlayers(_ ids: [Int], of match: ActiveMatch) async throws -> [Int: any Error] {
        let assignments = ids.compactMap { id in match.team(of: id).map { (id, $0) } }
        if let bulk = gathers as? any BulkGatherService {
            try await bulk.addPlayers(assignments.map { BulkAssignment(playerID: $0.0, team: $0.1) }, toGather: match.gatherID)
            return [:]
        }
        let gathers = self.gathers
        let retry = self.retry
        let gatherID = match.gatherID
        let outcomes = await BoundedConcurrency.map(assignments, limit: Self.concurrentRequests) { id, team in
            do {
                try await retry.run(
                    { try await gathers.addPlayer(id: id, toGather: gatherID, team: team) },
                    isDone: { (try? await gathers.players(inGather: gatherID))?.contains { $0.id == id } == true })
                return (id, nil as (any Error)?)
            } catch {
                return (id, error)
            }
        }
        return Dictionary(outcomes.compactMap { id, error in error.map { (id, $0) } }, uniquingKeysWith: { first, _ in first })
    }
}

/// A gather service that can add many players in one step (the offline file: one write).
public protocol BulkGatherService: GatherService {
    func addPlayers(_ assignments: [BulkAssignment], toGather gatherID: UUID) async throws
}

public struct BulkAssignment: Sendable, Equatable {
    public var playerID: Int
    public var team: Team
}
