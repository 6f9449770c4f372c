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
    case unknownPlayer(String)
    case ambiguousPlayer(String, candidates: [String])
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
            "a player's name cannot contain control characters such as newlines or escapes"
        case .unaddressableName(let name, let reason):
            "'\(name)' cannot be a player's name, as it could never be used to pick the player: \(reason)"
        case .duplicateName(let name, let id, let suggestion):
            "player #\(id) is already called '\(name)', so the name would no longer pick one player: "
                + "choose a distinct name\(suggestion.map { " such as '\($0)'" } ?? ""), or add --allow-duplicate"
        case .favouriteTeamTooLong(let limit):
            "a favourite team can have at most \(limit) characters"
        case .controlCharacterInFavouriteTeam:
            "a favourite team cannot contain control characters such as newlines or escapes"
        case .ageOutOfRange(let age):
            "age \(age) is not allowed: give a whole number from 1 to 99"
        case .unknownSkill(let text):
            "unknown skill '\(text)': use one of \(Skill.allCases.map(\.rawValue).joined(separator: ", "))"
        case .unknownPosition(let text):
            "unknown position '\(text)': use one of \(Position.allCases.map(\.rawValue).joined(separator: ", "))"
        case .unknownPlayer(let reference):
            "no player matches '\(reference)': see \(CommandHint.gather("players list"))"
        case .ambiguousPlayer(let reference, let candidates):
            "'\(reference)' matches several players (\(candidates.joined(separator: ", "))): use the id"
        case .invalid(let message):
            message
        }
    }

    public var exitStatus: ExitStatus { .invalidData }
}
