import Foundation

/// A value the user typed that parses but is not allowed. Always caught before any request.
public enum InputError: Error, Equatable, Sendable {
    case blankName
    case nameTooLong(limit: Int)
    case controlCharacterInName
    case unaddressableName(String, reason: String)
    case duplicateName(String, takenBy: Int, suggestion: String?)
    case favouriteTeamTooLong(limit: Int)
    case controlCharacterInFavouriteTeam
    case ageOutOfRange(Int)
    case unknownSkill(String)
    case unknownPosition(String)
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
    /// An edit would erase a value of `field` this version cannot read (`raw`).
    case wouldEraseUnreadable(player: String, field: String, raw: String)
    /// A batch of new players names the same player twice.
    case givenTwice(String)
    /// A list of players that names nobody.
    case noPlayersNamed
    /// Sides that are not two, split by '/'.
    case notTwoSides
    case emptySquad
    case notInSquad([String])
    case retired([String])
    case invalid(String)
}

extension InputError: LocalizedError, GatherFailure {
    public var errorDescription: String? {
        switch self {
        case .blankName:
            "a player's name cannot be blank"
        case .nameTooLong(let limit):
            "a player's name can have at most \(limit) characters"
        case .controlCharacterInName:
            "a player's name cannot contain control characters such as newlines or escapes, nor invisible ones such as a zero-width space"
        case .unaddressableName(let name, let reason):
            "'\(name)' cannot be a player's name, as it could never be used to pick the player: \(reason)"
        case .duplicateName(let name, let id, _):
            "player #\(id) is already called '\(name)', so the name would no longer pick one player"
        case .favouriteTeamTooLong(let limit):
            "a favourite team can have at most \(limit) characters"
        case .controlCharacterInFavouriteTeam:
            "a favourite team cannot contain control characters such as newlines or escapes, nor invisible ones such as a zero-width space"
        case .ageOutOfRange(let age):
            "age \(age) is not allowed: give a whole number from 1 to 99"
        case .unknownSkill(let text):
            "unknown skill '\(text)': use one of \(Skill.allCases.map(\.rawValue).joined(separator: ", "))"
        case .unknownPosition(let text):
            "unknown position '\(text)': use one of \(Position.allCases.map(\.rawValue).joined(separator: ", "))"
        case .unknownPlayer(let reference, let suggestion), .unknownExactPlayer(let reference, let suggestion):
            Self.describe([UnknownPlayer(reference: reference, suggestion: suggestion)])
        case .ambiguousPlayer(let reference, let candidates):
            "'\(Self.echo(reference))' matches several players (\(PlainList.commaSeparated(candidates, atMost: PlainList.errorLimit))): use the id"
        case .notExactPlayer(let reference, let meant):
            "'\(Self.echo(reference))' is not a player's whole name (it would mean \(meant)): give the id or the whole name, as this cannot be undone"
        case .unknownPlayers(let unknown):
            Self.describe(unknown)
        case .ambiguousPlayers(let ambiguous):
            PlainList.joined(ambiguous.map { "'\(Self.echo($0.reference))' matches several players (\(PlainList.commaSeparated($0.candidates, atMost: PlainList.errorLimit)))" }, atMost: PlainList.errorLimit)
                + (ambiguous.count == 1 ? ": use the id" : ": use their ids")
        case .wouldEraseUnreadable(let player, let field, let raw):
            "\(player) has a \(field) gather does not know ('\(raw)'), which an edit would erase"
        case .givenTwice(let name):
            "'\(name)' is given twice, and each new player needs a distinct name: nobody was added"
        case .noPlayersNamed:
            "the list of players names nobody"
        case .notTwoSides:
            "the teams need two sides separated by '/'"
        case .emptySquad:
            "the squad is empty"
        case .notInSquad(let names):
            "\(PlainList.joined(names)) \(names.count == 1 ? "is" : "are") not in the squad"
        case .retired(let names):
            "\(PlainList.joined(names)) \(names.count == 1 ? "is" : "are") retired"
        case .invalid(let message):
            message
        }
    }

    /// `no player matches 'Anna' (did you mean 'Ana'?)`, or with several names
    /// `no player matches these 2 names: 'Anna' (did you mean 'Ana'?) and 'Zed'`.
    private static func describe(_ unknown: [UnknownPlayer]) -> String {
        let names = unknown.map { name in "'\(echo(name.reference))'" + (name.suggestion.map { " (did you mean \($0)?)" } ?? "") }
        guard names.count > 1 else { return "no player matches \(names.first ?? "''")" }
        return "no player matches these \(names.count) names: \(PlainList.joined(names, atMost: PlainList.errorLimit))"
    }

    /// A name as typed or pasted, cut to 60 characters (the last one `…`): a megabyte of
    /// pasted text is not echoed back whole.
    public static func echo(_ reference: String) -> String {
        reference.count > 60 ? String(reference.prefix(59)) + "…" : reference
    }

    public var failureKind: FailureKind { .invalidData }

    public var nextStep: NextStep? {
        switch self {
        case .unknownPlayer, .unknownExactPlayer, .unknownPlayers: .listPlayers
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
