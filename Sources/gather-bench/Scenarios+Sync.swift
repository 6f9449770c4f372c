import FakeGatherServer
import Foundation

extension Scenarios {
    /// A match day of 22 players kept without signal (start, six goals, end), then
    /// `gather sync`, against the 24 requests it needs sent one by one with curl (the
    /// gather, its 22 players, its result), on the fake server with 10 ms latency.
    static func matchDaySync(bin: URL) async throws -> Row {
        let home = try BenchHome(binDirectory: bin)
        defer { home.remove() }
        let server = try FakeGatherServer.start(latency: .milliseconds(10))
        defer { server.stop() }
        let user = try await LoggedInUser(server: server, home: home)
        let ids = try await user.addPlayers(22)
        let teams = ids.prefix(11).map(String.init).joined(separator: ",") + "/" + ids.suffix(11).map(String.init).joined(separator: ",")
        // What this machine keeps to answer without signal: the roster and the gathers.
        _ = try home.gather("players", "list", server: user.baseURL)
        _ = try home.gather("history", server: user.baseURL)
        let gatherID = try await user.createGather()
        let (synced, curl) = try interleaved(5) {
            server.setFault(.refuseConnections)
            _ = try home.gather("start", "--teams", teams, server: user.baseURL)
            for _ in 0..<6 { _ = try home.gather("goal", "a", server: user.baseURL) }
            _ = try home.gather("end", server: user.baseURL)
            server.setFault(nil)
            return try home.gather("sync", server: user.baseURL)
        } against: {
            let begin = Spawn.now()
            var last = try Spawn.run(user.curl("POST", "/api/gathers", body: "{}"), environment: home.environment())
            for id in ids {
                last = try Spawn.run(user.curl("POST", "/api/gathers/\(gatherID.uuidString)/players/\(id)", body: #"{"team":"Team A"}"#), environment: home.environment())
            }
            last = try Spawn.run(
                user.curl("PUT", "/api/gathers/\(gatherID.uuidString)", body: #"{"score":"6-0","winnerTeam":"Team A"}"#), environment: home.environment())
            last.seconds = Spawn.now() - begin
            return last
        }
        return Row(
            name: "sync of a 22-player match day kept without signal (10 ms server latency)", gather: ms(synced),
            baseline: "\(ms(curl)) (24 sequential curl requests)", ratio: "\(ratio(synced, curl)) (target <= 0.3x)")
    }
}
