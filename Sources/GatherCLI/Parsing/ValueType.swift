import FootballGatherCore

/// How one command-line word becomes a value, and what help, completions and errors say about it.
struct ValueType: Sendable {
    /// Shown in help and offered by completions; nil for free text or numbers.
    let allowedValues: [String]?
    let expectation: String
    /// Accepted words beyond `allowedValues` (synonyms, abbreviations, `auto`), for "did you mean".
    let otherSpellings: [String]
    /// The word's stored spelling, or nil when the word is not a value of this type.
    let canonical: @Sendable (String) -> String?
    /// Whether a word `canonical` refuses is written right but out of range (65, not 64).
    var isOutOfRange: @Sendable (String) -> Bool = { _ in false }

    /// The stored spelling of the accepted word nearest a typo (`amatuer`: `amateur`); nil when none is close.
    func suggestion(for typed: String) -> String? {
        let words = (allowedValues ?? []) + otherSpellings
        return Suggestion.closest(to: typed, among: words).flatMap(canonical)
    }
}

extension ValueType: Equatable {
    /// Closures cannot be compared: equal when they accept and describe the same values.
    static func == (lhs: ValueType, rhs: ValueType) -> Bool {
        lhs.allowedValues == rhs.allowedValues && lhs.expectation == rhs.expectation
    }
}
