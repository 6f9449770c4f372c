import Foundation

/// `history.json` in the state directory: what this machine remembers of the gathers
/// it started or imported on a server, which the server does not return.
public struct FileGatherMemory: GatherDetailsStore {
    let file: JSONFileStore<[String: GatherDetails]>

    init(directory: URL, lock: FileLock) {
        file = JSONFileStore(url: directory.appendingPathComponent("history.json"), kind: .matchState, lock: lock)
    }

    public func details() throws -> [UUID: GatherDetails] {
        // A hand-edited file may hold one id twice, in upper and lower case.
        Dictionary((try file.load() ?? [:]).compactMap { key, value in
            UUID(uuidString: key).map { ($0, value) }
        }, uniquingKeysWith: { first, _ in first })
    }

    /// The same file: this machine's memory of a server's gathers is small beside its history.
    public func kickOffs() throws -> [UUID: GatherKickOff] { try details().mapValues(GatherKickOff.init) }

    public func remember(_ details: GatherDetails, of gatherID: UUID) throws {
        try file.update { stored in
            var all = stored ?? [:]
            all[gatherID.uuidString] = details
            stored = all
        }
    }

    public func forget(_ gatherID: UUID) throws {
        try file.update { stored in
            guard var all = stored else { return }
            all = all.filter { UUID(uuidString: $0.key) != gatherID }
            stored = all
        }
    }
}
