/// What a stored file is for: how errors name it, how to repair it, and which exit
/// code a corrupt copy ends the process with.
public struct StoredFileKind: Sendable, Equatable {
    /// Names the file in a sentence: "the \(name) /path …".
    public var name: String
    /// Follows "fix or remove it" style: what the user can do about a corrupt copy.
    public var repairHint: String
    public var corruptStatus: ExitStatus

    public init(name: String, repairHint: String, corruptStatus: ExitStatus) {
        self.name = name
        self.repairHint = repairHint
        self.corruptStatus = corruptStatus
    }

    public static let config = StoredFileKind(
        name: "config file", repairHint: "fix or remove it", corruptStatus: .configuration)
    public static let credentials = StoredFileKind(
        name: "credentials file", repairHint: "remove it and run 'gather login'", corruptStatus: .configuration)
    public static let offlineData = StoredFileKind(
        name: "offline data file", repairHint: "fix or remove it", corruptStatus: .invalidData)
    public static let matchState = StoredFileKind(
        name: "match state file", repairHint: "fix or remove it", corruptStatus: .invalidData)
}
