/// A typed value that parses but is not allowed, caught before any request; the front end words it.
public enum InputError: Error, Equatable, Sendable {
    // A player's fields.
    case blankName
    case nameTooLong(limit: Int)
    case controlCharacterInName
    case unaddressableName(String, reason: UnaddressableReason)
    case duplicateName(String, takenBy: Int, suggestion: String?)
    /// `field` is a player's free-text field, named by its coding key (`favouriteTeam`).
    case textTooLong(field: String, limit: Int)
    case controlCharacterInText(field: String)
    case ageOutOfRange(Int)
    case unknownSkill(String)
    case unknownPosition(String)
    /// An edit would erase a value of `field` this version cannot read (`raw`).
    case wouldEraseUnreadable(player: String, field: String, raw: String)

    // Naming players.
    case unknownPlayer(String, suggestion: DidYouMean? = nil)
    /// Where only an exact name will do (a delete): its suggestion is said, never taken as the player meant.
    case unknownExactPlayer(String, suggestion: DidYouMean?)
    case ambiguousPlayer(String, candidates: [String])
    /// A loose match (accents, a word prefix) where only an id or a whole name will do.
    case notExactPlayer(String, meant: String)
    case unknownPlayers([UnknownPlayer])
    case ambiguousPlayers([AmbiguousPlayer])
    /// Names `--new` would add that are close to a player's name or alias: never new without `--exact`.
    case nearMissNewcomers([UnknownPlayer])
    case listProblems(unknown: [UnknownPlayer], ambiguous: [AmbiguousPlayer], retired: [String])
    case noPlayersNamed
    case notInSquad([String])
    case retired([String])

    // Adding players.
    case givenTwice(String)
    /// One name of several to add is refused (`reason`), so nobody is added.
    indirect case cannotAdd(String, reason: InputError)
    case cannotAddSeveral([RefusedName])
    case noNamesToAdd
    /// Aliases given while adding several players at once.
    case aliasesForSeveralPlayers
    /// The backend answered without the new player's id.
    case playerNotAdded

    // Aliases.
    /// An alias that breaks a name's rule (`reason`, one of the name cases).
    indirect case invalidAlias(InputError)
    case aliasIsNameOf(String, player: String, id: Int)
    case aliasTaken(String, player: String, id: Int)
    case nameIsAliasOf(String, player: String, id: Int)
    case aliasIsOwnName(String, name: String)
    case aliasGivenTwice(String)
    /// `aliases` are the ones the player has.
    case noSuchAlias(String, player: String, aliases: [String])

    // Picking teams.
    /// Sides that are not two, split by '/'.
    case notTwoSides
    case sideWithoutPlayers(Team)
    case emptyEntryInSide(Team)
    case pickedTwice(name: String, id: Int)
    case tooFewPlayersForTeams
    case emptySquad
    /// Everyone in the squad is a maybe: none is taken by a start.
    case squadOfMaybes(Int)
}

/// Why a name could never be used to pick its player.
public enum UnaddressableReason: Sendable, Equatable {
    /// All digits: read as a player id.
    case number
    /// `#` then digits: read as a player id.
    case hashNumber
    /// Another word starting with `#`: a shell comment.
    case hashWord
    /// `~` then digits: read as the id of a player created without signal.
    case tildeNumber
    /// `,` or `/`: they separate the players of a list.
    case listSeparator
}

extension InputError: GatherFailure {
    /// Cut to 60 characters (the last one `…`): a megabyte of pasted text is not echoed back whole.
    public static func echo(_ reference: String) -> String {
        reference.count > 60 ? String(reference.prefix(59)) + "…" : reference
    }

    public var failureKind: FailureKind { .invalidData }

    public var nextStep: NextStep? {
        switch self {
        case .unknownPlayer, .unknownExactPlayer, .unknownPlayers: .listPlayers
        case .nearMissNewcomers: .exactNewcomers
        case .duplicateName(_, _, let suggestion): .distinctName(suggestion: suggestion)
        case .givenTwice: .distinctName(suggestion: nil)
        case .wouldEraseUnreadable(_, let field, _): .decideUnreadableField(field)
        case .noPlayersNamed: .namePlayers
        case .notTwoSides: .giveTwoSides
        case .emptySquad: .fillSquad
        case .squadOfMaybes: .confirmMaybes
        case .notInSquad: .listSquad
        case .retired: .unretire
        default: nil
        }
    }
}

public struct RefusedName: Sendable, Equatable {
    public var name: String
    public var reason: InputError
}
