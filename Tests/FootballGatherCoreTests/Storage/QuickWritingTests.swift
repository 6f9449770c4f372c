import Foundation
import Testing

@testable import FootballGatherCore

/// The data files written by `SortedJSONWriter` through the types' own `encode(to:)` have
/// exactly the bytes `JSONEncoder` writes (sorted keys, `.iso8601` dates, indented or
/// not), and anything it would not write exactly is left to `JSONEncoder`.
@Suite struct QuickWritingTests {
    static func slow<T: Encodable>(_ value: T, pretty: Bool) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.sortedKeys, .prettyPrinted] : [.sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return try encoder.encode(value)
    }

    private static func expectSameBytes<T: Encodable>(_ value: T, sourceLocation: SourceLocation = #_sourceLocation) throws {
        for pretty in [false, true] {
            let quick = try #require(SortedJSONWriter.data(of: value, pretty: pretty), sourceLocation: sourceLocation)
            let slow = try slow(value, pretty: pretty)
            #expect(String(decoding: quick, as: UTF8.self) == String(decoding: slow, as: UTF8.self), sourceLocation: sourceLocation)
        }
    }

    private static let texts = [
        "", "Ana", "Zoë 李 👍", #"say "hi""#, #"back\slash"#, "a/b", "tab\tnew\nline\r", "\u{0}\u{1}\u{1F}\u{7F}", "\u{8}\u{C}", "e\u{301}",
    ]

    private static func sampleGather(_ seed: Int) -> OfflineGather {
        var gather = OfflineGather(id: UUID())
        let text = texts[seed % texts.count]
        if seed % 3 != 0 { gather.score = seed % 2 == 0 ? "3-2" : text }
        if seed % 4 != 0 { gather.winnerTeam = seed % 5 == 0 ? nil : "Team A" }
        if seed % 2 == 0 { gather.createdAt = Date(timeIntervalSince1970: TimeInterval(1_764_158_400 + seed * 86_399)) }
        if seed % 5 == 1 { gather.importedFrom = UUID() }
        gather.members = (0..<seed % 7).map { .init(playerID: $0 * 13 + seed, team: $0 % 2 == 0 ? .teamA : .teamB) }
        if seed % 3 == 1 {
            gather.goals = seed % 2 == 0 ? [] : [
                GoalEvent(side: .teamA, scorer: seed), GoalEvent(side: .teamB, scorer: 3, isOwnGoal: true), GoalEvent(side: .teamA),
            ]
        }
        if seed % 4 == 1 { gather.prediction = KeptPrediction(teamA: 1 / Double(seed + 2), teamB: 1 - 1 / Double(seed + 2)) }
        return gather
    }

    @Test func historiesOfEveryShape_areWrittenAsJSONEncoderWritesThem() throws {
        try Self.expectSameBytes(OfflineHistory(gathers: []))
        try Self.expectSameBytes(OfflineHistory(gathers: (0..<60).map(Self.sampleGather)))
        try Self.expectSameBytes(OfflineHistory(version: 7, gathers: [OfflineGather(id: UUID())]))
    }

    @Test func rostersOfEveryShape_areWrittenAsJSONEncoderWritesThem() throws {
        var data = OfflineData()
        try Self.expectSameBytes(data)
        data.nextPlayerID = -3
        data.players = Self.texts.enumerated().map { index, name in
            var player = Player(id: index - 2, name: name)
            if index % 2 == 0 { player.age = index * 11 }
            if index % 3 == 0 { player.skill = Skill.allCases[index % Skill.allCases.count] }
            if index % 4 < 2 { player.preferredPosition = Position.allCases[index % Position.allCases.count] }
            if index % 3 == 1 { player.favouriteTeam = name + " FC" }
            if index == 4 { player.draft.unrecognised = ["skill": "legendary"] }
            player.aliases = index == 5 ? ["never written"] : []
            return player
        }
        try Self.expectSameBytes(data)
        // A version 1 file writes its gathers beside the roster.
        data.version = 1
        data.gathers = (0..<9).map(Self.sampleGather)
        try Self.expectSameBytes(data)
    }

    /// Written quickly and read back (both ways), a history is the history that was written.
    @Test func aWrittenHistory_readsBackAsItWas() throws {
        let history = OfflineHistory(gathers: (0..<40).map(Self.sampleGather))
        let data = try #require(history.quicklyEncoded(pretty: false))
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        #expect(try decoder.decode(OfflineHistory.self, from: data) == history)
        // The quick reader leaves a file with an escaped string to `JSONDecoder`.
        #expect((OfflineHistory.quicklyDecoded(from: data) ?? history) == history)
        let plain = OfflineHistory(gathers: (0..<40).map { Self.sampleGather($0 * Self.texts.count + 1) })
        #expect(OfflineHistory.quicklyDecoded(from: try #require(plain.quicklyEncoded(pretty: false))) == plain)
    }

    /// The direct writer of a member writes its fields by hand: a field added to `Member`
    /// must be added there too, or it would be dropped from every file.
    @Test func aMembersDirectWriter_writesEveryFieldItHas() throws {
        let member = OfflineGather.Member(playerID: 12, team: .teamB)
        let fields = Mirror(reflecting: member).children.compactMap(\.label)
        var writer = SortedJSONWriter(pretty: false)
        member.write(to: &writer)
        let written = try #require(JSONScanner.value(of: Data(writer.bytes)))
        guard case .object(let members) = written else { Issue.record("not an object"); return }
        #expect(Set(members.map(\.key)) == Set(fields))
        #expect(Data(writer.bytes) == (try Self.slow(member, pretty: false)))
    }

    private struct Numbers: Encodable {
        var values: [Double]
        var small: Int8 = -8
        var big: UInt64 = .max
        var flag = true
        var missing: Int? = nil
        var empty: [String: Int] = [:]
        var nested: [[Int]] = [[], [1, 2]]
    }

    @Test func numbersAndOtherValues_areWrittenAsJSONEncoderWritesThem() throws {
        try Self.expectSameBytes(Numbers(values: [
            0, -0.0, 5, 0.1, 1 / 3, 1e16, 1.5e300, 1e-7, -123456789.123, Double.leastNonzeroMagnitude, 2.5e-5, 1e15 + 0.5,
        ]))
    }

    @Test(arguments: [
        ["b", "a", "B", "A"], ["teamB", "teamA", "team", "Team"], ["key10", "key9", "key1", "Key2"], ["_x", "x", "X", "a_b", "ab"],
        ["é", "e", "z", "Z", "ä", "e\u{301}x", "éy"], ["id", "ID", "iD", "Id"],
    ])
    func keysOfAnyKind_areSortedAsJSONEncoderSortsThem(_ keys: [String]) throws {
        try Self.expectSameBytes(Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) }))
    }

    @Test(arguments: [
        "1900-01-01T00:00:00Z", "1900-03-01T12:30:45Z", "1969-12-31T23:59:59Z", "1970-01-01T00:00:00Z", "2000-02-29T00:00:01Z",
        "2024-02-29T23:59:59Z", "2100-03-01T00:00:00Z", "9999-12-31T23:59:59Z",
    ])
    func aWholeSecondDate_isWrittenAsTheFormatterWritesIt(_ text: String) throws {
        let date = try #require(ISO8601DateFormatter().date(from: text))
        #expect(try InternetDate.text(of: date) == text)
        try Self.expectSameBytes([date])
    }

    private struct SuperEncoding: Encodable {
        enum CodingKeys: CodingKey { case name }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode("x", forKey: .name)
            try "inherited".encode(to: container.superEncoder())
        }
    }

    private struct NothingEncoded: Encodable {
        func encode(to encoder: any Encoder) throws {}
    }

    /// What the quick writer would not write exactly as `JSONEncoder` is left to it.
    @Test func anythingElse_isLeftToJSONEncoder() throws {
        let fraction = Date(timeIntervalSince1970: 1_764_158_400.25)
        #expect(SortedJSONWriter.data(of: [fraction], pretty: false) == nil)
        #expect(SortedJSONWriter.data(of: [Date(timeIntervalSince1970: -2_208_988_801)], pretty: false) == nil)
        #expect(SortedJSONWriter.data(of: [Date(timeIntervalSince1970: 253_402_300_800)], pretty: false) == nil)
        #expect(SortedJSONWriter.data(of: [Double.nan], pretty: false) == nil)
        #expect(SortedJSONWriter.data(of: [Float(1.5)], pretty: false) == nil)
        #expect(SortedJSONWriter.data(of: [URL(fileURLWithPath: "/a")], pretty: false) == nil)
        #expect(SortedJSONWriter.data(of: [Data([1, 2])], pretty: false) == nil)
        #expect(SortedJSONWriter.data(of: [Decimal(1)], pretty: false) == nil)
        #expect(SortedJSONWriter.data(of: SuperEncoding(), pretty: false) == nil)
        #expect(SortedJSONWriter.data(of: NothingEncoded(), pretty: false) == nil)
        try Self.expectSameBytes([NothingEncoded()])
    }

    /// A history the quick writer leaves alone (a start time with a fraction of a second)
    /// is still saved, by `JSONEncoder`, and reads back as `JSONEncoder` would have it.
    @Test func aHistoryItLeavesAlone_isSavedByJSONEncoder() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("quick-writing-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = JSONFileStore<OfflineHistory>(url: directory.appendingPathComponent("matches.json"), kind: .offlineData, compact: true)
        var gather = Self.sampleGather(2)
        gather.createdAt = Date(timeIntervalSince1970: 1_764_158_400.75)
        let history = OfflineHistory(gathers: [gather])
        #expect(history.quicklyEncoded(pretty: false) == nil)
        try store.save(history)
        let saved = try Data(contentsOf: store.url)
        #expect(saved == (try Self.slow(history, pretty: false)) + Data("\n".utf8))
        let quick = OfflineHistory(gathers: (0..<20).map(Self.sampleGather))
        try store.save(quick)
        #expect(try Data(contentsOf: store.url) == (try Self.slow(quick, pretty: false)) + Data("\n".utf8))
    }
}

extension QuickWritingTests {
    @Test(arguments: [0, 7, 9, 10, 99, 100, 12_345, -1, -10, Int.max, Int.min])
    func aMembersId_isWrittenAsJSONEncoderWritesIt(_ id: Int) throws {
        let members = [OfflineGather.Member(playerID: id, team: .teamA)]
        for pretty in [false, true] {
            #expect(SortedJSONWriter.data(of: members, pretty: pretty) == (try Self.slow(members, pretty: pretty)))
        }
    }
}
