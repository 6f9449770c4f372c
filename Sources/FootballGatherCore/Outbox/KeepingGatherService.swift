import Foundation

/// A server's gathers for a logged-in user: writes send what waits first, or are kept without signal.
public struct KeepingGatherService: GatherService {
    let delivery: OutboxDelivery
    let now: @Sendable () -> Date
    var base: any GatherService { delivery.gathers }
    var outbox: ServerOutbox { delivery.outbox }

    public init(_ delivery: OutboxDelivery, now: @escaping @Sendable () -> Date = Date.init) {
        self.delivery = delivery
        self.now = now
    }

    /// The gathers with what waits applied; without signal, those this machine last listed.
    public func gathers() async throws -> [Gather] {
        do {
            let gathers = try await base.gathers()
            outbox.remember(gathers, at: now())
            try outbox.moveWhatIsKept()
            return try outbox.applyingWhatWaits(to: gathers)
        } catch let error as APIError where error.isNoConnection {
            guard let kept = try outbox.keptGathers() else { throw error }
            outbox.answeredOffline()
            return kept
        }
    }
    /// A gather made once what waits is sent; without signal, a local id, and the create waits.
    public func createGather() async throws -> UUID {
        let local = UUID()
        if try await delivery.sendWhatWaits() == nil {
            do {
                let made = try await base.createGather()
                outbox.noteSent(.createGather(local: made, before: nil))
                return made
            } catch let error as APIError where error.isNoConnection {
            } catch let error as APIError where error.mayHaveReachedServer {
                // No answer: kept with the gathers just listed, so sync makes one only if none was made since.
                guard let listed = try outbox.listedGathers() else { throw error }
                try keep(.createGather(local: local, before: listed))
                outbox.keptNow.note { kept in
                    kept.answerLost = true
                    kept.inFlight = kept.inFlight ?? error
                }
                return local
            }
        }
        try keep(.createGather(local: local, before: nil))
        return local
    }

    /// A gather's players, with the joins that wait; without signal, those this machine knows played in it.
    public func players(inGather id: UUID) async throws -> [Player] {
        do {
            return try withWaitingJoins([id: try await base.players(inGather: try serverID(of: id))])[id] ?? []
        } catch let error as APIError where error.isNoConnection {
            guard let kept = try outbox.keptMembers(of: [id])[id] else { throw error }
            outbox.answeredOffline()
            return kept
        }
    }

    /// Without signal, the players this machine knows of each gather it knows the sides of; with signal too
    /// for a gather started without it and not sent yet (the server has none to list).
    public func players(inGathers ids: [UUID]) async throws -> [UUID: [Player]] {
        do {
            let box = try outbox.outbox()
            let unsent = Set(box.waiting.compactMap { entry -> UUID? in
                guard case .createGather(let local, _) = entry.change, box.created[local] == nil else { return nil }
                return local
            })
            let listed = try await base.players(inGathers: ids.filter { !unsent.contains($0) })
            return try withWaitingJoins(listed).merging(try outbox.keptMembers(of: ids.filter(unsent.contains))) { listed, _ in listed }
        } catch let error as APIError where error.isNoConnection {
            outbox.answeredOffline()
            return try outbox.keptMembers(of: ids)
        }
    }

    /// What the server lists, and the players of a join that waits (a late arrival kept without signal), as
    /// this machine keeps the gather's sides: reads show what waits, with signal or without.
    private func withWaitingJoins(_ listed: [UUID: [Player]]) throws -> [UUID: [Player]] {
        let joining = Set(try outbox.outbox().waiting.compactMap { entry -> UUID? in
            guard entry.isShown, case .addPlayer(let gather, _, _) = entry.change, listed[gather] != nil else { return nil }
            return gather
        })
        guard !joining.isEmpty else { return listed }
        var players = listed
        for (gather, kept) in try outbox.keptMembers(of: Array(joining)) {
            let ids = Set(players[gather, default: []].map(\.id))
            players[gather, default: []] += kept.filter { !ids.contains($0.id) }
        }
        return players
    }

    // `endedMatches` and `summary` are the protocol's own, over these reads: they show what waits, offline.

    public func setResult(ofGather id: UUID, score: Score) async throws {
        try await delivery.sendOrKeep(.result(gather: id, score: score), at: now) {
            let server = try serverID(of: id)
            try await base.setResult(ofGather: server, score: score)
            outbox.noteSent(.result(gather: server, score: score))
        }
    }

    /// A match started without signal whose gather was never made is forgotten with all that waits for it.
    public func deleteGather(id: UUID) async throws {
        if try outbox.forgetUnsent(id) { return }
        try await delivery.sendOrKeep(.deleteGather(id), at: now) {
            let server = try serverID(of: id)
            try await base.deleteGather(id: server)
            outbox.noteSent(.deleteGather(server))
        }
    }

    /// A player added without signal whose create waits for the user joins once it is sent.
    public func addPlayer(id playerID: Int, toGather gatherID: UUID, team: Team) async throws {
        try await delivery.sendOrKeepUnderPlayerID(.addPlayer(gather: gatherID, player: playerID, team: team), at: now) { player in
            try await base.addPlayer(id: player, toGather: try serverID(of: gatherID), team: team)
        }
    }

    private func serverID(of gather: UUID) throws -> UUID { try outbox.outbox().serverID(of: gather) }

    /// Each player the server cannot be reached for waits in the outbox, as one change.
    public func addPlayers(_ assignments: [BulkAssignment], toGather gatherID: UUID) async throws -> [Int: any Error] {
        guard try await delivery.sendWhatWaits() == nil else {
            for assignment in assignments { try keep(.addPlayer(gather: gatherID, player: assignment.playerID, team: assignment.team)) }
            return [:]
        }
        let box = try outbox.outbox()
        var made: [BulkAssignment] = []
        for assignment in assignments {
            let change = ServerChange.addPlayer(gather: gatherID, player: assignment.playerID, team: assignment.team)
            if PlayerID.isTemporary(box.serverID(ofPlayer: assignment.playerID)) {
                try outbox.keepBehindHeldPlayer(change, at: now())
            } else if let held = try delivery.heldChange(naming: change) {
                try outbox.keep(change, at: now(), behind: held)
            } else {
                made.append(assignment)
            }
        }
        let sent = made.map { BulkAssignment(playerID: box.serverID(ofPlayer: $0.playerID), team: $0.team) }
        let answers = try await base.addPlayers(sent, toGather: try serverID(of: gatherID))
        var failures: [Int: any Error] = [:]
        for (assignment, sentAs) in zip(made, sent) {
            guard let failure = answers[sentAs.playerID] else { continue }
            if let error = failure as? APIError, error.isNoConnection {
                try keep(.addPlayer(gather: gatherID, player: assignment.playerID, team: assignment.team))
            } else {
                failures[assignment.playerID] = failure
            }
        }
        return failures
    }

    private func keep(_ change: ServerChange) throws { try outbox.keep(change, at: now()) }
}
