import Foundation

/// What a change of the teams made: the match as it is now, and who changed side.
public struct LineupChange: Sendable, Equatable {
    public var match: ActiveMatch
    /// The players the command named, in its order, each with the side they are on now.
    public var placed: [PlacedPlayer]
    /// Added to the roster first, as newcomers (`add --new`).
    public var newcomers: [Player] = []
    /// The chances of the sides as they now stand, as a kick-off would predict them (by the
    /// ratings of the ended matches, not the score being played).
    public var prediction: Matchup? = nil
    /// Why a late arrival joined that side (`add`); `nil` for other changes.
    public var reason: LateArrivalReason? = nil
    /// The goals whose scorer this change took off the side credited with them: they stay,
    /// without a scorer (`move`, `swap`).
    public var uncredited: [UncreditedGoal] = []
}

/// Changes to the teams while the match runs: a late arrival joins (`add`), a player
/// changes side (`move`), two players trade sides (`swap`). The server keeps a gather's
/// players but never changes a side, so the sides live in the running match and in the
/// gather's details (the offline file's members, or this machine's memory of a server's
/// gathers); every change writes both, so `end`, `history show` and the records agree.
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

    /// Moves a player of the match to `team`, with the new chances. Names are found (and a close one offered)
    /// before the match's file is locked, so no question is asked while it is.
    @discardableResult
    public func move(_ reference: String, to team: Team) async throws -> Named<LineupChange> {
        try await NameDialogue.naming(prompter) { names in try await running.move(reference, to: team, model: model, names: names) }
    }

    /// Two players of different teams trade sides, each taking the other's place.
    @discardableResult
    public func swap(_ first: String, _ second: String) async throws -> Named<LineupChange> {
        try await NameDialogue.naming(prompter) { names in try await running.swap(first, second, model: model, names: names) }
    }
}
