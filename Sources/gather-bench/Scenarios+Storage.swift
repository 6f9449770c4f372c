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
            Row("history of those 10,000 matches (offline)", history, baseline, target: "<= 1.5x"),
            Row("start --teams auto --all --dry-run beside them, stats summary kept (offline)", dryRun, baseline, target: "<= 1.0x"),
            Row("import of that export into an empty home (offline)", restore, baseline, target: "<= 2.5x"),
            Row("the same import", roundTrip, "(decode-baseline ARCHIVE COPY: JSONDecoder, then JSONEncoder of what it read)"),
            Row("players list, 41 players and 10,000 ended matches (offline)", list, "(players list, the same roster, no history)",
                target: "<= 1.5x"),
            Row("stats over those 10,000 matches, summary kept (offline)", stats, "(python3 json.load of the home's export)", target: "<= 1.0x"),
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
