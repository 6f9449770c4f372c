import Foundation

/// Starting the running match: reserve the slot, create the gather (a lost reply keeps the
/// reservation for `--resume`), then add the players (six at a time on a server).
extension RunningMatch {
    /// The squad it was drawn from is emptied once the gather exists. One intent on the plan's backend.
    func start(_ plan: StartPlan, at startedAt: Date, emptying squads: any SquadStore) async throws -> ActiveMatch {
        let services = try connector.services(for: plan.backend)
        return try await services.intents.reserving(Self.startSubjects, for: .startingMatch) {
            try await start(plan, at: startedAt, squads: squads, services: services)
        }
    }

    /// In one intent, names of `newcomers` that match nobody join the roster first, then `plan` chooses the
    /// teams from the roster, squad and history as they are now. `checking` plans from the roster with the
    /// newcomers before any is added, so that a refused plan sends nothing.
    func start(
        addingNewcomers newcomers: [String], exact: Bool = false, checking: ([Player]) async throws -> Void = { _ in },
        planning plan: () async throws -> StartPlan, at startedAt: Date,
        emptying squads: any SquadStore
    ) async throws -> (match: ActiveMatch, plan: StartPlan, newcomers: [Player]) {
        let services = try connector.services(for: try connector.backend())
        return try await services.intents.reserving(Self.startSubjects, for: .startingMatch) {
            // A plan refused takes the newcomers back; once the gather is made, they stay.
            let (plan, added) = try await Newcomers(roster: Roster(services: services)).adding(namedIn: newcomers, exact: exact, checking: checking) { added in
                (try await plan(), added)
            }
            return (try await start(plan, at: startedAt, emptying: squads), plan, added)
        }
    }

    /// A start fills the running match and empties the squad it was drawn from.
    static let startSubjects: [ReservedSubject] = [.runningMatch, .squad]

    private func start(_ plan: StartPlan, at startedAt: Date, squads: any SquadStore, services: ServiceBundle) async throws -> ActiveMatch {
        try Self.refuseIfTaken(try matches.slot())
        let backend = plan.backend
        let selection = plan.teams.teams
        let intent = StartIntent(
            backend: backend, teamA: selection.teamA, teamB: selection.teamB,
            startedAt: startedAt, gathersBefore: plan.gathersBefore,
            prediction: plan.teams.matchup.map { KeptPrediction($0.prediction) })
        try matches.update { slot in
            try Self.refuseIfTaken(slot)
            slot.start = intent
        }
        let gatherID: UUID
        do {
            gatherID = try await services.gathers.createGather()
        } catch let error as APIError where error.mayHaveReachedServer {
            throw MatchError.gatherNotConfirmed(cause: error)
        } catch is CancellationError {
            throw CancellationError()  // The request may have left: keep the intent, so a resume can finish it.
        } catch {
            try matches.update { slot in if slot.start == intent { slot.start = nil } }
            throw error
        }
        return try await carryOn(intent, gatherID: gatherID, squads: squads, services: services)
    }

    /// Finishes an interrupted start: finds the gather whose creation was not confirmed,
    /// or sends the players a previous start could not add. One intent on its backend.
    func resume(emptying squads: any SquadStore) async throws -> ActiveMatch {
        let slot = try matches.slot()
        guard let backend = slot.start?.backend ?? slot.match?.backend else { throw MatchError.noActiveMatch }
        let services = try connector.services(for: backend)
        return try await services.intents.reserving(Self.startSubjects, for: .startingMatch) {
            try await resume(squads: squads, services: services)
        }
    }

    private func resume(squads: any SquadStore, services: ServiceBundle) async throws -> ActiveMatch {
        let slot = try matches.slot()
        if let intent = slot.start { return try await resume(intent, squads: squads, services: services) }
        guard var match = slot.match else { throw MatchError.noActiveMatch }
        guard !match.pending.isEmpty else { throw MatchError.nothingToResume }
        // A timed-out add may have reached the server; adding it again would store it twice.
        let present = Set(try await services.gathers.players(inGather: match.gatherID).map(\.id))
        match.pending.removeAll { present.contains($0) }
        return try await addPending(of: match, gathers: services.gathers)
    }

    /// The gather this start made: no score, not there before the create, and no players yet.
    private func resume(_ intent: StartIntent, squads: any SquadStore, services: ServiceBundle) async throws -> ActiveMatch {
        let before = Set(intent.gathersBefore)
        var candidates: [UUID] = []
        for gather in try await services.gathers.gathers() where gather.score == nil && !before.contains(gather.id) {
            if try await services.gathers.players(inGather: gather.id).isEmpty { candidates.append(gather.id) }
        }
        guard let gatherID = candidates.first else {
            try matches.update { slot in if slot.start == intent { slot.start = nil } }
            throw MatchError.noGatherWasMade
        }
        guard candidates.count == 1 else { throw MatchError.severalCandidates(candidates) }
        return try await carryOn(intent, gatherID: gatherID, squads: squads, services: services)
    }

    private func carryOn(_ intent: StartIntent, gatherID: UUID, squads: any SquadStore, services: ServiceBundle) async throws -> ActiveMatch {
        var match = intent.match(gatherID: gatherID)
        (match.squadBefore, match.kickOff) = (try squads.squad(of: match.backend), match.everyone.map(\.id))
        try services.writes.together {
            try matches.update { slot in
                slot.start = nil
                slot.match = match
            }
            try services.details.remember(
                GatherDetails(startedAt: match.startedAt, teams: match.teams, prediction: match.prediction), of: gatherID)
            try squads.update(of: match.backend) { $0 = [] }
        }
        return try await addPending(of: match, gathers: services.gathers)
    }

    static func refuseIfTaken(_ slot: MatchSlot) throws(MatchError) {
        if let running = slot.match { throw .matchAlreadyActive(running.gatherID) }
        if slot.start != nil { throw .startUnconfirmed }
    }

    /// Each pending player that could not be added stays pending, with its error.
    private func addPending(of match: ActiveMatch, gathers: any GatherService) async throws -> ActiveMatch {
        let assignments = match.pending.compactMap { id in match.team(of: id).map { BulkAssignment(playerID: id, team: $0) } }
        let failures = try await gathers.addPlayers(assignments, toGather: match.gatherID)
        let stillPending = match.pending.filter { failures[$0] != nil }
        let updated = try matches.updateMatch { stored in
            stored.pending = stillPending
            return stored
        }
        guard let firstFailure = failures.values.first else { return updated }
        let names = stillPending.compactMap { id in match.everyone.first { $0.id == id }?.name }
        throw MatchError.playersNotAdded(names: names, cause: ErrorCause(firstFailure))
    }
}

