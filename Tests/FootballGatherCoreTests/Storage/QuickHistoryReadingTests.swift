import Foundation
import Testing

@testable import FootballGatherCore

/// `matches.json` read by `JSONScanner` through the types' own `init(from:)` gives exactly
/// what `JSONDecoder` gives: dates, chances (fractions), goals and sides included.
@Suite struct QuickHistoryReadingTests {
    private static func slow<T: Decodable>(_ type: T.Type, _ data: Data) throws -> T {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(type, from: data)
    }

    private static func written(_ history: OfflineHistory) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return try encoder.encode(history)
    }

    @Test func aHistoryWithEveryField_readsAsJSONDecoderReadsIt() throws {
        var gather = OfflineGather(id: UUID())
        gather.score = "3-2"
        gather.winnerTeam = "Team A"
        gather.createdAt = Date(timeIntervalSince1970: 1_764_158_400)
        gather.importedFrom = UUID()
        gather.members = [.init(playerID: 1, team: .teamA), .init(playerID: 22, team: .teamB)]
        gather.goals = [GoalEvent(side: .teamA, scorer: 1), GoalEvent(side: .teamB, scorer: 1, isOwnGoal: true), GoalEvent(side: .teamA)]
        gather.prediction = KeptPrediction(teamA: 0.5734, teamB: 0.4266)
        let history = OfflineHistory(gathers: [gather, OfflineGather(id: UUID())])
        let data = try Self.written(history)
        let quick = try #require(OfflineHistory.quicklyDecoded(from: data))
        #expect(quick == history)
        #expect(quick == (try Self.slow(OfflineHistory.self, data)))
    }

    /// Members are built straight from the scanner when they have exactly their two fields;
    /// any other shape goes through `init(from:)`, so the two readings never differ.
    @Test(arguments: [
        #"[{"playerID":1,"team":"Team A"},{"team":"Team B","playerID":22}]"#,
        #"[{"playerID":1,"team":"Team A","since":"2026"}]"#,
        #"[{"playerID":1,"team":"Team C"}]"#,
        #"[{"playerID":1}]"#,
        #"[{"playerID":"1","team":"Team A"}]"#,
        #"[]"#,
    ])
    func membersReadDirectly_readAsJSONDecoderReadsThem(_ members: String) throws {
        let data = Data(#"{"gathers":[{"id":"6F1C2D4E-0000-4000-8000-000000000001","members":\#(members)}],"version":2}"#.utf8)
        let slow = try? Self.slow(OfflineHistory.self, data)
        let quick = OfflineHistory.quicklyDecoded(from: data)
        #expect(quick == slow)
        if members.hasPrefix(#"[{"playerID":1,"team":"Team A"}"#) { #expect(slow?.gathers.first?.members.count == 2) }
        let direct = JSONScanner.value(of: Data(members.utf8)).flatMap { [OfflineGather.Member].scanned(Self.elements($0)) }
        #expect(direct == nil || direct == slow?.gathers.first?.members)
    }

    /// An export's members may have no side; every shape reads as `JSONDecoder` reads it.
    @Test(arguments: [
        #"[{"playerID":1,"team":"Team A"},{"playerID":2}]"#,
        #"[{"playerID":1,"team":null}]"#,
        #"[{"playerID":1,"team":"Team C"}]"#,
        #"[{"team":"Team A"}]"#,
        #"[{"playerID":1,"team":"Team B","note":"x"}]"#,
    ])
    func exportedMembersReadDirectly_readAsJSONDecoderReadsThem(_ members: String) throws {
        let gather = #"{"id":"6F1C2D4E-0000-4000-8000-000000000001","members":\#(members)}"#
        let data = Data(#"{"format":"football-gather-export","version":1,"players":[],"gathers":[\#(gather)],"nextPlayerID":3}"#.utf8)
        let slow = try? Self.slow(ExportArchive.self, data)
        #expect(ExportArchive.quicklyDecoded(from: data) == slow)
        if members.hasSuffix(#"{"playerID":2}]"#) { #expect(slow?.gathers.first?.members.map(\.team) == [.teamA, nil]) }
        let direct = JSONScanner.value(of: Data(members.utf8)).flatMap { [ExportedGather.Member].scanned(Self.elements($0)) }
        #expect(direct == nil || direct == slow?.gathers.first?.members)
    }

    private static func elements(_ value: JSONValue) -> [JSONValue] {
        if case .array(let elements) = value { return elements }
        return []
    }

    @Test(arguments: [
        "1970-01-01T00:00:00Z", "2024-02-29T23:59:59Z", "1900-03-01T12:30:45Z", "2026-11-26T12:00:00Z"
    ])
    func aDateInTheStoresForm_isTheFormattersDate(_ text: String) throws {
        let formatter = ISO8601DateFormatter()
        #expect(InternetDate.parse(text) == formatter.date(from: text))
        #expect(InternetDate.parse(text) != nil)
    }

    @Test(arguments: [
        "2023-02-29T00:00:00Z", "2026-13-01T00:00:00Z", "2026-11-26T24:00:00Z", "2026-11-26T12:00:00+01:00",
        "2026-11-26T12:00:00.5Z", "2026-11-26 12:00:00Z", "２026-11-26T12:00:00Z", "0999-12-31T00:00:00Z",
    ])
    func anyOtherForm_isLeftToTheFormatter(_ text: String) {
        #expect(InternetDate.parse(text) == nil)
    }

    @Test(arguments: ["1.5", "-0.25", "1e3", "2.5E-2", "123456789012345678901234567890"])
    func aNumberWithAFractionOrTooLargeForAnInt_isADouble(_ text: String) throws {
        let value = JSONScanner.value(of: Data("[\(text)]".utf8))
        #expect(value == .array([.number(try #require(Double(text)))]))
    }

    @Test(arguments: ["01", "1.", ".5", "1e", "-", "1e999", "+1"])
    func aNumberRFC8259DoesNotAllow_isNotRead(_ text: String) {
        #expect(JSONScanner.value(of: Data("[\(text)]".utf8)) == nil)
    }
}
