// The decoding floor of `make bench`: built and linked as gather is, it decodes an export archive with
// JSONDecoder into plain Codable structs and prints how many matches it holds, so what it costs is the
// platform's. Given a second path it also writes what it read there with JSONEncoder (keys sorted, as
// gather writes its files): the floor of an import, which must both read an archive and write a home.
import Foundation

struct Archive: Codable {
    var format: String
    var version: Int
    var players: [Player]
    var gathers: [Gather]
    var nextPlayerID: Int?
}

struct Player: Codable {
    var id: Int
    var name: String
    var age: Int?
    var skill: String?
    var preferredPosition: String?
    var favouriteTeam: String?
}

struct Gather: Codable {
    var id: UUID
    var score: String?
    var winnerTeam: String?
    var startedAt: Date?
    var members: [Member]
}

struct Member: Codable {
    var playerID: Int
    var team: String?
}

guard (2...3).contains(CommandLine.arguments.count) else {
    FileHandle.standardError.write(Data("usage: decode-baseline ARCHIVE [COPY]\n".utf8))
    exit(64)
}
do {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    let archive = try decoder.decode(Archive.self, from: Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1])))
    if CommandLine.arguments.count == 3 {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        try encoder.encode(archive).write(to: URL(fileURLWithPath: CommandLine.arguments[2]), options: .atomic)
    }
    print(archive.gathers.count)
} catch {
    FileHandle.standardError.write(Data("decode-baseline: \(error)\n".utf8))
    exit(1)
}
