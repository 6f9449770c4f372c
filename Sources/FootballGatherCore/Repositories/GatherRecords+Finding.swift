/// Which gather a command means: a full id or a unique prefix of it, like a short git hash.
extension GatherRecords {
    /// The gather `reference` names; with no reference, the most recent gather.
    func entry(_ reference: String?) async throws -> HistoryEntry {
        let entries = try await entries()
        guard let reference else {
            guard let latest = entries.first else { throw HistoryError.noGathers }
            return latest
        }
        let text = reference.trimmingCharacters(in: .whitespaces).uppercased()
        let matches = entries.filter { $0.id.uuidString.hasPrefix(text) }
        guard !text.isEmpty, let first = matches.first else { throw HistoryError.unknownGather(reference) }
        guard matches.count == 1 else { throw HistoryError.ambiguousGather(reference, candidates: matches) }
        return first
    }

    /// Without a reference, the latest ended gather; never the running match's (only its commands edit it).
    func correctable(_ reference: String?, running: any MatchStore) async throws -> HistoryEntry {
        let entry: HistoryEntry
        if let reference {
            entry = try await self.entry(reference)
        } else {
            let entries = try await entries()
            guard let latest = entries.first(where: \.isFinished) else {
                throw entries.isEmpty ? HistoryError.noGathers : HistoryError.noEndedGathers
            }
            entry = latest
        }
        if try running.slot().match?.gatherID == entry.id { throw HistoryError.editingRunningMatch(entry.id) }
        guard entry.isFinished else { throw HistoryError.editingUnendedGather(entry.id) }
        return entry
    }
}
