/// What a file gather reads is for: how errors name it, how to repair it, and which
/// exit codes a corrupt or unusable copy ends the process with.
public struct StoredFileKind: Sendable, Equatable {
    /// Names the file in a sentence: "the \(name) /path …".
    public var name: String
    /// Follows "fix or remove it" style: what the user can do about a corrupt copy, when it
    /// needs no command; otherwise `repairStep`.
    public var repairHint: String?
    public var repairStep: NextStep?
    public var corruptStatus: FailureKind
    /// A path that is no regular file (a FIFO, a directory, a device), one too large to
    /// read, or whose lock file cannot be used.
    public var unusableStatus: FailureKind

    public init(
        name: String, repairHint: String? = nil, repairStep: NextStep? = nil, corruptStatus: FailureKind, unusableStatus: FailureKind? = nil
    ) {
        self.name = name
        self.repairHint = repairHint
        self.repairStep = repairStep
        self.corruptStatus = corruptStatus
        self.unusableStatus = unusableStatus ?? corruptStatus
    }

    /// `: fix or remove it`, the end of a sentence about a damaged copy; empty when the
    /// repair is a next step.
    var repair: String { repairHint.map { ": " + $0 } ?? "" }

    public static let config = StoredFileKind(
        name: "config file", repairHint: "fix or remove it", corruptStatus: .configuration)
    public static let credentials = StoredFileKind(
        name: "credentials file", repairStep: .removeCredentialsAndLogin, corruptStatus: .configuration)
    public static let offlineData = StoredFileKind(
        name: "offline data file", repairHint: "fix or remove it", corruptStatus: .invalidData)
    /// `players-kept.json`: retired flags, departed players, the squad limit, fees and aliases.
    public static let playerNotes = StoredFileKind(
        name: "player notes file", repairHint: "fix or remove it", corruptStatus: .invalidData)
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
    public static let importFile = StoredFileKind(
        name: "import file", repairStep: .giveExportFile, corruptStatus: .invalidData, unusableStatus: .noInput)
}
