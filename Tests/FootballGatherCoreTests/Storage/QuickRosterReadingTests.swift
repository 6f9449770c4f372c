import Foundation
import Testing

@testable import FootballGatherCore

/// The roster file read by `JSONScanner` gives exactly what `JSONDecoder` gives, and
/// anything it does not read exactly is left to `JSONDecoder`.
@Suite struct QuickRosterReadingTests {
    private static let userID = "E88FE54F-6F0B-4E4B-9C1E-2B8F2C1A0D31"

    private static func file(players: String, extra: String = "") -> Data {
        Data(#"{"nextPlayerID": 9, "players": [\#(players)], "userID": "\#(userID)", "version": 2\#(extra)}"#.utf8)
    }

    private static func decoded(_ data: Data) throws -> OfflineData {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(OfflineData.self, from: data)
    }

    @Test(arguments: [
        #"{"id": 1, "name": "Ana"}"#,
        #"{"id": 2, "name": "Bo Lee", "age": 31, "skill": "professional", "preferredPosition": "goalkeeper", "favouriteTeam": "FC Porto"}"#,
        #"{"id": 3, "name": "Zoë 李 👍", "age": null, "skill": null}"#,
        #"{"id": 4, "name": "Cy", "skill": "legendary", "preferredPosition": "sweeper"}"#,
        #"{"id": 5, "name": "Dee", "position": "striker", "extra": [1, {"a": true}]}"#,
        #"{"id": -6, "name": ""}, {"id": 7, "name": "Eve"}"#,
    ])
    func aRosterItReads_isExactlyWhatJSONDecoderReads(_ players: String) throws {
        let data = Self.file(players: players)
        let quick = try #require(OfflineData.quicklyDecoded(from: data))
        #expect(quick == (try Self.decoded(data)))
    }

    /// Every stored field of a player, each set, written as the store writes it and read
    /// back by the quick path: a field the quick reader dropped would come back empty.
    @Test func everyFieldOfAPlayer_survivesTheQuickPath() throws {
        var player = Player(
            id: 7, name: "Bo Lee", age: 31, skill: .professional, preferredPosition: .goalkeeper, favouriteTeam: "FC Porto")
        let unset = Mirror(reflecting: player.draft).children.filter { child in
            guard let value = child.value as? (any OptionalProtocolForTests) else { return false }
            return value.isNone
        }
        #expect(unset.map(\.label) == [], "set every field of the sample player, so the quick path is checked for it")
        let encoder = JSONEncoder()
        let written = try encoder.encode(player)
        let quick = try #require(OfflineData.quicklyDecoded(from: Self.file(players: String(decoding: written, as: UTF8.self))))
        #expect(quick.players == [player])
        player.draft.unrecognised = ["skill": "legendary"]
        let odd = Self.file(players: #"{"id": 7, "name": "Bo Lee", "skill": "legendary"}"#)
        #expect(try #require(OfflineData.quicklyDecoded(from: odd)).players.first?.unrecognised == ["skill": "legendary"])
    }

    @Test(arguments: [
        file(players: #"{"id": 1, "name": "A\"na"}"#),  // an escape
        file(players: #"{"id": 1.5, "name": "Ana"}"#),  // a fraction
        file(players: #"{"id": 1, "name": "Ana", "age": "31"}"#),  // a value of another type
        file(players: #"{"id": 1, "name": "Ana", "name": "Bo"}"#),  // a key given twice
        file(players: #"{"id": 1, "name": "Ana"}"#, extra: #", "gathers": [{"id": "x"}]"#),  // a version 1 file with gathers
        Data(#"{"version": 2, "players": [], "nextPlayerID": 1, "userID": "\#(userID)"} trailing"#.utf8),
        Data([0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D]),  // invalid UTF-8
        Data(#"{"version": 2, "players": [{"id": 01, "name": "Ana"}], "nextPlayerID": 1, "userID": "\#(userID)"}"#.utf8),
    ])
    func anythingElse_isLeftToJSONDecoder(_ data: Data) {
        #expect(OfflineData.quicklyDecoded(from: data) == nil)
    }

    @Test func aFileWithAnEscape_stillLoads_theSlowWay() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let url = directory.file("offline.json")
        try Self.file(players: #"{"id": 1, "name": "A\"na"}"#).write(to: url)
        let loaded = try JSONFileStore<OfflineData>(url: url, kind: .offlineData).load()
        #expect(loaded?.players.map(\.name) == ["A\"na"])
    }
}

/// Lets a test ask of any optional whether it holds nothing, whatever it wraps.
protocol OptionalProtocolForTests { var isNone: Bool { get } }
extension Optional: OptionalProtocolForTests { var isNone: Bool { self == nil } }
