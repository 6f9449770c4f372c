import Foundation

/// Every file gather keeps, made from `GatherPaths`. Each directory has one lock, `gather.lock`, taken from
/// here by every store of it (a directory reached through two variables is still one lock). No code path
/// holds two locks at once (`FileLock` refuses it).
public struct StorageRoot: Sendable {
    let paths: GatherPaths
    /// `state.json`: one per command, so that an intent's changes are written once.
    public let state: StateFile

    public init(paths: GatherPaths) {
        self.paths = paths
        state = StateFile(
            stateDirectory: paths.stateDirectory, dataDirectory: paths.dataDirectory,
            stateLock: FileLock(url: paths.stateDirectory.standardizedFileURL.appendingPathComponent("gather.lock"), kind: .matchState),
            dataLock: FileLock(url: paths.dataDirectory.standardizedFileURL.appendingPathComponent("gather.lock"), kind: .squad))
    }

    /// The lock of `directory`; `kind` only names the files it guards in an error.
    func lock(of directory: URL, guarding kind: StoredFileKind) -> FileLock {
        FileLock(url: directory.standardizedFileURL.appendingPathComponent("gather.lock"), kind: kind)
    }

    /// The intents of the offline data are serialized in its directory, which other state
    /// directories may share; a server's are reservations in this machine's state directory.
    public func intents(of backend: Backend) -> any IntentSerializer {
        switch backend {
        case .offline(let dataDirectory): IntentLock(directory: dataDirectory)
        case .server(let url): ServerIntents(stateDirectory: paths.stateDirectory, server: url)
        }
    }

    /// Offline beside the squad, as it is the user's data too; a server's in the state.
    public func notes(of backend: Backend) -> any PlayerNotesStore {
        switch backend {
        case .offline: FilePlayerNotes(directory: paths.dataDirectory, lock: lock(of: paths.dataDirectory, guarding: .squad), backend: backend)
        case .server: StatePlayerNotes(state: state, key: FileSquadStore.key(of: backend))
        }
    }

    public var match: FileMatchStore { FileMatchStore(state: state) }

    public var clock: FileClockStore { FileClockStore(state: state) }

    /// For a server's gathers; offline, the data file keeps their details itself.
    public var memory: FileGatherMemory { FileGatherMemory(state: state) }

    public func playerNames(of backend: Backend) -> PlayerNameCache { PlayerNameCache(state: state, backend: backend) }

    /// The offline squad beside the offline data; a server's in the state.
    public var squads: FileSquadStore {
        FileSquadStore(directory: paths.dataDirectory, lock: lock(of: paths.dataDirectory, guarding: .squad), state: state)
    }

    public func offline(dataDirectory: URL) -> OfflineStore {
        OfflineStore(directory: dataDirectory, lock: lock(of: dataDirectory, guarding: .offlineData))
    }

    public var config: ConfigStore { ConfigStore(url: paths.configFile, lock: lock(of: paths.configDirectory, guarding: .config)) }

    public var credentials: CredentialStore {
        CredentialStore(url: paths.credentialsFile, lock: lock(of: paths.configDirectory, guarding: .credentials))
    }
}
