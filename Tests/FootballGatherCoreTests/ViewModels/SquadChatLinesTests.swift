import Foundation
import Testing

@testable import FootballGatherCore
@testable import GatherTestSupport

/// Issue 39: notes stay with the squad entry, guests join as their host's guest player
/// (made once, reused, charged to the host), maybes are not taken by a start until confirmed.
@Suite struct SquadChatLinesTests {
    struct SUT {
        let squad: SquadViewModel
        let backend: MemoryBackend
        let connector: FixedConnector
        let squads: MemorySquadStore
    }

    func makeSUT() -> SUT {
        let backend = MemoryBackend(players: ["Chidi", "Lars", "Kai", "Marco", "Ana"])
        let connector = FixedConnector(backend)
        let squads = MemorySquadStore()
        return SUT(squad: SquadViewModel(connector: connector, squads: squads), backend: backend, connector: connector, squads: squads)
    }

    @Test func notesGuestsAndMaybes_areKept_andSaid() async throws {
        let sut = makeSUT()
        let change = try await sut.squad.add(["Chidi (late 10 min)", "Lars (GK)", "Kai (maybe)", "Marco +1 my brother", "Ana"]).value
        #expect(change.noted.map { "\($0.player.name): \($0.note)" } == ["Chidi: late 10 min", "Lars: GK"])
        #expect(change.maybes.map(\.name) == ["Kai"])
        #expect(change.guests.map { "\($0.host.name) → \($0.guest.name), \($0.note ?? "")" } == ["Marco → Marco's guest, my brother"])
        let guest = try #require(change.guests.first?.guest)
        #expect(try await sut.squad.list().map(\.name) == ["Chidi", "Lars", "Kai", "Marco", "Ana", "Marco's guest"])
        let marks = try sut.squad.marks()
        #expect(marks[1]?.note == "late 10 min")
        #expect(marks[3]?.maybe == true)
        #expect(marks[guest.id] == SquadMark(note: "my brother", guestOf: 4))

        // The same guest player next week: made once, reused.
        _ = try await sut.squad.remove([guest.name])
        let again = try await sut.squad.add(["Marco +1"]).value
        #expect(again.guests.map(\.guest.id) == [guest.id])
        #expect(sut.backend.roster.count == 6)
    }

    @Test func aMaybe_isNotTakenByAStart_untilConfirmed() async throws {
        let sut = makeSUT()
        _ = try await sut.squad.add(["Chidi", "Lars", "Ana", "Kai?"])
        let manual = ManualClock()
        let start = StartViewModel(connector: sut.connector, matches: MemoryMatchStore(), squads: sut.squads, clock: manual)
        let plan = try await start.plan(.auto(players: .squad, seed: 1), predicting: false).value.teams.teams
        #expect(Set(plan.teamA.map(\.name) + plan.teamB.map(\.name)) == ["Chidi", "Lars", "Ana"])
        #expect(try await sut.squad.confirm(["Kai"]).value.confirmed.map(\.name) == ["Kai"])
        let confirmed = try await start.plan(.auto(players: .squad, seed: 1), predicting: false).value.teams.teams
        #expect(Set(confirmed.teamA.map(\.name) + confirmed.teamB.map(\.name)) == ["Chidi", "Lars", "Ana", "Kai"])
    }

    /// A start takes the squad, not its marks: last week's maybe, named again, joins, and is not "confirmed".
    @Test func lastWeeksMaybe_namedAgain_joins_andIsNotSaidConfirmed() async throws {
        let sut = makeSUT()
        _ = try await sut.squad.add(["Chidi", "Kai?"])
        try sut.squads.update(of: try sut.connector.backend()) { $0 = [] }

        let again = try await sut.squad.add(["Kai"]).value
        #expect(again.changed.map(\.name) == ["Kai"])
        #expect(again.confirmed.isEmpty)
        #expect(try sut.squad.marks()[3] == nil, "the stale mark goes")
        _ = try await sut.squad.add(["Kai?"])
        #expect(try await sut.squad.add(["Kai"]).value.confirmed.map(\.name) == ["Kai"], "a maybe of this week is")
    }

