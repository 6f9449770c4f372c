/// Money in cents, written with at most two decimals and no currency (`60`, `62.5`, `-5` for a refund).
/// Parsed strictly: no spaces, thousands separators, third decimal or sign but a leading `-`.
public struct Amount: Sendable, Equatable, Hashable {
    /// The largest amount accepted: a million, well above any pitch.
    public static let maximumCents = 100_000_000

    public var cents: Int

    public init(cents: Int) { self.cents = cents }

    public init?(text: String) {
        let negative = text.hasPrefix("-")
        let unsigned = negative ? text.dropFirst() : Substring(text)
        let parts = unsigned.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, !whole.isEmpty, whole.count <= 9, whole.allSatisfy(\.isASCIIDigit) else { return nil }
        let fraction = parts.count == 2 ? parts[1] : ""
        guard parts.count == 1 || (1...2).contains(fraction.count), fraction.allSatisfy(\.isASCIIDigit) else { return nil }
        let padded = fraction.padding(toLength: 2, withPad: "0", startingAt: 0)
        guard let units = Int(whole), let hundredths = Int(padded) else { return nil }
        let cents = units * 100 + hundredths
        guard cents <= Self.maximumCents else { return nil }
        self.cents = negative ? -cents : cents
    }

    /// Two decimals, no currency: `62.50`, `-5.00`.
    public var text: String { Self.text(cents: cents) }

    public static func text(cents: Int) -> String {
        let size = cents.magnitude
        let fraction = size % 100
        return (cents < 0 ? "-" : "") + "\(size / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
}
