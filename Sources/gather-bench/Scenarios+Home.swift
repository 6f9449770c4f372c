import Foundation

extension Scenarios {
    /// Issue 36's weekly home, offline: five years of weekly games (250 ended matches of 20 from a roster of
    /// 24, the 20 regulars in the squad). Each command alternates with `gather --version`, so the ratio is
    /// what the command costs beyond starting the binary.
    static func homeRows(bin: URL, runs: Int) throws -> [Row] {
        let home = try BenchHome(binDirectory: bin)
        defer { home.remove() }
        // The first match on Monday 2021-11-29 at 19:00 UTC, then one a week: the 250th falls in 2026.
        try importSeason(players: 24, playing: 20, matches: 250, weeklyFrom: Date(timeIntervalSince1970: 1_638_212_400), into: home)
        guard try home.gather(["squad", "add"] + (1...20).map(String.init)).status == 0 else { throw BenchError("squad add failed") }
        let commands: [(name: String, arguments: [String])] = [
            ("players list", ["players", "list"]),
            ("stats", ["stats"]),
            ("history", ["history"]),
            ("start --teams auto --dry-run (the squad of 20)", ["start", "--teams", "auto", "--dry-run"]),
        ]
        return try commands.map { command in
            let figures = try interleaved(runs) { try home.gather(command.arguments) } against: { try home.gather("--version") }
            return Row("\(command.name), 250 ended matches (offline)", figures, "(gather --version)", target: "<= 3x")
        }
    }
}
