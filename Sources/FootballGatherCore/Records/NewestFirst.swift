import Foundation

extension Array {
    /// Newest first where the date is known, then those of unknown date. Dates are kept to the second, so
    /// ties go by the backend's order, later first (it lists gathers in the order they were made).
    func newestFirst(by date: (Element) -> Date?) -> [Element] {
        enumerated().sorted { lhs, rhs in
            switch (date(lhs.element), date(rhs.element)) {
            case let (left?, right?) where left != right: left > right
            case (.some, nil): true
            case (nil, .some): false
            default: lhs.offset > rhs.offset
            }
        }.map(\.element)
    }
}
