import Foundation
import Testing

@testable import FootballGatherCore

/// One player model: every place a player goes keeps all of its fields.
@Suite struct PlayerModelTests {
    static let full = Player(
        id: 7, name: "Kwame Mensah", age: 31, skill: .professional, preferredPosition: .striker, favouriteTeam: "Hearts of Oak")

    @Test func aPlayer_isItsIdAndItsFields_readThrough() {
        var player = Self.full
        #expect(player.name == player.draft.name && player.age == 31)
        player.age = 32
        #expect(player.draft.age == 32)
        #expect(Player(id: player.id, draft: player.draft) == player)
    }

    @Test func everyField_survivesTheWireCodec_andTheRunningMatchFile() throws {
        let data = try JSONEncoder().encode(Self.full)
        #expect(try JSONDecoder().decode(Player.self, from: data) == Self.full)
        let match = ActiveMatch(
            gatherID: UUID(), backend: .offline(dataDirectory: URL(fileURLWithPath: "/")), teamA: [Self.full], teamB: [], startedAt: Date())
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        #expect(try decoder.decode(ActiveMatch.self, from: encoder.encode(match)).teamA == [Self.full])
    }

    /// What reading refuses, writing refuses too: no command leaves a running match the next cannot read.
    @Test func aPlayerTwiceInTheMatch_isNeverWritten() {
        let match = ActiveMatch(
            gatherID: UUID(), backend: .offline(dataDirectory: URL(fileURLWithPath: "/")), teamA: [Self.full], teamB: [Self.full], startedAt: Date())
        #expect(throws: EncodingError.self) { try JSONCoding.encoder(pretty: false).encode(match) }
    }

    /// A goal of the running match by someone not in it was not written by gather: the file is refused (65),
    /// not carried into the history, whose export an import would refuse.
    @Test func aRunningMatchWithAGoalByAStranger_isRefused() throws {
        var match = ActiveMatch(
            gatherID: UUID(), backend: .offline(dataDirectory: URL(fileURLWithPath: "/")), teamA: [Self.full], teamB: [], startedAt: Date())
        match.goals = [GoalEvent(side: .teamA, scorer: Self.full.id)]
        let encoded = try JSONCoding.encoder(pretty: false).encode(match)
        #expect(try JSONCoding.decoder().decode(ActiveMatch.self, from: encoded).goals == match.goals)
        match.goals = [GoalEvent(side: .teamA, scorer: 99)]
        #expect(throws: DecodingError.self) { try JSONCoding.decoder().decode(ActiveMatch.self, from: JSONCoding.encoder(pretty: false).encode(match)) }
    }

    @Test func aValueThisVersionCannotRead_isKeptAside_andNeverSent() throws {
        let wire = #"{"id":3,"name":"Cy","skill":"legendary","preferredPosition":"sweeper","age":20}"#
        let player = try JSONDecoder().decode(Player.self, from: Data(wire.utf8))
        #expect(player.skill == nil && player.preferredPosition == nil && player.age == 20)
        #expect(player.unrecognised == ["skill": "legendary", "position": "sweeper"])
        let sent = String(decoding: try JSONEncoder().encode(player.draft), as: UTF8.self)
        #expect(!sent.contains("legendary") && sent.contains("\"age\":20"))
    }

    @Test func anEdit_changesOnlyTheFieldsItSets() {
        var changes = PlayerEditViewModel.Changes()
        changes.set(\.age, to: nil)
        changes.set(\.skill, to: .amateur)
        let edited = changes.applied(to: Self.full.draft)
        #expect(edited.age == nil && edited.skill == .amateur)
        #expect(edited.name == Self.full.name && edited.preferredPosition == .striker && edited.favouriteTeam == "Hearts of Oak")
        #expect(changes.decides(\PlayerDraft.skill) && !changes.decides(\PlayerDraft.preferredPosition))
    }
}
