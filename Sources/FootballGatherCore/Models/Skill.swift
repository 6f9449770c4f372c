/// How good a player is, as the server spells it.
public enum Skill: String, Codable, CaseIterable, Sendable, Comparable {
    case beginner, amateur, professional

    /// Points used to balance teams; an unknown skill counts as `amateur`.
    var points: Int {
        switch self {
        case .beginner: 1
        case .amateur: 2
        case .professional: 3
        }
    }

    public static func points(of skill: Skill?) -> Int { skill?.points ?? Skill.amateur.points }

    public static func < (lhs: Skill, rhs: Skill) -> Bool { lhs.points < rhs.points }

    public init?(userInput: String) {
        self.init(rawValue: userInput.trimmingCharacters(in: .whitespaces).lowercased())
    }
}
