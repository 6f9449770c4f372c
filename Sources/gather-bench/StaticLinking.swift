import Foundation

extension Scenarios {
    /// The release build (Swift runtime and Foundation linked statically) against the
    /// same code linked dynamically: loading the toolchain's libraries is start-up time.
    static func staticAgainstDynamic(bin: URL, dynamicGather: String) throws -> [Row] {
        let home = try BenchHome(binDirectory: bin)
        defer { home.remove() }
        try home.seedOffline(players: 100)
        let runs = 30
        let staticVersion = try medianRun(runs) { try home.gather("--version") }
        let dynamicVersion = try medianRun(runs) { try home.run(dynamicGather, "--version") }
        let staticList = try medianRun(runs) { try home.gather("players", "list") }
        let dynamicList = try medianRun(runs) { try home.run(dynamicGather, "players", "list") }
        return [
            Row(name: "static build: gather --version", gather: ms(staticVersion.seconds), baseline: "\(ms(dynamicVersion.seconds)) (dynamic build)", ratio: ratio(staticVersion.seconds, dynamicVersion.seconds)),
            Row(name: "static build: players list, 100 players, offline", gather: ms(staticList.seconds), baseline: "\(ms(dynamicList.seconds)) (dynamic build)", ratio: ratio(staticList.seconds, dynamicList.seconds)),
        ]
    }
}
