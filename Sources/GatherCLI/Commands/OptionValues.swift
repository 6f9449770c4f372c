import FootballGatherCore

// The domain types options and arguments hold: each parses itself, so every command taking a skill, a
// position, a team, a score or a time accepts the same spellings and explains them the same way.

extension Skill: ArgumentValue {}

extension PlayerListViewModel.SortKey: ArgumentValue {}

extension CompletionScript.Shell: ArgumentValue {}

extension Position: ArgumentValue {
    /// Full names or the app's abbreviations (GK, DEF, MID, W, ST), in any case.
    init?(argument: String) { self.init(userInput: argument) }
    static var expectation: String {
        "one of " + allCases.map { "\($0.rawValue) (\($0.abbreviation))" }.joined(separator: ", ")
    }
    static var otherSpellings: [String] { allCases.map(\.abbreviation) + synonyms.keys.sorted() }
}

extension Team: ArgumentValue {
    init?(argument: String) { self.init(userInput: argument) }
    var argument: String { self == .teamA ? "a" : "b" }
    static var allowedValues: [String]? { ["a", "b"] }
}

extension Score: ArgumentValue {
    init?(argument: String) { self.init(text: argument) }
    var argument: String { text }
    static var expectation: String { "two numbers from 0 to \(Score.maximumGoals) like 3-2" }

    /// A refused score written as two numbers and a dash: one of them is above the most a side scores.
    static func isOutOfRange(_ argument: String) -> Bool {
        let sides = argument.trimmingCharacters(in: .whitespaces).split(separator: "-", omittingEmptySubsequences: false)
        return sides.count == 2 && sides.allSatisfy { side in
            let digits = side.trimmingCharacters(in: .whitespaces)
            return !digits.isEmpty && digits.unicodeScalars.allSatisfy { ("0"..."9").contains($0) }
        }
    }
}

/// A time as the match clock reads it: parsed by its own `init(parsing:)`, spelt as its `text`.
protocol ClockArgument: ArgumentValue {
    init(parsing: String) throws
    var text: String { get }
}

extension ClockArgument {
    init?(argument: String) {
        guard let value = try? Self(parsing: argument) else { return nil }
        self = value
    }

    var argument: String { text }

    /// Whether `init(parsing:)` refuses the text as a time written right but out of range.
    static func isOutOfRange(_ argument: String) -> Bool {
        if case .failure(TimerError.timeOutOfRange) = Result(catching: { try Self(parsing: argument) }) { return true }
        return false
    }
}

extension GatherTime: ClockArgument {
    static var expectation: String { acceptedForms }
}

extension ConfigKey: ArgumentValue {}

extension Amount: ArgumentValue {
    init?(argument: String) { self.init(text: argument) }
    var argument: String { text }
    static var expectation: String { "an amount up to \(Amount.maximumCents / 100) with at most two decimals after a point, like 20 or 12.50" }

    /// A refused amount written as a number with at most two decimals: it is beyond the maximum.
    static func isOutOfRange(_ argument: String) -> Bool {
        argument.trimmingCharacters(in: .whitespaces).wholeMatch(of: /-?[0-9]+(\.[0-9]{1,2})?/) != nil
    }
}

extension BalanceMode: ArgumentValue {}

/// A `--format` option: `--json` with a format other than json says two different things.
protocol FormatOption: ArgumentValue, RawRepresentable where RawValue == String {
    static var key: OptionKey<Self> { get }
}

extension FormatOption {
    @Sendable static func validate(_ parsed: ParsedCommand) -> String? {
        guard parsed.flag(GlobalOptions.json), let format = parsed.value(key), format.rawValue != "json" else { return nil }
        return "--json and --format \(format.rawValue) cannot be used together: give one of them."
    }
}

/// How `show` and `history show` print: the usual view, a chat team sheet (chat, text, markdown) or JSON.
enum Format: String, CaseIterable, FormatOption {
    case table, chat, text, markdown, json

    static let key = OptionKey<Format>(
        "format", valueName: "FORMAT",
        help: """
            table (the default); a team sheet to paste in a group chat: chat (WhatsApp: *bold*, numbered lists), \
            text (no markup) or markdown (**bold**, for Discord and other Markdown chats); or json (same as --json).
            """)

    var isSheet: Bool { self == .chat || self == .text || self == .markdown }
}

/// How `stats`, `fees` and `squad list` print (`--format json` is `--json`).
enum ListFormat: String, CaseIterable, FormatOption {
    case table, chat, json

    static let key = OptionKey<ListFormat>(
        "format", valueName: "FORMAT",
        help: "table (the default), chat (a message to paste in a group chat: *bold*, numbered lists, tables in a ``` block a phone shows unwrapped), or json (same as --json).")
}

extension MatchLength: ClockArgument {
    static var expectation: String { acceptedForms }
}

extension StoppageTime: ClockArgument {
    static var expectation: String { "a time like 2m, 90s or 1:30, with - in front to take time off" }
}
