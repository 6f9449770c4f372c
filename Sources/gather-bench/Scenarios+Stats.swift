import FootballGatherCore
import Foundation
import RatingLab

extension Scenarios {
    /// Issue 13's speed targets on an offline home of 1,000 ended matches: `stats`, and `start --teams auto`
    /// (each match cancelled, untimed), against `players list` (one read and render of the data file).
    static func statsRows(bin: URL, runs: Int) throws -> [Row] {
        let home = try BenchHome(binDirectory: bin)
        defer { home.remove() }
        try importSeason(players: 24, playing: 20, matches: 1_000, into: home)
        let stats = try interleaved(runs) { try home.gather("stats") } against: { try home.gather("players", "list") }
        var starts: [Double] = []
        for _ in 0..<runs {
            let start = try home.gather("start", "--teams", "auto", "--all")
            guard start.status == 0 else { throw BenchError("start --teams auto exited \(start.status)") }
            starts.append(start.seconds)
            guard try home.gather("cancel", "--yes").status == 0 else { throw BenchError("cancel failed") }
        }
        let label = "(players list of the same home)"
        return [
            Row("stats, 1,000 ended matches of 20 players (offline)", stats, label, target: "< 500 ms"),
            Row("start --teams auto, 24 players, that history", (median(starts), stats.baseline), label, target: "< 500 ms"),
        ]
    }

    /// A simulated season through `gather import`: `count` players, the first `playing` of whom play
    /// `matches` matches with their sides, one day apart (or a week apart from `weeklyFrom`).
    static func importSeason(players count: Int, playing: Int, matches: Int, weeklyFrom firstWeek: Date? = nil, into home: BenchHome) throws {
        var random = LabRandom(seed: 13)
        let group = SimulatedGroup(count: playing, using: &random)
        let extra = (playing + 1...count).map { Player(id: $0, name: "Newcomer \($0)", skill: .amateur) }
        let gathers = group.matches(matches, using: &random).enumerated().map { week, match in
            ExportedGather(
                id: match.id, score: match.score.text, winnerTeam: match.score.winnerWireValue,
                startedAt: firstWeek.map { $0.addingTimeInterval(Double(week) * 7 * 86_400) } ?? match.date,
                members: match.lineUp.players.map { ExportedGather.Member(playerID: $0, team: match.lineUp.side(of: $0)?.team) })
        }
        let file = home.root.appendingPathComponent("season.json")
        try TransferViewModel.encoded(ExportArchive(players: group.players + extra, gathers: gathers)).write(to: file)
        guard try home.gather("import", file.path).status == 0 else { throw BenchError("importing the simulated season failed") }
    }
}
