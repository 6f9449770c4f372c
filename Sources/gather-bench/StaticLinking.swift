import Foundation

extension Scenarios {
    /// Against the same code linked dynamically: loading the toolchain's libraries is start-up time.
    static func staticAgainstDynamic(bin: URL, dynamicGather: String) throws -> [Row] {
        let home = try BenchHome(binDirectory: bin)
        defer { home.remove() }
        try home.seedOffline(players: 100)
        let version = try interleaved(40) { try home.gather("--version") } against: { try home.run(dynamicGather, "--version") }
        let list = try interleaved(40) { try home.gather("players", "list") } against: { try home.run(dynamicGather, "players", "list") }
        return [
            Row("static build: gather --version", version, "(dynamic build)"),
            Row("static build: players list, 100 players, offline", list, "(dynamic build)"),
        ]
    }

    /// Medians of `times` runs of each, alternating, so a change in the machine's load weighs on both alike.
    static func interleaved(
        _ times: Int, _ measured: () throws -> ChildRun, against baseline: () throws -> ChildRun
    ) throws -> (measured: Double, baseline: Double) {
        var measuredSeconds: [Double] = []
        var baselineSeconds: [Double] = []
        for _ in 0..<times {
            let first = try measured()
            let second = try baseline()
            guard first.status == 0, second.status == 0 else {
                throw BenchError("a measured command failed with exit code \(max(first.status, second.status))")
            }
            measuredSeconds.append(first.seconds)
            baselineSeconds.append(second.seconds)
        }
        return (median(measuredSeconds), median(baselineSeconds))
    }
}
