import Foundation

/// The rules a player's fields must meet, shared by add and edit.
public enum PlayerValidation {
    public static let maximumNameLength = 64
    public static let ageRange = 1...99

    /// The trimmed name; blank or over 64 characters is refused.
    public static func name(_ text: String) throws(InputError) -> String {
        let name = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw .blankName }
        guard name.count <= maximumNameLength else { throw .nameTooLong(limit: maximumNameLength) }
        // A newline or an escape sequence would break tables and could drive the terminal.
        guard !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw .controlCharacterInName
        }
        return name
    }

    public static func age(_ age: Int) throws(InputError) -> Int {
        guard ageRange.contains(age) else { throw .ageOutOfRange(age) }
        return age
    }

    public static func skill(_ text: String) throws(InputError) -> Skill {
        guard let skill = Skill(userInput: text) else { throw .unknownSkill(text) }
        return skill
    }

    public static func position(_ text: String) throws(InputError) -> Position {
        guard let position = Position(userInput: text) else { throw .unknownPosition(text) }
        return position
    }

    /// The trimmed team name, or nil when blank.
    public static func favouriteTeam(_ text: String) -> String? {
        let team = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return team.isEmpty ? nil : team
    }
}
