import FootballGatherCore

/// How one command-line word becomes a value: what it accepts, how it is stored, and
/// what help, completions and error messages say about it.
struct ValueType: Sendable {
    /// Shown in help and offered by completions; nil for free text or numbers.
    let allowedValues: [String]?
    /// What an error message says is expected, e.g. `one of a, b`.
    let expectation: String
    /// Accepted words beyond `allowedValues` (synonyms, abbreviations, keywords such as
    /// `auto`), which a mistyped value may be closest to.
    let otherSpellings: [String]
    /// The word's stored spelling, or nil when the word is not a value of this type.
    let canonical: @Sendable (String) -> String?
    /// Whether a word `canonical` refuses is written right but out of range (65, not 64).
    var isOutOfRange: @Sendable (String) -> Bool = { _ in false }

    /// The stored spelling of the accepted word closest to a mistyped one: `amatuer` is
    /// `amateur`, `goalkeeepr` and `goalei` are `goalkeeper`; nil when nothing is close.
    func suggestion(for typed: String) -> String? {
        let words = (allowedValues ?? []) + otherSpellings
        return Suggestion.closest(to: typed, among: words).flatMap(canonical)
    }
}

extension ValueType: Equatable {
    /// Two value types are the same when they accept and describe the same values.
    static func == (lhs: ValueType, rhs: ValueType) -> Bool {
        lhs.allowedValues == rhs.allowedValues && lhs.expectation == rhs.expectation
    }
}
