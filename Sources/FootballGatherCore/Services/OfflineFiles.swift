import Foundation

/// The offline data in two files, so that what a roster command reads does not grow with the history:
/// `offline.json`, the roster and id counter (version 2), and `matches.json`, the gathers. A version 1
/// `offline.json` holds both; it is read as is, and the first change splits it, keeping it as
/// `offline.v1.json` (`offline.v1-2.json` and on) and a `matches.json` already there (a version 1 file put
/// back over a split home) as `matches.before-v1.json`. A newer version is refused.
struct OfflineFiles: Sendable {
    static let layoutVersion = 2
    static let historyFileName = "matches.json"

    let roster: JSONFileStore<OfflineData>
    let history: JSONFileStore<OfflineHistory>
    let directory: URL
    /// What this store has read of the matches file: one command's services share one store.
    let historyReads = StampedReads<OfflineHistory>()
    /// And of the roster file, which an import's details read again after writing it.
    let rosterReads = StampedReads<OfflineData>()

    /// `rosterLimit`, `historyLimit`: the largest files written (`JSONFileStore.sizeLimit`); small in tests.
    init(
        directory: URL, lock: FileLock?, rosterLimit: Int = RegularFile.sizeLimit, historyLimit: Int = RegularFile.sizeLimit
    ) {
        self.directory = directory
        roster = JSONFileStore(
            url: directory.appendingPathComponent(OfflineStore.fileName), kind: .offlineData, lock: lock, sizeLimit: rosterLimit)
        history = JSONFileStore(
            url: directory.appendingPathComponent(Self.historyFileName), kind: .offlineData, lock: roster.lock, compact: true,
            sizeLimit: historyLimit)
    }

    /// The roster file alone (a version 1 file brings its gathers too).
    func loadRoster() throws -> OfflineData {
        try known(rosterReads.value(of: roster.url) { try roster.load() } ?? OfflineData())
    }

    func load() throws -> OfflineData {
        var data = try loadRoster()
        if data.version < Self.layoutVersion { return data }
        data.gathers = try loadHistory()
        return data
    }

    /// A locked read-modify-write of the roster only; a version 1 file is split first.
    func changeRoster<T>(_ body: (inout OfflineData) throws -> T) throws -> T {
        try change(includingHistory: false, body)
    }

    /// A locked read-modify-write of both files; each is written only when it changed.
    func change<T>(_ body: (inout OfflineData) throws -> T) throws -> T {
        try change(includingHistory: true, body)
    }

    /// The roster is written before the history, so a failed change never names an id the counter could give
    /// again; Ctrl-C waits for both. Splitting a version 1 file is all or nothing (see `split`).
    private func change<T>(includingHistory: Bool, _ body: (inout OfflineData) throws -> T) throws -> T {
        try GatherPaths.createDirectory(directory)
        return try roster.lock.withLock {
            let stored = try roster.load()
            let legacy = stored.map { $0.version < Self.layoutVersion } ?? false
            var whole = try known(stored ?? OfflineData())
            if includingHistory && !legacy { whole.gathers = try loadHistory(fresh: true) }
            let before = whole
            whole.version = Self.layoutVersion
            let result = try body(&whole)
            let writesHistory = legacy || (includingHistory && whole.gathers != before.gathers)
            if writesHistory { whole.keepCounterAboveMembers() }
            var rosterOnly = whole
            rosterOnly.gathers = []
            var rosterBefore = before
            rosterBefore.gathers = []
            if legacy {
                try split(roster: rosterOnly, history: OfflineHistory(gathers: whole.gathers))
                return result
            }
            try ExitGate.together {
                if rosterOnly != rosterBefore || stored == nil { try save(rosterOnly, to: roster, reads: rosterReads) }
                TestHold.at("offline-files")
                if writesHistory { try save(OfflineHistory(gathers: whole.gathers), to: history, reads: historyReads) }
            }
            return result
        }
    }

