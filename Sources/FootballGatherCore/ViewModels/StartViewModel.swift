import Foundation

/// The start screen. The match slot is marked starting before the gather is created (a reservation, not a
/// lock), so `start --resume` can finish any failure and two starts make one match; then the squad empties.
public struct StartViewModel: Sendable {
    let connector: any BackendConnector
    let matches: any MatchStore
    let squads: any SquadStore
    let clock: any GatherClock
    let prompter: any SuggestionPrompter

    public init(
        connector: any BackendConnector, matches: any MatchStore, squads: any SquadStore, clock: any GatherClock,
        prompter: any SuggestionPrompter = DeclinesSuggestions()
    ) {
        self.connector = connector
        self.matches = matches
        self.squads = squads
        self.clock = clock
        self.prompter = prompter
    }

    /// Plans and starts the match as one intent. With `--new`, names that match nobody join the roster first;
    /// a name answered once (`NameDialogue`) is not asked again when the plan is remade.
    public func start(
        _ choice: TeamChoice, addingNewcomers: Bool, exact: Bool = false
    ) async throws -> Named<(match: ActiveMatch, plan: StartPlan, newcomers: [Player])> {
        // Refused before anything is read; checked again inside the intent.
        try RunningMatch.refuseIfTaken(try matches.slot())
        let newcomers: [String] = if addingNewcomers, case .auto(.listed(let references), _, _) = choice { references } else { [] }
        return try await NameDialogue.naming(prompter) { names in
            try await running.start(
                addingNewcomers: newcomers, exact: exact,
                checking: { roster in _ = try await plan(choice, predicting: false, refusingARunningMatch: true, roster: roster, names: names) },
                planning: { try await plan(choice, predicting: false, refusingARunningMatch: true, names: names) },
                at: startTime(), emptying: squads)
        }
    }

    /// The teams a start would make and what they rest on, creating nothing (`--dry-run`). On a server the
    /// history is read to balance or when `predicting` hand-given sides; else those are predicted from the
    /// gathers the start lists anyway. A given `roster` replaces the backend's (newcomers not added yet).
    public func plan(
        _ choice: TeamChoice, predicting: Bool, refusingARunningMatch: Bool = false, roster given: [Player]? = nil
    ) async throws -> Named<StartPlan> {
        try await NameDialogue.naming(prompter) { names in
            try await plan(choice, predicting: predicting, refusingARunningMatch: refusingARunningMatch, roster: given, names: names)
        }
    }

    private func plan(
        _ choice: TeamChoice, predicting: Bool, refusingARunningMatch: Bool, roster given: [Player]? = nil, names: NameDialogue
    ) async throws -> StartPlan {
        // Refused before the roster is fetched; checked again when the slot is reserved.
        if refusingARunningMatch { try RunningMatch.refuseIfTaken(try matches.slot()) }
        let backend = try connector.backend()
        let services = try connector.services(for: backend)
        // The gathers before the create, so a resume can find one a lost reply made; read beside the roster.
        async let listed = refusingARunningMatch && backend.server != nil ? noneWithoutSignal { try await services.gathers.gathers() } : []
        let roster = if let given { given } else { try await services.players.players() }
        let notes = try services.notes.notes()
        // The squad's players only: not its reserves, nor its maybes until confirmed or named in --players.
        let members = Squad.members(choice.usesSquad ? try squads.squad(of: backend) : [], in: notes.active(roster))
        let squadPlayers = members.filter { !notes.isMaybe($0.id) }
        if squadPlayers.isEmpty, !members.isEmpty { throw InputError.squadOfMaybes(members.count) }
        let squad = Squad.split(squadPlayers, limit: notes.squadLimit).players.map(\.id)
        let retired = Set(notes.retired)
        // Sides given by hand are checked first, so that bad sides cost nothing more.
        if !choice.isBalanced { _ = try choice.plan(roster: roster, squad: squad, matches: nil, retired: retired, departed: notes.departed, names: names) }
        let skills = Player.skills(of: roster, departed: notes.departed)
        let teams: TeamPlan
        if backend.server == nil {
            // Offline the kept summary holds every rating the history gives, and who has a result on a known side.
            let summary = try await MatchHistory(services: services).summary(skills: skills, model: .standard)
            let rated = Set(summary.records.records.filter { $0.ratedMatches > 0 }.map(\.id))
            teams = try choice.plan(
                roster: roster, squad: squad, matches: nil, known: summary.ratings, withResults: rated, retired: retired,
                departed: notes.departed, names: names)
        } else if choice.isBalanced || predicting {
            // Without signal, and no list kept, the sides go by the skill labels alone.
            let history = try await noneWithoutSignal { try await MatchHistory(services: services).endedMatches() }
            teams = try choice.plan(roster: roster, squad: squad, matches: history, retired: retired, departed: notes.departed, names: names)
        } else {
            // From the listed ended gathers with remembered sides, as each gather's players cost a request.
            let remembered = MatchHistory.remembered(try await listed, known: try services.details.details())
            let known = RatingModel.standard.ratings(after: remembered, skills: skills)
            teams = try choice.plan(
                roster: roster, squad: squad, matches: nil, known: known, retired: retired, departed: notes.departed, names: names)
        }
        return StartPlan(backend: backend, teams: teams, gathersBefore: try await listed.map(\.id))
    }

    func start(_ plan: StartPlan) async throws -> ActiveMatch {
        try await running.start(plan, at: startTime(), emptying: squads)
    }

    /// Whole seconds, as the state file keeps them, or a failed start could not release its reservation.
    private func startTime() -> Date { Date(timeIntervalSince1970: clock.now().wall.rounded(.down)) }

    /// Finishes an interrupted start: finds an unconfirmed gather, or adds the players a start could not.
    public func resume() async throws -> ActiveMatch { try await running.resume(emptying: squads) }

    var running: RunningMatch { RunningMatch(matches: matches, connector: connector) }
}

/// What `start` is about to make: the backend and the teams with what they rest on.
public struct StartPlan: Sendable, Equatable {
    var backend: Backend
    public var teams: TeamPlan
    /// The server's gathers when the plan was made, for a start that resumes after a lost reply.
    var gathersBefore: [UUID] = []
}
