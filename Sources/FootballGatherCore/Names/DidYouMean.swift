/// The roster names closest to an unknown one: one is offered; several equally close are named, none offered.
public struct DidYouMean: Sendable, Equatable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// At least one name.
    let names: [String]

    init?(_ names: [String]) {
        guard !names.isEmpty else { return nil }
        self.names = names
    }

    public init(stringLiteral name: String) { names = [name] }

    /// The one name to offer in place of the unknown one; nil when several are as close.
    var only: String? { names.count == 1 ? names.first : nil }

    /// `'Tom Reilly'`, or `'Tom Reilly' or 'Tom Ross'` (ten at most, then how many more).
    public var description: String {
        let quoted = names.prefix(PlainList.errorLimit).map { "'\(InputError.echo($0))'" }
        let more = names.count - quoted.count
        return more > 0 ? quoted.joined(separator: ", ") + " or \(more) more" : PlainList.joined(quoted, conjunction: "or")
    }
}
