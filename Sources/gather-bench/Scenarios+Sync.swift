import FakeGatherServer
import FootballGatherCore
import Foundation

extension Scenarios {
    /// A 22-player match day kept without signal (start, six goals, end), then `gather sync`, against the 24
    /// curl requests it needs one by one (the gather, its players, its result); fake server, 10 ms latency.
    static func matchDaySync(bin: URL) async throws -> Row {
        let home = try BenchHome(binDirectory: bin)
        defer { home.remove() }
        let server = try FakeGatherServer.start(latency: .milliseconds(10))
        defer { server.stop() }
        let user = try await LoggedInUser(server: server, home: home)
        let ids = try await user.addPlayers(22)
        // What this machine keeps to answer without signal: the roster and the gathers.
        _ = try home.gather("players", "list", server: user.baseURL)
        _ = try home.gather("history", server: user.baseURL)
        let gatherID = try await user.createGather()
        let figures = try interleaved(5) {
            server.setFault(.refuseConnections)
            _ = try home.gather("start", "--teams", teams(ids), server: user.baseURL)
            for _ in 0..<6 { _ = try home.gather("goal", "a", server: user.baseURL) }
            _ = try home.gather("end", server: user.baseURL)
            server.setFault(nil)
            return try home.gather("sync", server: user.baseURL)
        } against: {
            let begin = Spawn.now()
            _ = try curlStart(ids, gatherID: gatherID, user: user, home: home)
            var last = try Spawn.run(
                user.curl("PUT", "/api/gathers/\(gatherID.uuidString)", body: #"{"score":"6-0","winnerTeam":"Team A"}"#), environment: home.environment())
            last.seconds = Spawn.now() - begin
            return last
        }
        return Row(
            "sync of a 22-player match day kept without signal (10 ms server latency)", figures, "(24 sequential curl requests)", target: "<= 0.3x")
    }

    /// 1,000 players added without signal in one `players add`, then `gather sync`, against the same POSTs.
    static func playerAddsSync(bin: URL, count: Int = 1_000, runs: Int) async throws -> Row {
        let names = (1...count).map { "Newcomer \($0)" }
        let bodies = try names.map { try JSONEncoder().encode(PlayerDraft(name: $0)) }
        var syncs: [Double] = []
        var sequential: [Double] = []
        for _ in 0..<runs {
            do {
                let home = try BenchHome(binDirectory: bin)
                defer { home.remove() }
                let server = try FakeGatherServer.start(latency: .milliseconds(10))
                defer { server.stop() }
                let user = try await LoggedInUser(server: server, home: home)
                _ = try home.gather("players", "list", server: user.baseURL)
                server.setFault(.refuseConnections)
                let kept = try home.gather(["players", "add"] + names, server: user.baseURL)
                guard kept.status == 0 else { throw BenchError("players add without signal exited \(kept.status)") }
                server.setFault(nil)
                let synced = try home.gather("sync", server: user.baseURL)
                guard synced.status == 0 else { throw BenchError("gather sync exited \(synced.status)") }
                let made = try await RESTPlayerService(client: user.client).players().count
                guard made == count else { throw BenchError("gather sync made \(made) of \(count) players") }
                syncs.append(synced.seconds)
            }
            sequential.append(try sequentialCreates(bodies, latency: .milliseconds(10)))
        }
        return Row(
            "sync of \(grouped(count)) players added without signal (10 ms server latency)", (median(syncs), median(sequential)),
            "(\(grouped(count)) sequential POSTs, one keep-alive connection)", target: "<= 0.3x")
    }

}
