import Foundation

extension UUID {
    /// The length of a gather id in tables, as `git` shortens a commit hash.
    public static let shortGatherIDLength = 8

    /// The first eight characters of the upper-case id; any unique prefix is accepted back.
    public var shortGatherID: String { String(uuidString.prefix(Self.shortGatherIDLength)) }
}
