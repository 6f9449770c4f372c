import Foundation

/// Names in the order a person expects ("Player 2" before "Player 10"), whatever the locale: Foundation's
/// localized comparison crashes under an unusable LANG or LC_ALL.
enum NameOrder {
    static func compare(_ lhs: String, _ rhs: String) -> ComparisonResult {
        lhs.compare(rhs, options: [.caseInsensitive, .diacriticInsensitive, .numeric], range: nil, locale: nil)
    }
}
