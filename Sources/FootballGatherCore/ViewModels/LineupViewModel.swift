/// What a change of the teams made: the match as it is now, and who changed side.
public struct LineupChange: Sendable, Equatable {
    public var match: ActiveMatch
    /// The players the command named, in its order, each with the side they are on now.
    public var placed: [PlacedPlayer]
    /// Added to the roster first, as newcomers (`add --new`).
    public var newcomers: [Player] = []
    /// The sides' chances as they now stand, as a kick-off would predict them (by ratings, not the score).
    public var prediction: Matchup? = nil
    /// Why a late arrival joined that side (`add`); `nil` for other changes.
    public var reason: LateArrivalReason? = nil
    /// Goals whose scorer this change took off their credited side (`move`, `swap`): kept, scorer unknown.
    public var uncredited: [UncreditedGoal] = []
}

/// Changes to the teams while the match runs. The server keeps a gather's players but never a side, so each
/// change writes the running match and the gather's details, and `end`, `history show` and the records agree.
public struct LineupViewModel: Sendable {
    let matches: any MatchStore
    let connector: any BackendConnector
    let model: RatingModel
    /// Asks whether a name that matches nobody means the close one in the match or on the roster.
    let prompter: any SuggestionPrompter

    public init(
        matches: any MatchStore, connector: any BackendConnector,
        model: RatingModel = .standard, prompter: any SuggestionPrompter = DeclinesSuggestions()
    ) {
        self.matches = matches
        self.connector = connector
        self.model = model
        self.prompter = prompter
    }

    var running: RunningMatch { RunningMatch(matches: matches, connector: connector) }

    /// Moves a player to `team`; names are found before the match file is locked, so no question waits on it.
    @discardableResult
    public func move(_ reference: String, to team: Team) async throws -> Named<LineupChange> {
        try await NameDialogue.naming(prompter) { names in try await running.move(reference, to: team, model: model, names: names) }
    }

    @discardableResult
    public func swap(_ first: String, _ second: String) async throws -> Named<LineupChange> {
        try await NameDialogue.naming(prompter) { names in try await running.swap(first, second, model: model, names: names) }
    }
}
