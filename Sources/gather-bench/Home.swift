import Foundation

struct BenchHome {
    let root: URL
    let binDirectory: URL

    init(binDirectory: URL) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("gather-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        self.binDirectory = binDirectory
    }

    func environment(server: URL? = nil) -> [String: String] {
        var variables = [
            "HOME": root.path, "PATH": "/usr/bin:/bin",
            "XDG_CONFIG_HOME": root.appendingPathComponent("config").path,
            "XDG_DATA_HOME": root.appendingPathComponent("data").path,
            "XDG_STATE_HOME": root.appendingPathComponent("state").path,
        ]
        variables["GATHER_SERVER"] = server?.absoluteString
        return variables
    }

    var gather: String { binDirectory.appendingPathComponent("gather").path }
    var dataDirectory: URL { root.appendingPathComponent("data/gather") }
    var stateDirectory: URL { root.appendingPathComponent("state/gather") }

    func gather(_ arguments: String..., server: URL? = nil) throws -> ChildRun {
        try gather(arguments, server: server)
    }

    func gather(_ arguments: [String], server: URL? = nil) throws -> ChildRun {
        try Spawn.run([gather] + arguments, environment: environment(server: server))
    }

    /// Runs another build of gather (e.g. the dynamically linked one) in this home.
    func run(_ executable: String, _ arguments: String...) throws -> ChildRun {
        try Spawn.run([executable] + arguments, environment: environment())
    }

    /// Writes an offline data file with `count` players directly, as gather would.
    func seedOffline(players count: Int) throws {
        let skills = ["beginner", "amateur", "professional"]
        let players = (1...count).map { id in
            ["id": id, "name": "Player \(id)", "age": 18 + id % 40, "skill": skills[id % 3]] as [String: Any]
        }
        let data: [String: Any] = ["version": 1, "nextPlayerID": count + 1, "userID": UUID().uuidString, "players": players, "gathers": []]
        try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
        try JSONSerialization.data(withJSONObject: data, options: [.sortedKeys, .prettyPrinted])
            .write(to: dataDirectory.appendingPathComponent("offline.json"))
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}
