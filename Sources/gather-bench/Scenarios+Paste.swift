import Foundation

extension Scenarios {
    /// A pasted chat list far beyond any real week (issue 22's hostile size): 5,000 numbered and bulleted
    /// lines, half names on a 10,000-player roster and half newcomers.
    static func pastedSquad(bin: URL) throws -> Row {
        let home = try BenchHome(binDirectory: bin)
        defer { home.remove() }
        try home.seedOffline(players: 10_000)
        let data = home.dataDirectory.appendingPathComponent("offline.json")
        let seeded = try Data(contentsOf: data)
        let paste = home.root.appendingPathComponent("paste.txt")
        let lines = (1...5_000).map { line in line.isMultiple(of: 2) ? "\(line). Player \(line * 2) 👍" : "- Newcomer \(line)" }
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: paste)
        let python = ["/usr/bin/env", "python3", "-c", PythonBaseline.pasteIntoSquad, data.path]
        // Each run on the home as it was seeded: no squad yet, the newcomers new again.
        let reset = {
            for directory in [home.dataDirectory, home.stateDirectory] { try? FileManager.default.removeItem(at: directory) }
            try FileManager.default.createDirectory(at: home.dataDirectory, withIntermediateDirectories: true)
            try seeded.write(to: data)
        }
        let figures = try interleaved(5) {
            try reset()
            return try Spawn.run([home.gather, "squad", "add", "-", "--new"], environment: home.environment(), input: paste)
        } against: {
            try reset()
            return try Spawn.run(python, environment: home.environment(), input: paste)
        }
        return Row(
            "squad add - --new, 5,000 pasted lines (half newcomers), 10,000 players, offline", figures,
            "(python3: clean the lines, look each name up in a dict, add the rest, write the file)")
    }
}

extension PythonBaseline {
    static let pasteIntoSquad = """
        import json, re, sys
        path = sys.argv[1]
        home = json.load(open(path))
        names = {p["name"].casefold(): p["id"] for p in home["players"]}
        squad = []
        for line in sys.stdin.read().splitlines():
            name = re.sub(r"^\\s*(?:\\d+[.)]|[-*•])\\s*", "", line).replace("👍", "").strip()
            if not name:
                continue
            if name.casefold() not in names:
                home["nextPlayerID"] += 1
                names[name.casefold()] = home["nextPlayerID"] - 1
                home["players"].append({"id": names[name.casefold()], "name": name})
            squad.append(names[name.casefold()])
        json.dump(home, open(path + ".tmp", "w"))
        json.dump(squad, open(path + ".squad", "w"))
        """
}
