/// A type an option or positional holds, like swift-argument-parser's `ExpressibleByArgument`: it parses
/// one word, spells itself for storage, and lists its allowed values for help and completions.
protocol ArgumentValue: Sendable {
    init?(argument: String)
    /// The spelling stored after parsing; `init(argument:)` accepts it back.
    var argument: String { get }
    /// Every value, for help and completions; nil when the values are open-ended.
    static var allowedValues: [String]? { get }
    /// What an error message says is expected.
    static var expectation: String { get }
    /// Other words `init(argument:)` accepts (synonyms, keywords), for "did you mean".
    static var otherSpellings: [String] { get }
    /// Whether a refused word is written right but out of range (65, not 64).
    static func isOutOfRange(_ argument: String) -> Bool
}

extension ArgumentValue {
    static var allowedValues: [String]? { nil }

    static var otherSpellings: [String] { [] }

    static func isOutOfRange(_ argument: String) -> Bool { false }

    static var valueType: ValueType {
        ValueType(
            allowedValues: allowedValues, expectation: expectation, otherSpellings: otherSpellings,
            canonical: { Self(argument: $0)?.argument }, isOutOfRange: { Self.isOutOfRange($0) })
    }
}

/// Enumerations spelt as their raw values, matched case-insensitively.
extension ArgumentValue where Self: CaseIterable & RawRepresentable, RawValue == String {
    init?(argument: String) {
        let wanted = argument.lowercased()
        guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == wanted }) else { return nil }
        self = match
    }

    var argument: String { rawValue }
    static var allowedValues: [String]? { allCases.map(\.rawValue) }
    /// An enumeration lists what it takes; every other type says its own expectation.
    static var expectation: String { "one of " + (allowedValues ?? allCases.map(\.rawValue)).joined(separator: ", ") }
}

extension String: ArgumentValue {
    init?(argument: String) { self = argument }
    var argument: String { self }
    static var expectation: String { "text" }
}

extension Int: ArgumentValue {
    init?(argument: String) { self.init(argument, radix: 10) }
    var argument: String { String(self) }
    static var expectation: String { "a whole number" }
}
