import Foundation

/// The start screen: picks the teams, creates the gather and adds every player with
/// their side a few at a time. The match slot is reserved before the gather is created
/// and never held across a request, so a failure at any point leaves something
/// `start --resume` can finish, and two starts at once make one match. Once the match
/// exists, the backend's squad is emptied: it was the list for this match.
public struct StartViewModel: Sendable {
    public static let concurrentRequests = PlayerBatch.concurrentRequests

    let connector: any BackendConnector
    let matches: any MatchStore
    let squads: any SquadStore
    let clock: any GatherClock
    let retry: RetryPolicy

    public init(
        connector: any BackendConnector, matches: any MatchStore, squads: any SquadStore, clock: any GatherClock,
        retry: RetryPolicy = RetryPolicy()
    ) {
        self.connector = connector
        self.matches = matches
        self.squads = squads
        self.clock = clock
        self.retry = retry
    }

    public func start(_ choice: TeamChoice) async throws -> ActiveMatch {
        try await start(try await plan(choice, predicting: false, refusingARunningMatch: true))
    }

    /// `start --players LIST --new`: the names of the list that match nobody join the roster
    /// first (the usual name rules), then the match starts with them, all in one intent.
    public func start(_ choice: TeamChoice, addingNewcomers: Bool) async throws -> (match: ActiveMatch, plan: StartPlan, newcomers: [Player]) {
        let services = try connector.services(for: try connector.backend())
        return try await services.exclusively {
            var newcomers: [Player] = []
            if addingNewcomers, case .auto(.listed(let references), _, _) = choice {
                newcomers = try await Newcomers(roster: Roster(services: services)).add(namedIn: references)
            }
            let plan = try await plan(choice, predicting: false, refusingARunningMatch: true)
            return (try await start(plan), plan, newcomers)
        }
    }

    /// The teams a start would make, and what they rest on, without creating anything
    /// (`start --dry-run`, and the first half of `start`). The history is read when the
    /// choice balances, or when `predicting` asks for the chances of sides given by hand;
    /// otherwise sides given by hand are predicted from cheaper ratings (`cheapRatings`).
    public func plan(_ choice: TeamChoice, predicting: Bool, refusingARunningMatch: Bool = false) async throws -> StartPlan {
        // Refused before the roster is fetched; checked again when the slot is reserved.
        if refusingARunningMatch { try Self.refuseIfTaken(try matches.slot()) }
        let backend = try connector.backend()
        let services = try connector.services(for: backend)
        // What a server holds before the create, so a resume can tell the gather a lost
        // reply made; asked beside the roster, not after it. An offline create is never lost.
        async let before = refusingARunningMatch && backend.server != nil ? services.gathers.gathers().map(\.id) : []
        let roster = try await services.players.players()
        let notes = try services.notes.notes()
        // A start from the squad takes its players, never its reserves.
        let squadPlayers = SquadViewModel.members(choice.usesSquad ? try squads.squad(of: backend) : [], in: notes.active(roster))
        let squad = SquadViewModel.split(squadPlayers, limit: notes.squadLimit).players.map(\.id)
        let history = choice.isBalanced || predicting ? try await MatchHistory(services: services).endedMatches() : nil
        let retired = Set(notes.retired)
        var teams = try choice.plan(roster: roster, squad: squad, matches: history, retired: retired)
        if history == nil {  // Checked first, so that bad sides cost nothing more.
            let known = try await cheapRatings(services: services, backend: backend, roster: roster)
            teams = try choice.plan(roster: roster, squad: squad, matches: history, known: known, retired: retired)
        }
        return StartPlan(backend: backend, teams: teams, gathersBefore: try await before)
    }

    /// The ratings a start of sides given by hand predicts with, without the history: offline
    /// the kept summary's (no request; rebuilt from one read of the matches file when stale),
    /// on a server none, so the labels alone (reading the history there costs a request per gather).
    private func cheapRatings(services: ServiceBundle, backend: Backend, roster: [Player]) async throws -> [Int: Rating] {
        guard backend.server == nil else { return [:] }
        let summary = try await MatchHistory(services: services).summary(skills: Player.skills(of: roster), model: .standard)
        return Dictionary(summary.records.records.map { ($0.id, $0.rating) }, uniquingKeysWith: { first, _ in first })
    }

    /// Creates the gather of `plan` and adds its players.
    public func start(_ plan: StartPlan) async throws -> ActiveMatch {
        let services = try connector.services(for: plan.backend)
        return try await services.exclusively { try await start(plan, services: services) }
    }

