import Foundation

/// Ten thousand of them in a large roster or export: built straight from what the scanner
/// read when they have only the fields below, each of the type `init(from:)` reads and a
/// skill and position it knows; any other shape (a field added since, the old `position`,
/// an unknown skill) returns nil and goes through `init(from:)`, which keeps what it must.
extension Player: DirectlyScanned {
    init?(scanned value: JSONValue) {
        guard case .object(let fields) = value else { return nil }
        var id: Int?
        var draft = PlayerDraft(name: "")
        var named = false
        for field in fields {
            switch (field.key, field.value) {
            case ("id", .integer(let number)): id = number
            case ("name", .string(let text)): draft.name = text; named = true
            case ("age", .integer(let number)): draft.age = number
            case ("favouriteTeam", .string(let text)): draft.favouriteTeam = text
            case ("skill", .string(let text)):
                guard let skill = Skill(rawValue: text) else { return nil }
                draft.skill = skill
            case ("preferredPosition", .string(let text)):
                guard let position = Position(rawValue: text) else { return nil }
                draft.preferredPosition = position
            case ("age", .null), ("favouriteTeam", .null), ("skill", .null), ("preferredPosition", .null): continue
            default: return nil
            }
        }
        guard let id, named else { return nil }
        self.init(id: id, draft: draft)
    }
}
