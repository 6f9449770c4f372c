public enum MatchOutcome: Character, Sendable, Equatable, Hashable {
    case won = "W", drawn = "D", lost = "L"

    init(goalsFor: Int, goalsAgainst: Int) {
        self = goalsFor > goalsAgainst ? .won : goalsFor == goalsAgainst ? .drawn : .lost
    }
}

extension MatchOutcome: Codable {
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let letter = text.first, text.count == 1, let outcome = MatchOutcome(rawValue: letter) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not W, D or L"))
        }
        self = outcome
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(String(rawValue))
    }
}
