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
    public static var otherSpellings: [String] { allCases.map(\.abbreviation) + synonyms.keys.sorted() }
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

extension Amount: ArgumentValue {
    public init?(argument: String) { self.init(text: argument) }
    public var argument: String { text }
}

extension BalanceMode: ArgumentValue {}

/// How `show` and `history show` print: the usual view, a message for a group chat
/// (plain `text`, or `markdown` with lists and bold), or JSON (`--format json` is `--json`).
enum Format: String, CaseIterable, ArgumentValue {
    case table, text, markdown, json

    static let key = OptionKey<Format>(
        "format", valueName: "FORMAT",
        help: "table (the default), text or markdown (a team sheet to paste in a group chat), or json (same as --json).")

    /// `--json` with a format other than json says two different things.
    @Sendable static func validate(_ parsed: ParsedCommand) -> String? {
        guard parsed.flag(GlobalOptions.json), let format = parsed.value(key), format != .json else { return nil }
        return "--json and --format \(format.rawValue) cannot be used together: give one of them."
    }
}

extension MatchLength: ArgumentValue {
    public init?(argument: String) {
        guard let length = try? MatchLength(parsing: argument) else { return nil }
        self = length
    }

    public var argument: String { text }
    public static var expectation: String { acceptedForms }
}

extension StoppageTime: ArgumentValue {
    public init?(argument: String) {
        guard let stoppage = try? StoppageTime(parsing: argument) else { return nil }
        self = stoppage
    }

    public var argument: String { text }
    public static var expectation: String { "a time like 2m, 90s or 1:30, with - in front to take time off" }
}
