import Foundation

/// `stats-summary.json` beside the data: the whole-history summary, with what it was computed from. Only
/// derived data: a missing, stale or unreadable one is rebuilt, and one that cannot be written is not kept.
extension OfflineStore {
    static let summaryFileName = "stats-summary.json"

    public func summary(details: any GatherDetailsStore, skills: [Int: Skill], model: RatingModel) throws -> HistorySummary {
        let key = SummaryKey(matches: files.matchesStamp(), skills: skills, model: model)
        let url = files.directory.appendingPathComponent(Self.summaryFileName)
        if let key, let kept = Self.keptSummary(at: url, for: key) { return kept }
        let summary = HistorySummary(matches: try endedMatches(details: details), skills: skills, model: model)
        if let key { Self.keep(summary, for: key, at: url) }
        return summary
    }

    private static func keptSummary(at url: URL, for key: SummaryKey) -> HistorySummary? {
        guard let data = try? RegularFile.read(url, as: .offlineData),
              let kept = try? JSONCoding.decoder().decode(KeptSummary.self, from: data), kept.key == key
        else { return nil }
        return kept.summary
    }

    private static func keep(_ summary: HistorySummary, for key: SummaryKey, at url: URL) {
        guard let data = try? JSONCoding.encoder(pretty: false).encode(KeptSummary(key: key, summary: summary)) else { return }
        try? AtomicFile.write(data, to: url)
    }
}

struct SummaryKey: Codable, Equatable {
    /// Bumped whenever what a summary holds, or how it is computed, changes.
    static let format = 5

    var format = Self.format
    var matches: FileStamp
    var skills: [String]
    var model: String

    /// Nil when the matches are not in a file of their own yet (a version 1 data file).
    init?(matches: FileStamp?, skills: [Int: Skill], model: RatingModel) {
        guard let matches else { return nil }
        self.matches = matches
        self.skills = skills.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value.rawValue)" }
        self.model = String(describing: model)
    }
}

private struct KeptSummary: Codable {
    var key: SummaryKey
    var summary: HistorySummary
}

/// Tells one version of a file from another: every write replaces the file (a new inode) and sets its mtime.
struct FileStamp: Codable, Equatable {
    var inode: UInt64
    var size: Int64
    var modifiedSeconds: Int
    var modifiedNanoseconds: Int

    init?(_ url: URL) {
        var status = stat()
        guard stat(url.path, &status) == 0 else { return nil }
        inode = UInt64(status.st_ino)
        size = Int64(status.st_size)
        modifiedSeconds = Int(status.st_mtim.tv_sec)
        modifiedNanoseconds = Int(status.st_mtim.tv_nsec)
    }
}

extension OfflineFiles {
    /// Nil while the data is in a version 1 file or there are no matches yet. Taken before the matches are
    /// read, so that a summary is never kept under the stamp of a newer file.
    func matchesStamp() -> FileStamp? {
        guard (try? loadRoster().version) == Self.layoutVersion else { return nil }
        return FileStamp(history.url)
    }
}
