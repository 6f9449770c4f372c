import FootballGatherCore

// The domain types options and arguments hold: each parses itself, so every command
// that takes a skill, a position, a team, a score or a time accepts the same spellings
// and explains them the same way.

extension Skill: ArgumentValue {}

extension PlayerListViewModel.SortKey: ArgumentValue {}

extension CompletionScript.Shell: ArgumentValue {}

extension Position: ArgumentValue {
    /// Full names or the app's abbreviations (GK, DEF, MID, W, ST), in any case.
    public init?(argument: String) { self.init(userInput: argument) }
    public var argument: String { rawValue }
    public static var allowedValues: [String]? { allCases.map(\.rawValue) }
    public static var expectation: String {
        "one of " + allCases.map { "\($0.rawValue) (\($0.abbreviation))" }.joined(separator: ", ")
    }
}

extension Team: ArgumentValue {
    public init?(argument: String) { self.init(userInput: argument) }
    public var argument: String { self == .teamA ? "a" : "b" }
    public static var allowedValues: [String]? { ["a", "b"] }
}

extension Score: ArgumentValue {
    public init?(argument: String) { self.init(text: argument) }
    public var argument: String { text }
    public static var expectation: String { "two numbers from 0 to \(Score.maximumGoals) like 3-2" }
}

extension GatherTime: ArgumentValue {
    public init?(argument: String) {
        guard let time = try? GatherTime(parsing: argument) else { return nil }
        self = time
    }

    public var argument: String { text }
    public static var expectation: String { acceptedForms }
}

extension ConfigKey: ArgumentValue {}