    /// Kept as the store's read when reading it back would give the same: an import's details are read next,
    /// and 10,000 gathers cost as much to read as to write.
    private func save<Value: OfflineVersioned>(_ value: Value, to file: JSONFileStore<Value>, reads: StampedReads<Value>) throws {
        try file.save(value)
        if value.readsBackAsWritten { reads.keep(value, of: file.url) }
    }

    /// Keeps the old file as a backup, then writes both: all, or (if a write fails) nothing, as it was.
    private func split(roster value: OfflineData, history gathers: OfflineHistory) throws {
        let backups = try backUpLegacyFile()
        var rosterWritten = false
        do {
            try roster.save(value)
            rosterWritten = true
            try history.save(gathers)
        } catch {
            // The history is written last and atomically: when it failed, `matches.json` is
            // as it was, and only the roster (if written) needs its old file back.
            if rosterWritten { _ = rename(backups.roster.path, roster.url.path) } else { _ = unlink(backups.roster.path) }
            if let kept = backups.history { _ = unlink(kept.path) }
            throw error
        }
    }

    /// `fresh`: from the disk whatever was read before, as a change must be.
    private func loadHistory(fresh: Bool = false) throws -> [OfflineGather] {
        let stored = fresh ? try history.load() : try historyReads.value(of: history.url) { try history.load() }
        return try stored.map { try known($0) }?.gathers ?? []
    }

    /// `history` is nil when there was no history file to back up.
    private func backUpLegacyFile() throws(StorageError) -> (roster: URL, history: URL?) {
        let kept = try FileBackup.keep(roster.url, as: "offline.v1")
        guard FileManager.default.fileExists(atPath: history.url.path) else { return (kept, nil) }
        do {
            return (kept, try FileBackup.keep(history.url, as: "matches.before-v1"))
        } catch {
            _ = unlink(kept.path)
            throw error
        }
    }

    /// A file from a newer gather may hold what this one would drop on rewriting it.
    private func known<Value: OfflineVersioned>(_ value: Value) throws(StorageError) -> Value {
        guard value.version <= Self.layoutVersion else {
            throw .madeByNewerGather(path: value is OfflineHistory ? history.url.path : roster.url.path, version: value.version, kind: .offlineData)
        }
        return value
    }
}

protocol OfflineVersioned: Codable, Sendable {
    var version: Int { get }
    var readsBackAsWritten: Bool { get }
}

extension OfflineData: OfflineVersioned {
    /// Whether the roster file written from this value (version 2, without its gathers)
    /// reads back as this value: aliases and unrecognised values are never written.
    var readsBackAsWritten: Bool {
        version == OfflineFiles.layoutVersion && gathers.isEmpty
            && players.allSatisfy { $0.aliases.isEmpty && $0.draft.unrecognised.isEmpty }
    }

    /// Ids are never reused: the counter stays above every id a gather names.
    mutating func keepCounterAboveMembers() {
        let highest = gathers.lazy.flatMap { $0.members.map(\.playerID) }.max() ?? 0
        if highest < Int.max { nextPlayerID = max(nextPlayerID, highest + 1) }
    }
}

struct OfflineHistory: Codable, Sendable, Equatable, OfflineVersioned {
    var version = OfflineFiles.layoutVersion
    var gathers: [OfflineGather]

    /// Whether the file written from this value reads back as this value: its dates are
    /// written to the second, so one with a fraction of a second reads back without it.
    var readsBackAsWritten: Bool {
        gathers.allSatisfy { gather in gather.createdAt.map { $0.timeIntervalSince1970.rounded(.down) == $0.timeIntervalSince1970 } ?? true }
    }
}

extension OfflineHistory {
    /// One gather under one id: a file with two was not written by gather.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        gathers = try container.decode([OfflineGather].self, forKey: .gathers)
        guard Set(gathers.map(\.id)).count == gathers.count else {
            throw DecodingError.dataCorruptedError(forKey: .gathers, in: container, debugDescription: "two gathers under one id")
        }
    }
}
