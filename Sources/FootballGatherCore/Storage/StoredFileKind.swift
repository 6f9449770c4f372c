/// What a file gather reads is for: how errors name it, how to repair it, and which
/// exit codes a corrupt or unusable copy ends the process with.
public struct StoredFileKind: Sendable, Equatable {
    /// Names the file in a sentence: "the \(name) /path …".
    public var name: String
    /// Follows "fix or remove it" style: what the user can do about a corrupt copy.
    public var repairHint: String
    public var corruptStatus: ExitStatus
    /// A path that is no regular file (a FIFO, a directory, a device), one too large to
    /// read, or whose lock file cannot be used.
    public var unusableStatus: ExitStatus

    public init(name: String, repairHint: String, corruptStatus: ExitStatus, unusableStatus: ExitStatus? = nil) {
        self.name = name
        self.repairHint = repairHint
        self.corruptStatus = corruptStatus
        self.unusableStatus = unusableStatus ?? corruptStatus
    }

    public static let config = StoredFileKind(
        name: "config file", repairHint: "fix or remove it", corruptStatus: .configuration)
    /// Computed at each use: its hint names the command for the invocation's backend.
    public static var credentials: StoredFileKind {
        StoredFileKind(name: "credentials file", repairHint: "remove it and run \(CommandHint.gather("login"))", corruptStatus: .configuration)
    }
    public static let offlineData = StoredFileKind(
        name: "offline data file", repairHint: "fix or remove it", corruptStatus: .invalidData)
    public static let squad = StoredFileKind(
        name: "squad file", repairHint: "fix or remove it", corruptStatus: .invalidData)
    /// The names of a server's players kept for completion (`PlayerNameCache`).
    public static let playerNames = StoredFileKind(
        name: "player names file", repairHint: "remove it", corruptStatus: .invalidData)
    public static let matchState = StoredFileKind(
        name: "match state file", repairHint: "fix or remove it", corruptStatus: .invalidData)
    /// A list of players piped to a command (`players add -`, `squad add -`, `--players -`).
    public static let pastedList = StoredFileKind(
        name: "list of players on", repairHint: "pipe a shorter list, one name per line", corruptStatus: .invalidData)
    /// A file named on the command line for `gather import`.
    public static var importFile: StoredFileKind {
        StoredFileKind(
            name: "import file", repairHint: "give the path of a file made by \(CommandHint.gather("export"))",
            corruptStatus: .invalidData, unusableStatus: .noInput)
    }
}
