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

extension Player {
    /// The same shape as `init?(scanned:)`, read straight from the bytes, each key once.
    static func scanned(from scanner: inout JSONScanner) -> Player? {
        var id: Int?
        var name: String?
        var draft = PlayerDraft(name: "")
        var seen = SeenKeys()
        let read = scanner.readObject { key, scanner in
            if key.is("id") {
                guard seen.first(0), let value = scanner.readInteger() else { return false }
                id = value
            } else if key.is("name") {
                guard seen.first(1), let value = scanner.readString() else { return false }
                name = value
            } else if key.is("age") {
                return seen.first(2) && scanner.readNullable(into: &draft.age) { $0.readInteger() }
            } else if key.is("favouriteTeam") {
                return seen.first(3) && scanner.readNullable(into: &draft.favouriteTeam) { $0.readString() }
            } else if key.is("skill") {
                return seen.first(4) && scanner.readNullable(into: &draft.skill) { $0.readString().flatMap(Skill.init(rawValue:)) }
            } else if key.is("preferredPosition") {
                return seen.first(5)
                    && scanner.readNullable(into: &draft.preferredPosition) { $0.readString().flatMap(Position.init(rawValue:)) }
            } else {
                return false
            }
            return true
        }
        guard read, let id, let name else { return nil }
        draft.name = name
        return Player(id: id, draft: draft)
    }
}
