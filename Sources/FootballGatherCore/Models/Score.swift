/// The result of a gather: goals of each team, sent to the server as `"3-2"`.
public struct Score: Sendable, Equatable, Hashable, Codable, CustomStringConvertible {
    public static let maximumGoals = 99

    package var teamA: Int
    package var teamB: Int

    public init(teamA: Int = 0, teamB: Int = 0) {
        self.teamA = teamA
        self.teamB = teamB
    }

    /// Parses `"3-2"` (spaces and `:` also accepted); goals from 0 to 99.
    public init?(text: String) {
        guard let score = Score(plainText: text) ?? Score(spelledText: text) else { return nil }
        self = score
    }

    /// `"3-2"` exactly, as every stored score is, read without Foundation's trimming (a fifth of reading
    /// 10,000 gathers); nil for any other text, which `init(spelledText:)` reads.
    init?(plainText text: String) {
        var goals = (0, 0)
        var side = 0
        var digits = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9") where digits < 2:
                let digit = Int(byte - UInt8(ascii: "0"))
                if side == 0 { goals.0 = goals.0 * 10 + digit } else { goals.1 = goals.1 * 10 + digit }
                digits += 1
            case UInt8(ascii: "-") where side == 0 && digits > 0:
                side = 1
                digits = 0
            default: return nil
            }
        }
        guard side == 1, digits > 0, goals.0 <= Score.maximumGoals, goals.1 <= Score.maximumGoals else { return nil }
        self.init(teamA: goals.0, teamB: goals.1)
    }

    init?(spelledText text: String) {
        let parts = text.split(
            omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == ":" })
        guard parts.count == 2,
            let a = Int(String(parts[0]).trimmingCharacters(in: .whitespaces)),
            let b = Int(String(parts[1]).trimmingCharacters(in: .whitespaces)),
            (0...Score.maximumGoals).contains(a), (0...Score.maximumGoals).contains(b)
        else { return nil }
        self.init(teamA: a, teamB: b)
    }

    /// The server's text form, `"<team A goals>-<team B goals>"`.
    public var text: String { "\(teamA)-\(teamB)" }
    public var description: String { text }

    public var winner: Team? {
        if teamA > teamB { return .teamA }
        if teamB > teamA { return .teamB }
        return nil
    }

    /// The server's `winnerTeam` wire value: `Team A`, `Team B` or `None` (an API format, not display text).
    package var winnerWireValue: String { winner?.rawValue ?? Score.drawWireValue }
    public static let drawWireValue = "None"

    enum CodingKeys: String, CodingKey { case teamA, teamB }

    /// Refuses goals outside 0...99, so a hand-edited state file cannot reach the server.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let goals = try (container.decode(Int.self, forKey: .teamA), container.decode(Int.self, forKey: .teamB))
        guard (0...Score.maximumGoals).contains(goals.0), (0...Score.maximumGoals).contains(goals.1) else {
            throw DecodingError.dataCorruptedError(
                forKey: .teamA, in: container, debugDescription: "goals must be from 0 to \(Score.maximumGoals)")
        }
        self.init(teamA: goals.0, teamB: goals.1)
    }

    func goals(of team: Team) -> Int { team == .teamA ? teamA : teamB }

    /// Adds (or with a negative delta takes away) goals, staying within 0...99.
    func adding(_ delta: Int, to team: Team) -> Score {
        var copy = self
        let clamp = { (value: Int) in min(max(value, 0), Score.maximumGoals) }
        switch team {
        case .teamA: copy.teamA = clamp(teamA + delta)
        case .teamB: copy.teamB = clamp(teamB + delta)
        }
        return copy
    }
}