    private func start(_ plan: StartPlan, services: ServiceBundle) async throws -> ActiveMatch {
        try Self.refuseIfTaken(try matches.slot())
        let backend = plan.backend
        let selection = plan.teams.teams
        let intent = StartIntent(
            backend: backend, teamA: selection.teamA, teamB: selection.teamB,
            // Whole seconds, as the state file keeps them: the intent read back must equal this
            // one, or a failed start could not take back its reservation.
            startedAt: Date(timeIntervalSince1970: clock.now().wall.rounded(.down)), gathersBefore: plan.gathersBefore,
            prediction: plan.teams.matchup.map { KeptPrediction($0.prediction) })
        try matches.update { slot in
            try Self.refuseIfTaken(slot)
            slot.start = intent
        }
        let gatherID: UUID
        do {
            gatherID = try await services.gathers.createGather()
        } catch let error as APIError where error.mayHaveReachedServer {
            throw MatchError.gatherNotConfirmed(cause: error.localizedDescription, status: error.failureKind)
        } catch is CancellationError {
            throw CancellationError()  // The request may have left: keep the intent for --resume.
        } catch {
            try matches.update { slot in if slot.start == intent { slot.start = nil } }
            throw error
        }
        return try await carryOn(intent, gatherID: gatherID, services: services)
    }

    /// Finishes an interrupted start: finds the gather whose creation was not confirmed,
    /// or sends the players a previous start could not add.
    public func resume() async throws -> ActiveMatch {
        let slot = try matches.slot()
        if let intent = slot.start { return try await resume(intent) }
        guard var match = slot.match else { throw MatchError.noActiveMatch }
        guard !match.pending.isEmpty else { throw MatchError.nothingToResume }
        let services = try connector.services(for: match.backend)
        // A timed-out add may have reached the server; adding it again would store it twice.
        let present = Set(try await services.gathers.players(inGather: match.gatherID).map(\.id))
        match.pending.removeAll { present.contains($0) }
        return try await addPending(of: match, gathers: services.gathers)
    }

    /// The gather this start made is one that has no score, was not there before the
    /// create, and has no players yet.
    private func resume(_ intent: StartIntent) async throws -> ActiveMatch {
        let services = try connector.services(for: intent.backend)
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
        return try await carryOn(intent, gatherID: gatherID, services: services)
    }

    /// The gather exists: the match replaces the reservation, the details are kept,
    /// and the players are added.
    private func carryOn(_ intent: StartIntent, gatherID: UUID, services: ServiceBundle) async throws -> ActiveMatch {
        let match = intent.match(gatherID: gatherID)
        try matches.update { slot in
            slot.start = nil
            slot.match = match
        }
        try services.details.remember(
            GatherDetails(startedAt: match.startedAt, teams: match.teams, prediction: match.prediction), of: gatherID)
        try squads.update(of: match.backend) { $0 = [] }
        return try await addPending(of: match, gathers: services.gathers)
    }

    private static func refuseIfTaken(_ slot: MatchSlot) throws(MatchError) {
        if let running = slot.match { throw .matchAlreadyActive(running.gatherID) }
        if slot.start != nil { throw .startUnconfirmed }
    }

    private func addPending(of match: ActiveMatch, gathers: any GatherService) async throws -> ActiveMatch {
        let failures = try await addPlayers(match.pending, of: match, gathers: gathers)
        let stillPending = match.pending.filter { failures[$0] != nil }
        let updated = try matches.updateMatch { stored in
            stored.pending = stillPending
            return stored
        }
        guard let firstFailure = failures.values.first else { return updated }
        let names = stillPending.compactMap { id in match.everyone.first { $0.id == id }?.name }
        let status = (firstFailure as? any GatherFailure)?.failureKind ?? .temporaryFailure
        throw MatchError.playersNotAdded(names: names, cause: firstFailure.localizedDescription, status: status)
    }

    /// Returns the error of each player that could not be added.
    private func addPlayers(_ ids: [Int], of match: ActiveMatch, gathers: any GatherService) async throws -> [Int: any Error] {
        let assignments = ids.compactMap { id in match.team(of: id).map { BulkAssignment(playerID: id, team: $0) } }
        return try await gathers.addPlayers(assignments, toGather: match.gatherID, retry: retry)
    }
}

/// What `start` is about to make: the backend and the teams with what they rest on.
public struct StartPlan: Sendable, Equatable {
    public var backend: Backend
    public var teams: TeamPlan
    /// The server's gathers when the plan was made, for a start that resumes after a lost reply.
    public var gathersBefore: [UUID] = []
}