    /// A maybe named again with a note or a guest is sure now, and said to be, as when named plainly.
    @Test func aMaybeNamedAgainWithANoteOrAGuest_isSaidConfirmed() async throws {
        let sut = makeSUT()
        _ = try await sut.squad.add(["Kai?", "Marco?", "Ana"])
        #expect(try await sut.squad.add(["Kai (late 10 min)"]).value.confirmed.map(\.name) == ["Kai"])
        #expect(try await sut.squad.add(["Marco +1"]).value.confirmed.map(\.name) == ["Marco"])
        #expect(try await sut.squad.add(["Ana (GK)"]).value.confirmed.isEmpty, "she was sure already")
    }

    /// No one's place changes without a word: a maybe made sure ahead of a player pushes them to the
    /// reserves, a player turned maybe lets a reserve up, and a maybe confirmed past the limit waits.
    @Test func aMaybeMadeSureOrAPlayerTurnedMaybe_namesWhoseReservePlaceMoved() async throws {
        let sut = makeSUT()
        _ = try await sut.squad.setLimit(3)
        let first = try await sut.squad.add(["Chidi", "Lars", "Kai?", "Marco", "Ana"]).value
        #expect(first.movedUp.isEmpty && first.movedDown.isEmpty, "newcomers are said as added or reserves, not as moved")

        let confirmed = try await sut.squad.confirm(["Kai"]).value
        #expect(confirmed.reserves.isEmpty)
        #expect(confirmed.movedDown.map(\.name) == ["Marco"])

        let turned = try await sut.squad.add(["Lars?"]).value
        #expect(turned.movedUp.map(\.name) == ["Marco"])
        #expect(turned.movedDown.isEmpty)

        let late = try await sut.squad.add(["Lars"]).value
        #expect(late.confirmed.map(\.name) == ["Lars"])
        #expect(late.movedDown.map(\.name) == ["Marco"])

        _ = try await sut.squad.add(["Ana?"])
        _ = try await sut.squad.remove(["Chidi"])
        let past = try await sut.squad.confirm(["Ana"]).value
        #expect(past.reserves.map(\.name) == ["Ana"], "joined last: a reserve for now")
        #expect(past.movedDown.isEmpty)
    }

    /// `+1` after `+2`: the host brings one guest now, and the second leaves the squad, said.
    @Test func aHostBringingFewerGuests_takesTheOthersOut() async throws {
        let sut = makeSUT()
        _ = try await sut.squad.add(["Marco +2", "Ana"])
        #expect(try await sut.squad.list().map(\.name) == ["Marco", "Ana", "Marco's guest", "Marco's guest 2"])
        let fewer = try await sut.squad.add(["Marco +1"]).value
        #expect(fewer.guestsLeft.map(\.name) == ["Marco's guest 2"])
        #expect(try await sut.squad.list().map(\.name) == ["Marco", "Ana", "Marco's guest"])
        #expect(try sut.squad.marks()[7] == nil, "what the line said of them goes with them")
    }

    /// `Marco +1?`: a maybe who would bring a guest. The guest is made, and is a maybe with the host until
    /// the host is confirmed: a start never takes a guest without the one who brings them.
    @Test func aMaybeHostsGuest_isAMaybeToo_untilTheHostIsConfirmed() async throws {
        let sut = makeSUT()
        let change = try await sut.squad.add(["Marco +1?", "Ana"]).value
        #expect(change.maybes.map(\.name) == ["Marco"])
        let guest = try #require(change.guests.first?.guest)
        #expect(try sut.squad.marks()[guest.id] == SquadMark(maybe: true, guestOf: 4))
        _ = try await sut.squad.confirm(["Marco"])
        #expect(try sut.squad.marks()[guest.id] == SquadMark(guestOf: 4))
    }

    @Test func aGuestsShare_isChargedToTheHost() {
        var fees = PitchFees()
        fees.hosts = ["6": 4]
        let match = EndedMatch(id: UUID(), date: Date(timeIntervalSince1970: 0), lineUp: .teams(teamA: [1, 4], teamB: [6, 2]), score: Score())
        fees.charged[match.id.uuidString] = 4_000
        let balances = FeeLedger.balances(of: [match], fees: fees)
        #expect(balances[4]?.chargedCents == 2_000)
        #expect(balances[6] == nil)
    }
}
