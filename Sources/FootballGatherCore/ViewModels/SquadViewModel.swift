/// The squad screen: who is in for the next match (`Squad` makes each change one intent).
public struct SquadViewModel: Sendable {
    public typealias Change = Squad.Change
    let squad: Squad
    let prompter: any SuggestionPrompter

    public init(connector: any BackendConnector, squads: any SquadStore, prompter: any SuggestionPrompter = DeclinesSuggestions()) {
        squad = Squad(connector: connector, squads: squads)
        self.prompter = prompter
    }

    /// How many players the squad takes (nil: no limit).
    public func limit() throws -> Int? { try squad.limit() }

    /// Sets the squad size (nil clears it); names beyond it are reserves. The change says who moved.
    public func setLimit(_ limit: Int?) async throws -> Squad.LimitChange { try await squad.setLimit(limit) }

    /// The squad's players in the order they joined; one deleted from the roster is left out.
    public func list() async throws -> [Player] { try await squad.list() }

    /// Adds the players `references` name (with `addingNewcomers`, unknown names join the roster first); a
    /// name close to a player's is offered it, or refused, unless `exact`.
    public func add(_ references: [String], addingNewcomers: Bool = false, exact: Bool = false) async throws -> Named<Change> {
        try await NameDialogue.naming(prompter) { names in
            try await squad.add(references, addingNewcomers: addingNewcomers, exact: exact, names: names)
        }
    }

    /// Takes the players `references` name out; the first reserves move up.
    public func remove(_ references: [String]) async throws -> Named<Change> {
        try await NameDialogue.naming(prompter) { names in try await squad.remove(references, names: names) }
    }

    /// The players of `ids` still on the roster, in that order (the reserves a start left out).
    public func list(ids: [Int]) async throws -> [Player] { try await squad.players(ids) }

    /// What the chat list said of the squad's entries (notes, maybes, guests), by player id.
    public func marks() throws -> [Int: SquadMark] { try squad.marks() }

    /// Confirms maybes, so that a start takes them (as the limit allows); says who became a reserve.
    public func confirm(_ references: [String]) async throws -> Named<Squad.Confirmation> {
        try await NameDialogue.naming(prompter) { names in try await squad.confirm(references, names: names) }
    }

    @discardableResult
    public func clear() async throws -> Int { try await squad.clear() }
}
