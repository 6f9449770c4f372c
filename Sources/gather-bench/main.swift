// `make bench`: release-build figures, each beside a baseline measured in the same run.
import Foundation

let binDirectory = URL(fileURLWithPath: CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : ".")
/// The same release build linked dynamically to the Swift runtime, for the static rows.
let dynamicGather = CommandLine.arguments.count > 2 ? CommandLine.arguments[2] : nil
let quick = ProcessInfo.processInfo.environment["BENCH_QUICK"] == "1"
// BENCH_ONLY=NAME runs one group only (the cases below). TEAMS_SEEDS sets the teams seasons (default 200);
// TEAMS_WIDE=N adds N seasons of other group sizes, attendance and noise, as their spread.
let only = ProcessInfo.processInfo.environment["BENCH_ONLY"].flatMap { $0.isEmpty ? nil : $0 }

func report(_ rows: [Row]) {
    let table = [["benchmark", "gather", "baseline (same run)", "ratio"]] + rows.map { [$0.name, $0.gather, $0.baseline, $0.ratio] }
    let widths = (0..<4).map { column in table.map { $0[column].count }.max() ?? 0 }
    for (index, row) in table.enumerated() {
        print(row.enumerated().map { $1.padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(separator: " | "))
        if index == 0 { print(widths.map { String(repeating: "-", count: $0) }.joined(separator: "-|-")) }
    }
}

do {
    if let only {
        switch only {
        case "ratings":
            report(try Scenarios.ratings())
        case "teams":
            let seeds = Int(ProcessInfo.processInfo.environment["TEAMS_SEEDS"] ?? "") ?? 200
            print(try Scenarios.teamsTable(seeds: seeds))
            report(try Scenarios.teamsRows(seeds: seeds))
            if let wide = ProcessInfo.processInfo.environment["TEAMS_WIDE"].flatMap(Int.init) { print(try Scenarios.teamsSpread(seeds: wide)) }
        case "sixweeks":
            print(Scenarios.sixWeeksNote())
        case "import":
            report(try await Scenarios.importRows(bin: binDirectory, quick: quick))
        case "stats":
            report(try Scenarios.statsRows(bin: binDirectory, runs: quick ? 3 : 7))
        case "home":
            report(try Scenarios.homeRows(bin: binDirectory, runs: quick ? 5 : 11))
        case "roster":
            report(try await Scenarios.largeRoster(bin: binDirectory) + [try Scenarios.pastedSquad(bin: binDirectory)])
        case "startup":
            report(try Scenarios.startUp(bin: binDirectory))
        case "sync":
            report([try await Scenarios.matchDaySync(bin: binDirectory), try await Scenarios.playerAddsSync(bin: binDirectory, runs: quick ? 1 : 3)])
        case "real":
            report([try await Scenarios.realServerStart(bin: binDirectory)])
        case "storage":
            report(try Scenarios.storageRows(bin: binDirectory, runs: quick ? 3 : 7) + [
                try await Scenarios.matchStart(bin: binDirectory, latency: .zero),
                try await Scenarios.matchStart(bin: binDirectory, latency: .milliseconds(10)),
                try await Scenarios.realServerStart(bin: binDirectory),
            ])
        default:
            throw BenchError("BENCH_ONLY=\(only) is not one of: ratings, teams, sixweeks, import, stats, home, storage, startup, roster, sync, real")
        }
        exit(0)
    }
    var rows: [Row] = []
    FileHandle.standardError.write(Data("measuring start-up…\n".utf8))
    rows += try Scenarios.startUp(bin: binDirectory)
    if let dynamicGather {
        FileHandle.standardError.write(Data("measuring the static build against the dynamic one…\n".utf8))
        rows += try Scenarios.staticAgainstDynamic(bin: binDirectory, dynamicGather: dynamicGather)
    }
    FileHandle.standardError.write(Data("measuring 10,000-player lists…\n".utf8))
    rows += try await Scenarios.largeRoster(bin: binDirectory)
    rows.append(try Scenarios.pastedSquad(bin: binDirectory))
    FileHandle.standardError.write(Data("measuring 22-player starts…\n".utf8))
    rows.append(try await Scenarios.matchStart(bin: binDirectory, latency: .zero))
    rows.append(try await Scenarios.matchStart(bin: binDirectory, latency: .milliseconds(10)))
    rows.append(try await Scenarios.matchDaySync(bin: binDirectory))
    rows.append(try await Scenarios.playerAddsSync(bin: binDirectory, runs: quick ? 1 : 3))
    rows.append(try await Scenarios.realServerStart(bin: binDirectory))
    FileHandle.standardError.write(Data("measuring imports (offline 10,000 players; 1,000 to a server with latency)…\n".utf8))
    rows += try await Scenarios.importRows(bin: binDirectory, quick: quick)
    FileHandle.standardError.write(Data("measuring timer lateness (about a minute)…\n".utf8))
    rows.append(try Scenarios.timerLateness(bin: binDirectory, seconds: 2, runs: quick ? 2 : 7))
    rows.append(try Scenarios.timerLateness(bin: binDirectory, seconds: 10, runs: quick ? 1 : 3))
    FileHandle.standardError.write(Data("measuring ratings on simulated seasons…\n".utf8))
    rows += try Scenarios.ratings()
    FileHandle.standardError.write(Data("measuring stats and start over 1,000 ended matches…\n".utf8))
    rows += try Scenarios.statsRows(bin: binDirectory, runs: quick ? 3 : 7)
    FileHandle.standardError.write(Data("measuring a weekly home of 250 ended matches…\n".utf8))
    rows += try Scenarios.homeRows(bin: binDirectory, runs: quick ? 5 : 11)
    FileHandle.standardError.write(Data("measuring history, start, import, roster commands and stats beside 10,000 ended matches…\n".utf8))
    rows += try Scenarios.storageRows(bin: binDirectory, runs: quick ? 3 : 7)
    report(rows)
} catch {
    FileHandle.standardError.write(Data("bench: \(error)\n".utf8))
    exit(1)
}
