import Foundation

extension Scenarios {
    /// What the storage costs (issues 20 and 36) on offline homes of 10,000 ended matches, a size no group
    /// reaches: it shows how cost grows. `decode-baseline` reading the home's export is the platform's floor.
    static func storageRows(bin: URL, runs: Int) throws -> [Row] {
        let full = try BenchHome(binDirectory: bin)
        defer { full.remove() }
        try importSeason(players: 41, playing: 40, matches: 10_000, into: full)
        let archive = full.root.appendingPathComponent("export.json")
        guard try full.gather("export", archive.path).status == 0 else { throw BenchError("export failed") }

        let rosterOnly = try BenchHome(binDirectory: bin)
        defer { rosterOnly.remove() }
        let players = full.root.appendingPathComponent("players.json")
        try withoutGathers(archive, to: players)
        guard try rosterOnly.gather("import", players.path).status == 0 else { throw BenchError("importing the roster failed") }

        let floor = [bin.appendingPathComponent("decode-baseline").path, archive.path]
        let decode = { try Spawn.run(floor, environment: full.environment()) }
        let list = try interleaved(runs) { try full.gather("players", "list") } against: { try rosterOnly.gather("players", "list") }
        let history = try interleaved(runs) { try full.gather("history") } against: { try decode() }
        guard try full.gather("stats").status == 0 else { throw BenchError("stats failed") }
        let dryRun = try interleaved(runs) { try full.gather("start", "--teams", "auto", "--all", "--dry-run") } against: { try decode() }
        let python = ["/usr/bin/env", "python3", "-c", "import json, sys; json.load(open(sys.argv[1]))", archive.path]
        let stats = try interleaved(runs) { try full.gather("stats") } against: { try Spawn.run(python, environment: full.environment()) }
        let restored = try BenchHome(binDirectory: bin)
        defer { restored.remove() }
        let importArchive = {
            try? FileManager.default.removeItem(at: restored.dataDirectory)
            return try restored.gather("import", archive.path)
        }
        let restore = try interleaved(max(5, runs / 2), importArchive, against: decode)
        // The floor of an import: the same archive read and written again by Foundation's coders.
        let copy = full.root.appendingPathComponent("copy.json").path
        let roundTrip = try interleaved(max(5, runs / 2), importArchive) {
            try Spawn.run(floor + [copy], environment: full.environment())
        }
        let baseline = "(decode-baseline: JSONDecoder of the home's export)"
        return [
            Row(name: "history of those 10,000 matches (offline)", gather: ms(history.measured),
                baseline: "\(ms(history.baseline)) \(baseline)", ratio: "\(ratio(history.measured, history.baseline)) (target <= 1.5x)"),
            Row(name: "start --teams auto --all --dry-run beside them, stats summary kept (offline)", gather: ms(dryRun.measured),
                baseline: "\(ms(dryRun.baseline)) \(baseline)", ratio: "\(ratio(dryRun.measured, dryRun.baseline)) (target <= 1.0x)"),
            Row(name: "import of that export into an empty home (offline)", gather: ms(restore.measured),
                baseline: "\(ms(restore.baseline)) \(baseline)", ratio: "\(ratio(restore.measured, restore.baseline)) (target <= 2.5x)"),
            Row(name: "the same import", gather: ms(roundTrip.measured),
                baseline: "\(ms(roundTrip.baseline)) (decode-baseline ARCHIVE COPY: JSONDecoder, then JSONEncoder of what it read)",
                ratio: ratio(roundTrip.measured, roundTrip.baseline)),
            Row(name: "players list, 41 players and 10,000 ended matches (offline)", gather: ms(list.measured),
                baseline: "\(ms(list.baseline)) (players list, the same roster, no history)",
                ratio: "\(ratio(list.measured, list.baseline)) (target <= 1.5x)"),
            Row(name: "stats over those 10,000 matches, summary kept (offline)", gather: ms(stats.measured),
                baseline: "\(ms(stats.baseline)) (python3 json.load of the home's export)",
                ratio: "\(ratio(stats.measured, stats.baseline)) (target <= 1.0x)"),
        ]
    }

    private static func withoutGathers(_ archive: URL, to url: URL) throws {
        guard var object = try JSONSerialization.jsonObject(with: Data(contentsOf: archive)) as? [String: Any] else {
            throw BenchError("the export is not a JSON object")
        }
        object["gathers"] = []
        try JSONSerialization.data(withJSONObject: object).write(to: url)
    }
}
