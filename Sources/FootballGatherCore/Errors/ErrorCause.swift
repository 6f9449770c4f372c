/// The error behind another one (why players were not added, why a batch stopped), kept
/// as the value it was so that the front end words it with its own family.
public struct ErrorCause: Sendable {
    public let error: any Error

    init(_ error: any Error) {
        self.error = error
    }

    var failureKind: FailureKind { .of(error) }
}

extension ErrorCause: Equatable {
    /// The same when of one `Equatable` type and equal, or of one other type and printed alike.
    public static func == (lhs: ErrorCause, rhs: ErrorCause) -> Bool {
        guard type(of: lhs.error) == type(of: rhs.error) else { return false }
        if let equatable = (lhs.error as Any) as? any Equatable { return equatable.isEqual(to: rhs.error) }
        return String(reflecting: lhs.error) == String(reflecting: rhs.error)
    }
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool { (other as? Self) == self }
}
