import Foundation

/// A value the user typed that parses but is not allowed. Always caught before any request.
/// Each case carries the values its sentence needs; the front end words it.
public enum InputError: Error, Equatable, Sendable {
    // A player's fields.
    case blankName
    case nameTooLong(limit: Int)
    case controlCharacterInName
    case unaddressableName(String, reason: UnaddressableReason)
    case duplicateName(String, takenBy: Int, suggestion: String?)
    /// A free-text field of a player (named by its coding key, `favouriteTeam`) that is
    /// longer than `limit` characters, or holds a control character.
    case textTooLong(field: String, limit: Int)
    case controlCharacterInText(field: String)
    case ageOutOfRange(Int)
    case unknownSkill(String)
    case unknownPosition(String)
    /// An edit would erase a value of `field` this version cannot read (`raw`).
    case wouldEraseUnreadable(player: String, field: String, raw: String)

    // Naming players.
    /// A reference that matched nobody, with the roster name it is closest to.
    case unknownPlayer(String, suggestion: DidYouMean? = nil)
    /// An unknown name where only an exact one will do (a delete): its suggestion is said,
    /// never offered as the player meant.
    case unknownExactPlayer(String, suggestion: DidYouMean?)
    case ambiguousPlayer(String, candidates: [String])
    /// A loose match (accents, a word prefix) where only an id or a whole name will do.
    case notExactPlayer(String, meant: String)
    /// Several references checked together (a pasted list): every one that matched nobody.
    case unknownPlayers([UnknownPlayer])
    case ambiguousPlayers([AmbiguousPlayer])
    /// Names `--new` would add that are within the did-you-mean distance of a player's name
    /// or alias: never a new player without `--exact`.
    case nearMissNewcomers([UnknownPlayer])
    /// A pasted list with more than one kind of problem, every one named at once: the
    /// unknown names, the ambiguous ones and the retired players it names.
    case listProblems(unknown: [UnknownPlayer], ambiguous: [AmbiguousPlayer], retired: [String])
    /// A list of players that names nobody.
    case noPlayersNamed
    case notInSquad([String])
    case retired([String])

    // Adding players.
    /// A batch of new players names the same player twice.
    case givenTwice(String)
    /// One name of several to add is refused (`reason`), so nobody is added.
    indirect case cannotAdd(String, reason: InputError)
    /// Several names of those to add are refused, each for its reason: all said at once.
    case cannotAddSeveral([RefusedName])
    /// A batch with no names at all.
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
    /// A new name that is already another player's alias.
    case nameIsAliasOf(String, player: String, id: Int)
    case aliasIsOwnName(String, name: String)
    case aliasGivenTwice(String)
    /// Removing an alias the player does not have; `aliases` are the ones they have.
    case noSuchAlias(String, player: String, aliases: [String])

    // Picking teams.
    /// Sides that are not two, split by '/'.
    case notTwoSides
    case sideWithoutPlayers(Team)
    /// A side with an empty entry between its commas.
    case emptyEntryInSide(Team)
    case pickedTwice(name: String, id: Int)
    case tooFewPlayersForTeams
    case emptySquad
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
    /// A name as typed or pasted, cut to 60 characters (the last one `…`): a megabyte of
    /// pasted text is not echoed back whole.
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
        case .notInSquad: .listSquad
        case .retired: .unretire
        default: nil
        }
    }
}

/// A name refused, with why.
public struct RefusedName: Sendable, Equatable {
    public var name: String
    public var reason: InputError
}
