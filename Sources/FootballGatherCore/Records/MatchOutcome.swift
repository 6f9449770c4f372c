/// How a match ended for one player.
public enum MatchOutcome: Character, Sendable, Equatable, Hashable {
    case won = "W", drawn = "D", lost = "L"

    init(goalsFor: Int, goalsAgainst: Int) {
        self = goalsFor > goalsAgainst ? .won : goalsFor == goalsAgainst ? .drawn : .lost
    }
}
