import FakeGatherServer
import FootballGatherCore
import Foundation

extension Scenarios {
    /// Issue 15's targets: an offline import (one locked read-modify-write) against listing the roster it
    /// made; to a server with latency (six requests at a time) against the same POSTs one by one.
    static func importRows(bin: URL, quick: Bool) async throws -> [Row] {
        [
            try offlineImport(bin: bin, players: 10_000, runs: quick ? 3 : 5),
            try await serverImport(bin: bin, players: 1_000, latency: .milliseconds(10), runs: quick ? 1 : 3),
        ]
    }

    /// 10000 as "10,000", whatever the locale.
    static func grouped(_ number: Int) -> String { number.formatted(.number.locale(Locale(identifier: "en_US"))) }

    static func archivedPlayers(_ count: Int) -> [Player] {
        let skills = Skill.allCases
        let positions = Position.allCases
        return (1...count).map { id in
            Player(id: id, name: "Player \(id)", age: 18 + id % 40, skill: skills[id % skills.count],
                   preferredPosition: positions[id % positions.count], favouriteTeam: id % 4 == 0 ? "Team \(id % 20)" : nil)
        }
    }

    static func writeExport(players: [Player], in home: BenchHome) throws -> String {
        let file = home.root.appendingPathComponent("export-\(players.count).json")
        try TransferViewModel.encoded(ExportArchive(players: players, gathers: [])).write(to: file)
        return file.path
    }

    static func offlineImport(bin: URL, players count: Int, runs: Int) throws -> Row {
        let home = try BenchHome(binDirectory: bin)
        defer { home.remove() }
        let file = try writeExport(players: archivedPlayers(count), in: home)
        let offlineFile = home.dataDirectory.appendingPathComponent("offline.json")
        let figures = try interleaved(runs) {
            try? FileManager.default.removeItem(at: home.dataDirectory)
            return try home.gather("import", file)
        } against: {
            try home.gather("players", "list")
        }
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: offlineFile)) as? [String: Any]
        guard (object?["players"] as? [Any])?.count == count else { throw BenchError("the offline import did not add \(count) players") }
        return Row(
            "import FILE, \(grouped(count)) players, offline (fresh data home)", figures, "(players list of the same roster)", target: "<= 1.5x")
    }

    static func serverImport(bin: URL, players count: Int, latency: Duration, runs: Int) async throws -> Row {
        let home = try BenchHome(binDirectory: bin)
        defer { home.remove() }
        let players = archivedPlayers(count)
        let file = try writeExport(players: players, in: home)
        let encoder = JSONEncoder()
        let bodies = try players.map { player in
            try encoder.encode(PlayerDraft(name: player.name, age: player.age, skill: player.skill,
                                           preferredPosition: player.preferredPosition, favouriteTeam: player.favouriteTeam))
        }
        var imports: [Double] = []
        var sequential: [Double] = []
        for _ in 0..<runs {
            do {
                let server = try FakeGatherServer.start(latency: latency)
                defer { server.stop() }
                let user = try await LoggedInUser(server: server, home: home)
                let run = try home.gather("import", file, server: server.baseURL)
                guard run.status == 0 else { throw BenchError("gather import to the fake server exited \(run.status)") }
                let added = try await RESTPlayerService(client: user.client).players().count
                guard added == count else { throw BenchError("gather import added \(added) of \(count) players") }
                imports.append(run.seconds)
            }
            sequential.append(try sequentialCreates(bodies, latency: latency))
        }
        let latencyText = "\(latency.components.attoseconds / 1_000_000_000_000_000) ms server latency"
        return Row(
            "import FILE, \(grouped(count)) players, fake server (\(latencyText))", (median(imports), median(sequential)),
            "(\(grouped(count)) sequential POSTs, one keep-alive connection)", target: "<= 0.3x")
    }

    /// Seconds for the `POST /api/players` of `bodies` one after another on one connection to a fresh server.
    static func sequentialCreates(_ bodies: [Data], latency: Duration) throws -> Double {
        let server = try FakeGatherServer.start(latency: latency)
        defer { server.stop() }
        let token = server.seedUser(username: "bench", password: "bench-password").token
        let headers = ["Authorization": "Bearer \(token)", "Content-Type": "application/json", "Accept": "application/json"]
        let begin = Spawn.now()
        let connection = try RawConnection(port: server.port, timeout: 30)
        for body in bodies {
            let reply = try connection.request("POST", "/api/players", headers: headers, body: body)
            guard reply.status == 201 else { throw BenchError("POST /api/players answered \(reply.status)") }
        }
        return Spawn.now() - begin
    }
}
