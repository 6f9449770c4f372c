/// What a file gather reads is for: the front end names it and says how to repair it; here, which exit codes
/// a corrupt or unusable copy ends the process with.
public enum StoredFileKind: Sendable, Equatable, CaseIterable {
    case config
    case credentials
    case offlineData
    /// `players-kept.json` (offline): retired flags, departed players, the squad limit, fees and aliases.
    case playerNotes
    case squad
    /// `player-names.json` of the earlier layout: a server's names kept for completion.
    case playerNames
    /// `state.json` (`MachineState`), and the match state files of the earlier layout.
    case matchState
    /// A list of players piped to a command (`players add -`, `squad add -`, `--players -`).
    case pastedList
    /// A file named on the command line for `gather import`.
    case importFile

    /// What the user can do about a damaged copy when it is a command to run; the other kinds' repairs need
    /// none (fix or remove the file), and the front end says them.
    var repairStep: NextStep? {
        switch self {
        case .credentials: .removeCredentialsAndLogin
        case .importFile: .giveExportFile
        default: nil
        }
    }

    var corruptStatus: FailureKind {
        switch self {
        case .config, .credentials: .configuration
        default: .invalidData
        }
    }

    /// A path that is no regular file (a FIFO, a directory, a device), too large, or with an unusable lock.
    var unusableStatus: FailureKind {
        self == .importFile ? .noInput : corruptStatus
    }
}
