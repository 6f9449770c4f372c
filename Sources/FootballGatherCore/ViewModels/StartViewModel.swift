import Foundation

/// The start screen: picks the teams, creates the gather and adds every player with
/// their side a few at a time. The match slot is marked as starting before the gather is
/// created (on a server, a reservation, not a lock, is held while the requests go), so a failure at any point leaves something
/// `start --resume` can finish, and two starts at once make one match. Once the match
/// exists, the backend's squad is emptied: it was the list for this match.
public struct StartViewModel: Sendable {
    static let concurrentRequests = PlayerBatch.concurrentRequests

    let connector: any BackendConnector
    let matches: any MatchStore
    let squads: any SquadStore
    let clock: any GatherClock
    /// Asks whether a name that matches nobody means the close one on the roster.
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

    func start(_ choice: TeamChoice) async throws -> ActiveMatch {
        try await start(choice, addingNewcomers: false).value.match
    }

    /// Plans and starts the match as one intent (`RunningMatch`). With `start --players LIST
    /// --new`, the names of the list that match nobody join the roster first (the usual name
    /// rules), then the match starts with them.
    /// A name answered once (`NameDialogue`) is not asked again when the plan is made again.
    public func start(
        _ choice: TeamChoice, addingNewcomers: Bool, exact: Bool = false
    ) async throws -> Named<(match: ActiveMatch, plan: StartPlan, newcomers: [Player])> {
        // Refused before anything is read; checked again inside the intent.
        try Self.refuseIfTaken(try matches.slot())
        let newcomers: [String] = if addingNewcomers, case .auto(.listed(let references), _, _) = choice { references } else { [] }
        return try await NameDialogue.naming(prompter) { names in
            try await running.start(
                addingNewcomers: newcomers, exact: exact,
                checking: { roster in _ = try await plan(choice, predicting: false, refusingARunningMatch: true, roster: roster, names: names) },
                planning: { try await plan(choice, predicting: false, refusingARunningMatch: true, names: names) },
                at: startTime(), emptying: squads)
        }
    }

    /// The teams a start would make, and what they rest on, without creating anything
    /// (`start --dry-run`, and the first half of `start`). Offline the ratings come from the
    /// kept summary. On a server the history is read when the choice balances, or when
    /// `predicting` asks for the chances of sides given by hand; otherwise sides given by
    /// hand are predicted from the gathers the start lists anyway (`cheapRatings`).
    /// `roster`, when given, is planned from instead of the backend's (newcomers not added yet).
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
        if refusingARunningMatch { try Self.refuseIfTaken(try matches.slot()) }
        let backend = try connector.backend()
        let services = try connector.services(for: backend)
        // What a server holds before the create, so a resume can tell the gather a lost
        // reply made; asked beside the roster, not after it. An offline create is never lost.
        // Without signal, and no list kept to answer from, the create is kept under a local
        // id: nothing of it can be lost, so there is nothing to compare with.
        async let listed = refusingARunningMatch && backend.server != nil ? noneWithoutSignal { try await services.gathers.gathers() } : []
        let roster = if let given { given } else { try await services.players.players() }
        let notes = try services.notes.notes()
        // A start from the squad takes its players, never its reserves.
        // Nor its maybes, until confirmed (`squad confirm`) or named in --players.
        let squadPlayers = Squad.members(choice.usesSquad ? try squads.squad(of: backend) : [], in: notes.active(roster))
            .filter { !notes.isMaybe($0.id) }
        let squad = Squad.split(squadPlayers, limit: notes.squadLimit).players.map(\.id)
        let retired = Set(notes.retired)
        // Sides given by hand are checked first, so that bad sides cost nothing more.
        if !choice.isBalanced { _ = try choice.plan(roster: roster, squad: squad, matches: nil, retired: retired, departed: notes.departed, names: names) }
        let skills = Player.skills(of: roster, departed: notes.departed)
        let teams: TeamPlan
        if backend.server == nil {
            // Offline the kept summary holds every rating the history gives, for a balance or a prediction alike.
            let summary = try await keptSummary(services: services, skills: skills)
            teams = try choice.plan(
                roster: roster, squad: squad, matches: nil, known: summary.ratings, withResults: summary.rated, retired: retired,
                departed: notes.departed, names: names)
        } else if choice.isBalanced || predicting {
            // Without signal, and no list kept, the sides go by the skill labels alone.
            let history = try await noneWithoutSignal { try await MatchHistory(services: services).endedMatches() }
            teams = try choice.plan(roster: roster, squad: squad, matches: history, retired: retired, departed: notes.departed, names: names)
        } else {
            let known = try await cheapRatings(services: services, skills: skills, listed: try await listed)
            teams = try choice.plan(
                roster: roster, squad: squad, matches: nil, known: known, retired: retired, departed: notes.departed, names: names)
        }
        return StartPlan(backend: backend, teams: teams, gathersBefore: try await listed.map(\.id))
    }

    /// Offline: the whole history's ratings from the kept summary (rebuilt from one read of
    /// the matches file when stale), every labelled player's included, and the players who
    /// have a result with a known side.
    private func keptSummary(services: ServiceBundle, skills: [Int: Skill]) async throws -> (ratings: [Int: Rating], rated: Set<Int>) {
        let summary = try await MatchHistory(services: services).summary(skills: skills, model: .standard)
        return (summary.ratings, Set(summary.records.records.filter { $0.ratedMatches > 0 }.map(\.id)))
    }

    /// The ratings a server start of sides given by hand predicts with, without reading the
    /// whole history: those of the ended gathers of `listed` (the list the start asks for
    /// anyway) with the sides this machine remembers, as reading each gather's players
    /// there costs a request.
    private func cheapRatings(services: ServiceBundle, skills: [Int: Skill], listed: [Gather]) async throws -> [Int: Rating] {
        RatingModel.standard.ratings(after: MatchHistory.remembered(listed, known: try services.details.details()), skills: skills)
    }

    /// Creates the gather of `plan` and adds its players, as one intent (`RunningMatch`).
    func start(_ plan: StartPlan) async throws -> ActiveMatch {
        try await running.start(plan, at: startTime(), emptying: squads)
    }

    /// Whole seconds, as the state file keeps them: the intent read back must equal this
    /// one, or a failed start could not take back its reservation.
    private func startTime() -> Date { Date(timeIntervalSince1970: clock.now().wall.rounded(.down)) }

    /// Finishes an interrupted start: finds the gather whose creation was not confirmed,
    /// or sends the players a previous start could not add.
    public func resume() async throws -> ActiveMatch { try await running.resume(emptying: squads) }

    var running: RunningMatch { RunningMatch(matches: matches, connector: connector) }

    static func refuseIfTaken(_ slot: MatchSlot) throws(MatchError) { try RunningMatch.refuseIfTaken(slot) }
}

/// What `start` is about to make: the backend and the teams with what they rest on.
public struct StartPlan: Sendable, Equatable {
    var backend: Backend
    public var teams: TeamPlan
    /// The server's gathers when the plan was made, for a start that resumes after a lost reply.
    var gathersBefore: [UUID] = []
}
