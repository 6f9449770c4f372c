// The decoding floor of `make bench`: a bare Swift program that reads an export archive
// with Foundation's JSONDecoder into plain Codable structs and prints how many matches it
// holds. It is built and linked as gather is, so what it costs is the platform's: loading
// the runtime and Foundation, reading the file, decoding it.
import Foundation

struct Archive: Decodable {
    var format: String
    var version: Int
    var players: [Player]
    var gathers: [Gather]
    var nextPlayerID: Int?
}

struct Player: Decodable {
    var id: Int
    var name: String
    var age: Int?
    var skill: String?
    var preferredPosition: String?
    var favouriteTeam: String?
}

struct Gather: Decodable {
    var id: UUID
    var score: String?
    var winnerTeam: String?
    var startedAt: Date?
    var members: [Member]
}

struct Member: Decodable {
    var playerID: Int
    var team: String?
}

guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: decode-baseline ARCHIVE\n".utf8))
    exit(64)
}
do {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    let archive = try decoder.decode(Archive.self, from: Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1])))
    print(archive.gathers.count)
} catch {
    FileHandle.standardError.write(Data("decode-baseline: \(error)\n".utf8))
    exit(1)
}
