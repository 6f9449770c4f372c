/// A player's preferred position, as the server spells it.
public enum Position: String, Codable, CaseIterable, Sendable {
    case goalkeeper, defender, midfielder, winger, striker

    /// The abbreviation the reference client shows.
    public var abbreviation: String {
        switch self {
        case .goalkeeper: "GK"
        case .defender: "DEF"
        case .midfielder: "MID"
        case .winger: "W"
        case .striker: "ST"
        }
    }

    public static let synonyms: [String: Position] = [
        "goalie": .goalkeeper, "keeper": .goalkeeper, "gk": .goalkeeper,
        "back": .defender, "centre-back": .defender, "center-back": .defender, "fullback": .defender,
        "midfield": .midfielder, "mid": .midfielder,
        "wing": .winger,
        "forward": .striker, "attacker": .striker,
    ]

    /// Case-insensitive lookup by full name, abbreviation or synonym.
    public init?(userInput: String) {
        let text = userInput.trimmingCharacters(in: .whitespaces).lowercased()
        guard let match = Position.allCases.first(where: { $0.rawValue == text || $0.abbreviation.lowercased() == text }) ?? Self.synonyms[text]
        else { return nil }
        self = match
    }
}
