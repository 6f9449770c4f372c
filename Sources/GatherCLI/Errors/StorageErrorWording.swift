import FootballGatherCore

/// The stored-file errors in the CLI's words: each file named by its kind, with its repair.
enum StorageErrorWording {
    static func text(_ error: StorageError) -> String {
        switch error {
        case .corrupt(let path, let detail, let kind):
            "the \(name(of: kind)) \(path) \(detail)" + repair(of: kind)
        case .unreadable(let path, let reason):
            "cannot read \(path) (\(reason)): check its permissions"
        case .unwritable(let path, let reason):
            "cannot write \(path) (\(reason)): check that its directory exists and is writable"
        case .noSpace(let path, let reason):
            "cannot write \(path) (\(reason)), and nothing of it changed: free some space, then run the command again"
        case .missingFile(let path):
            "the file \(path) does not exist: check the path"
        case .unencodable(let path, let detail):
            "cannot encode the data for \(path) (\(detail)): this is a bug in gather"
        case .notRegularFile(let path, let found, let kind):
            "the \(name(of: kind)) \(path) is \(found), not a regular file" + repair(of: kind)
        case .tooLarge(let path, let limit, let kind):
            "the \(name(of: kind)) \(path) is larger than \(describe(bytes: limit)), more than gather reads" + repair(of: kind)
        case .madeByNewerGather(let path, let version, let kind):
            "the \(name(of: kind)) \(path) is version \(version), made by a newer gather; upgrade gather to use it"
        case .lockHeld(let path):
            "another gather command has held \(path) for \(Int(FileLock.waitLimit / 60)) minutes, and nothing was changed: try again once it has ended"
        case .symlinkedLock(let path, _):
            "the lock file \(path) is a symbolic link, which gather does not follow: remove it, and gather makes a new one"
        }
    }

    static func text(_ error: OutputFileError) -> String {
        text(StorageError.unwritable(path: error.path, reason: error.reason))
    }

    static func text(_ error: NestedLockError) -> String {
        "internal error: \(error.wanted) was locked while holding \(error.held): this is a bug in gather, please report it"
    }

    /// Names the file in a sentence: "the \(name) /path …".
    static func name(of kind: StoredFileKind) -> String {
        switch kind {
        case .config: "config file"
        case .credentials: "credentials file"
        case .offlineData: "offline data file"
        case .playerNotes: "player notes file"
        case .squad: "squad file"
        case .playerNames: "player names file"
        case .matchState: "state file"
        case .pastedList: "list of players on"
        case .importFile: "import file"
        }
    }

    /// `: fix or remove it` for a damaged copy; empty when the repair is a next step (`repairStep`).
    static func repair(of kind: StoredFileKind) -> String {
        switch kind {
        case .config, .offlineData, .playerNotes, .squad: ": fix or remove it"
        case .matchState: ": fix it (removing it forgets the running match and what this machine keeps of each server)"
        case .playerNames: ": remove it"
        case .pastedList: ": pipe a shorter list, one name per line"
        case .credentials, .importFile: ""
        }
    }

    /// "64 MiB" for the size limit; exact bytes for the small limits of tests.
    private static func describe(bytes: Int) -> String {
        bytes % (1024 * 1024) == 0 ? "\(bytes / (1024 * 1024)) MiB" : "\(bytes) bytes"
    }
}
