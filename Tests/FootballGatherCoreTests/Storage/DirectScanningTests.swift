import Foundation
import Testing

@testable import FootballGatherCore

/// The gathers of `matches.json` and of an export are read straight from the bytes
/// (`OfflineGather.scanned`, `ExportedGather.scanned`) and written straight to them
/// (`OfflineGather.write`): each way gives exactly what `JSONDecoder` and `JSONEncoder`
/// give, and any shape the direct reader does not know is read by `init(from:)`.
@Suite struct DirectScanningTests {
    private static func slow<T: Decodable>(_ type: T.Type, _ data: Data) throws -> T {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(type, from: data)
    }

    private static func encoded<T: Encodable>(_ value: T, pretty: Bool = false) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.sortedKeys, .prettyPrinted] : [.sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return try encoder.encode(value)
    }

    /// Every field set, so that a field added to `OfflineGather` shows here first.
    private static var everyField: OfflineGather {
        var gather = OfflineGather(id: UUID())
        gather.score = "3-2"
        gather.winnerTeam = "Team A"
        gather.createdAt = Date(timeIntervalSince1970: 1_764_158_400)
        gather.importedFrom = UUID()
        gather.members = [.init(playerID: 1, team: .teamA), .init(playerID: -22, team: .teamB)]
        gather.goals = [GoalEvent(side: .teamA, scorer: 1), GoalEvent(side: .teamB, scorer: 1, isOwnGoal: true), GoalEvent(side: .teamA)]
        gather.prediction = KeptPrediction(teamA: 0.5734, teamB: 0.4266)
        return gather
    }

    private static func fields(of value: Any) -> [String] {
        Mirror(reflecting: value).children.compactMap(\.label)
    }

    private static func unsetFields(of value: Any) -> [String] {
        Mirror(reflecting: value).children.compactMap { child in
            guard let label = child.label else { return nil }
            let value = Mirror(reflecting: child.value)
            return value.displayStyle == .optional && value.children.isEmpty ? label : nil
        }
    }

    @Test func aHistoryWithEveryField_isReadDirectly_asJSONDecoderReadsIt() throws {
        let gather = Self.everyField
        #expect(Self.unsetFields(of: gather).isEmpty, "a field added to OfflineGather: set it here and read it in `scanned`")
        let history = OfflineHistory(gathers: [gather, OfflineGather(id: UUID()), Self.everyField])
        for pretty in [false, true] {
            let data = try Self.encoded(history, pretty: pretty)
            let direct = try #require(OfflineHistory.directlyScanned(from: data))
            #expect(direct == history)
            #expect(direct == (try Self.slow(OfflineHistory.self, data)))
        }
    }

    @Test func aWrittenHistory_isReadBackDirectly() throws {
        let history = OfflineHistory(gathers: (0..<50).map { seed in
            var gather = Self.everyField
            if seed % 2 == 0 { gather.goals = nil }
            if seed % 3 == 0 { gather.prediction = nil; gather.createdAt = nil }
            if seed % 5 == 0 { gather.members = [] }
            return gather
        })
        let data = try #require(history.quicklyEncoded(pretty: false))
        #expect(OfflineHistory.directlyScanned(from: data) == history)
    }

    /// Shapes the direct reader leaves to the tree: a field it does not know, a key given
    /// twice, another type, a missing field, a side it does not know. Each still reads as
    /// `JSONDecoder` reads it (or is refused by both).
    @Test(arguments: [
        #""id":"6F1C2D4E-0000-4000-8000-000000000001","members":[],"since":"2026""#,
        #""id":"6F1C2D4E-0000-4000-8000-000000000001","members":[],"score":"1-0","score":"2-0""#,
        #""id":"6F1C2D4E-0000-4000-8000-000000000001","members":[],"score":3"#,
        #""id":"6F1C2D4E-0000-4000-8000-000000000001","members":[{"playerID":1,"team":"Team C"}]"#,
        #""id":"6F1C2D4E-0000-4000-8000-000000000001","members":[{"playerID":1,"team":"Team A","x":1}]"#,
        #""id":"6F1C2D4E-0000-4000-8000-000000000001","members":[{"playerID":1.0,"team":"Team A"}]"#,
        #""id":"6F1C2D4E-0000-4000-8000-000000000001""#,
        #""members":[]"#,
        #""id":"not a uuid","members":[]"#,
        #""id":"6F1C2D4E-0000-4000-8000-000000000001","members":[],"createdAt":"2026-11-26T12:00:00.5Z""#,
        #""id":"6F1C2D4E-0000-4000-8000-000000000001","members":[],"score":"say \"hi\"""#,
    ])
    func anotherShape_isLeftToTheTree_andReadsAsJSONDecoderReadsIt(_ fields: String) throws {
        let data = Data(#"{"gathers":[{\#(fields)}],"version":2}"#.utf8)
        #expect(OfflineHistory.directlyScanned(from: data) == nil)
        // The tree reads it, or leaves it to `JSONDecoder` too (an escape, a key twice, 1.0).
        if let quick = OfflineHistory.quicklyDecoded(from: data) { #expect(quick == (try? Self.slow(OfflineHistory.self, data))) }
    }

    /// Nulls and lower-case ids are what `decodeIfPresent` and `UUID(uuidString:)` make of them.
    @Test func nullsAndLowerCaseIds_areReadDirectly_asJSONDecoderReadsThem() throws {
        let data = Data(#"""
            {"version":2,"gathers":[{"members":[{"team":"Team B","playerID":7}],"id":"6f1c2d4e-0000-4000-8000-00000000000a",
            "score":null,"winnerTeam":null,"createdAt":null,"importedFrom":null,"goals":null,"prediction":null}]}
            """#.utf8)
        let direct = try #require(OfflineHistory.directlyScanned(from: data))
        #expect(direct == (try Self.slow(OfflineHistory.self, data)))
    }

    @Test(arguments: [
        "6F1C2D4E-0000-4000-8000-000000000001", "6f1c2d4e-abcd-4ef0-8000-0000000000ff", "00000000-0000-0000-0000-000000000000",
        "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF", "6F1C2D4E-0000-4000-8000-00000000000G", "6F1C2D4E00000-4000-8000-000000000001",
        "6F1C2D4E-0000-4000-8000-0000000000", " 6F1C2D4E-0000-4000-8000-00000000001", "+F1C2D4E-0000-4000-8000-000000000001",
        "6F1C2D4E-+000-4000-8000-000000000001",
    ])
    func aUUIDsText_isReadAsUUIDReadsIt(_ text: String) throws {
        let data = Data(#"{"gathers":[{"id":"\#(text)","members":[]}],"version":2}"#.utf8)
        let expected = UUID(uuidString: text)
        let direct = OfflineHistory.directlyScanned(from: data)
        #expect(direct?.gathers.first?.id == expected)
        if expected != nil { #expect(direct != nil) }
    }

    @Test func anExportWithEveryField_isReadDirectly_asJSONDecoderReadsIt() throws {
        var gather = ExportedGather(
            id: UUID(), score: "1-1", winnerTeam: nil, startedAt: Date(timeIntervalSince1970: 1_700_000_000),
            members: [.init(playerID: 1, team: .teamA), .init(playerID: 2, team: nil)],
            goals: [GoalEvent(side: .teamB, scorer: 2)], prediction: KeptPrediction(teamA: 0.25, teamB: 0.75))
        gather.winnerTeam = "Team B"
        gather.feeCents = 1_250
        gather.feeLeftovers = [1, 2]
        #expect(Self.unsetFields(of: gather).isEmpty, "a field added to ExportedGather: set it here and read it in `scanned`")
        var archive = ExportArchive(players: [Player(id: 1, name: "Ana"), Player(id: 2, name: "Bo")], gathers: [gather], retired: [2])
        archive.nextPlayerID = 3
        archive.squad = [1]
        for pretty in [false, true] {
            let data = try Self.encoded(archive, pretty: pretty)
            let direct = try #require(ExportArchive.directlyScanned(from: data))
            #expect(direct == archive)
            #expect(direct == (try Self.slow(ExportArchive.self, data)))
        }
    }

    @Test(arguments: [
        #"{"id":"6F1C2D4E-0000-4000-8000-000000000001","members":[],"note":"x"}"#,
        #"{"id":"6F1C2D4E-0000-4000-8000-000000000001","members":[{"playerID":1,"team":"Team A","x":1}]}"#,
        #"{"id":"6F1C2D4E-0000-4000-8000-000000000001","members":[],"feeCents":"12"}"#,
        #"{"id":"6F1C2D4E-0000-4000-8000-000000000001","members":[{"team":"Team A"}]}"#,
    ])
    func anotherShapeOfExport_isLeftToTheTree(_ gather: String) throws {
        let data = Data(#"{"format":"football-gather-export","version":1,"players":[],"gathers":[\#(gather)]}"#.utf8)
        #expect(ExportArchive.directlyScanned(from: data) == nil)
        if let quick = ExportArchive.quicklyDecoded(from: data) { #expect(quick == (try? Self.slow(ExportArchive.self, data))) }
    }

    /// An export without gathers, or with the key twice, is left to the tree.
    @Test func anExportWithoutOneListOfGathers_isLeftToTheTree() throws {
        let none = Data(#"{"format":"football-gather-export","version":1,"players":[]}"#.utf8)
        #expect(ExportArchive.directlyScanned(from: none) == nil)
        let twice = Data(#"{"format":"football-gather-export","version":1,"players":[],"gathers":[],"gathers":[]}"#.utf8)
        #expect(ExportArchive.directlyScanned(from: twice) == nil)
    }

    /// The direct writer writes every field it has, with `JSONEncoder`'s bytes.
    @Test func aGathersDirectWriter_writesEveryField_asJSONEncoderWritesIt() throws {
        let gather = Self.everyField
        for pretty in [false, true] {
            var writer = SortedJSONWriter(pretty: pretty)
            try gather.write(to: &writer)
            #expect(Data(writer.bytes) == (try Self.encoded(gather, pretty: pretty)))
            guard case .object(let members)? = JSONScanner.value(of: Data(writer.bytes)) else {
                Issue.record("not an object")
                return
            }
            #expect(Set(members.map(\.key)) == Set(Self.fields(of: gather)))
        }
    }

    /// A start time `JSONEncoder` would write with its fraction is left to it, whole file.
    @Test func aGatherItWouldNotWriteExactly_throws() {
        var gather = Self.everyField
        gather.createdAt = Date(timeIntervalSince1970: 1_764_158_400.5)
        var writer = SortedJSONWriter(pretty: false)
        #expect(throws: JSONTreeEncoder.Unsupported.self) { try gather.write(to: &writer) }
        #expect(OfflineHistory(gathers: [gather]).quicklyEncoded(pretty: false) == nil)
    }
}

extension DirectScanningTests {
    /// A player's direct writer writes every field `encode(to:)` writes, with its bytes;
    /// a field added to `PlayerDraft` shows here first.
    @Test func aPlayersDirectWriter_writesEveryEncodedField_asJSONEncoderWritesIt() throws {
        var player = Player(id: -4, name: #"Zoë "Z" / 李"#, age: 0, skill: .professional, preferredPosition: .winger, favouriteTeam: "FC\n")
        player.aliases = ["never written"]
        player.draft.unrecognised = ["skill": "legendary"]
        #expect(Self.unsetFields(of: player.draft).isEmpty, "a field added to PlayerDraft: set it here and write it in `write(to:)`")
        let neverEncoded: Set = ["aliases", "knownAs", "draft", "unrecognised"]
        let encoded = Set(Self.fields(of: player) + Self.fields(of: player.draft)).subtracting(neverEncoded)
        for pretty in [false, true] {
            var writer = SortedJSONWriter(pretty: pretty)
            player.write(to: &writer)
            #expect(Data(writer.bytes) == (try Self.encoded(player, pretty: pretty)))
            let fields = try #require(try JSONSerialization.jsonObject(with: Data(writer.bytes)) as? [String: Any])
            #expect(Set(fields.keys) == encoded)
        }
        var bare = Player(id: 1, name: "Ana")
        bare.aliases = []
        var writer = SortedJSONWriter(pretty: true)
        bare.write(to: &writer)
        #expect(Data(writer.bytes) == (try Self.encoded(bare, pretty: true)))
    }
}

extension DirectScanningTests {
    /// Players are built straight from the scanner in the shape gather writes; any other
    /// shape goes through `init(from:)`, and the two readings never differ.
    @Test(arguments: [
        (#"{"age":22,"favouriteTeam":"FC","id":4,"name":"Ana","preferredPosition":"winger","skill":"amateur"}"#, true),
        (#"{"id":-4,"name":"Zoë 李"}"#, true),
        (#"{"id":4,"name":"Bo","age":null,"skill":null,"preferredPosition":null,"favouriteTeam":null}"#, true),
        (#"{"id":4,"name":"Bo","age":1,"age":2}"#, false),
        (#"{"id":4,"name":"B\u00f6"}"#, false),
        (#"{"id":4,"name":"Bo","skill":"legendary"}"#, false),
        (#"{"id":4,"name":"Bo","position":"striker"}"#, false),
        (#"{"id":4,"name":"Bo","preferredPosition":"libero","position":"striker"}"#, false),
        (#"{"id":4,"name":"Bo","nickname":"B"}"#, false),
        (#"{"id":4,"name":"Bo","age":22.5}"#, false),
        (#"{"id":4,"name":7}"#, false),
        (#"{"id":4}"#, false),
        (#"{"name":"Bo"}"#, false),
    ])
    func aPlayerReadDirectly_readsAsJSONDecoderReadsIt(_ text: String, direct: Bool) throws {
        // The tree refuses a key given twice or an escape, as the direct reader does.
        let scanned = JSONScanner.value(of: Data(text.utf8)).flatMap(Player.init(scanned:))
        #expect((scanned != nil) == direct)
        let slow = try? Self.slow(Player.self, Data(text.utf8))
        if let scanned { #expect(scanned == slow) }
        let roster = Data(#"{"version":2,"nextPlayerID":9,"userID":"6F1C2D4E-0000-4000-8000-000000000001","players":[\#(text)]}"#.utf8)
        if let quick = OfflineData.quicklyDecoded(from: roster) { #expect(quick.players == [slow].compactMap { $0 }) }
        // From the bytes of an export, the same shapes are read directly, the others left to the tree.
        let fromBytes = JSONScanner.read(Data(text.utf8)) { Player.scanned(from: &$0) }
        #expect((fromBytes != nil) == direct)
        if let fromBytes { #expect(fromBytes == slow) }
        let export = Data(#"{"format":"football-gather-export","version":1,"players":[\#(text)],"gathers":[]}"#.utf8)
        #expect((ExportArchive.directlyScanned(from: export) != nil) == direct)
        if let quick = ExportArchive.quicklyDecoded(from: export) { #expect(quick == (try? Self.slow(ExportArchive.self, export))) }
    }

    /// An ASCII name is refused for the same reasons from its bytes as from its characters.
    @Test(arguments: ["7", "+7", "-12", "", "#", "#3", "#x", "#3a", "A,B", "A/B", "Ana", "Ana 2", "# 3", "3#", "a\r\n", "#\r\n1"])
    func anASCIINamesReason_isTheCharactersReason(_ name: String) {
        let byCharacters: UnaddressableReason? = {
            if Int(name) != nil || name.allSatisfy(\.isASCIIDigit) { return .number }
            if name.hasPrefix("#") { return name.dropFirst().allSatisfy(\.isASCIIDigit) ? .hashNumber : .hashWord }
            if name.contains(",") || name.contains("/") { return .listSeparator }
            return nil
        }()
        #expect(PlayerValidation.unaddressable(ascii: name) == byCharacters)
        #expect(PlayerValidation.unaddressable(name) == byCharacters)
    }
}

extension DirectScanningTests {
    /// An ASCII name's words are split on its bytes as its characters split them.
    @Test(arguments: ["Ana", "  Ana   Bo  ", "a\tb\nc\u{0B}d\u{0C}e\rf", "a\r\nb", "a\u{1C}b\u{1F}c", "", " ", "Ana-Bo_2"])
    func anASCIINamesWords_areItsCharactersWords(_ name: String) {
        let key = NameKey(name)
        let byCharacters = name.lowercased().split(whereSeparator: \.isWhitespace)
        #expect(key.words == byCharacters)
        #expect(key.folded == byCharacters.joined(separator: " "))
    }

    /// A roster written by a change is kept as the store's next read when it reads back as
    /// written (an import reads it again for its details); one with aliases is not.
    @Test func aWrittenRoster_isKeptAsTheNextRead_whenItReadsBackAsWritten() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("direct-scanning-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = OfflineFiles(directory: directory, lock: nil)
        try files.changeRoster { data in data.players = [Player(id: 1, name: "Ana", skill: .amateur), Player(id: 2, name: "Bo")] }
        let kept = try #require(files.rosterReads.value(of: files.roster.url) { nil })
        #expect(kept.players.map(\.name) == ["Ana", "Bo"])
        #expect(try files.loadRoster() == (try files.roster.load()))
        #expect(try files.loadRoster() == OfflineFiles(directory: directory, lock: nil).loadRoster())

        var aliased = Player(id: 3, name: "Cy")
        aliased.aliases = ["C"]
        let other = OfflineFiles(directory: directory, lock: nil)
        try other.changeRoster { data in data.players.append(aliased) }
        #expect(other.rosterReads.value(of: other.roster.url) { nil } == nil)
        #expect(try other.loadRoster().players.last?.aliases == [])
    }
}
