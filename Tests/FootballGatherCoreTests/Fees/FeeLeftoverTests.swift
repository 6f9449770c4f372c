import Foundation
import Testing
@testable import FootballGatherCore
@testable import GatherTestSupport

/// The fee ledger: leftover cents to those given the fewest so far, kept per match so no
/// other match's charges move; dated payments with notes; one player's statement; totals.
@Suite struct FeeLeftoverTests {
    private static let now = Date(timeIntervalSince1970: 1_800_000_000)

    private struct SUT {
        let backend = MemoryBackend(players: ["Ana", "Bo", "Cy", "Dee"])
        let details = MemoryGatherDetails()
        let notes = MemoryPlayerNotes()
        let clock = ManualClock(ClockReading(monotonic: 0, bootID: "test", wall: FeeLeftoverTests.now.timeIntervalSince1970))
        var services: ServiceBundle { ServiceBundle.inMemory(players: backend, gathers: backend, details: details, auth: nil, notes: notes) }
        var fees: FeesViewModel { FeesViewModel(services: services, clock: clock) }

        @discardableResult
        func record(_ sides: String, hoursAgo: Double) async throws -> RecordedMatch {
            let past = PastMatch(date: now.addingTimeInterval(-3600 * hoursAgo), sides: sides, score: Score(teamA: 1, teamB: 0))
            return try await RecordViewModel(services: services, clock: clock).record(past).value
        }

        /// Every charged match's share of each player, by gather.
        func shares() async throws -> [UUID: [Int: Int]] {
            let matches = try await backend.endedMatches(details: details)
            return Dictionary(uniqueKeysWithValues: FeeLedger.shares(of: matches, fees: try notes.notes().fees).map { ($0.match.id, $0.shares) })
        }
    }

    @Test func overASeason_twoPlayersOfTheSameMatches_areChargedAtMostOneCentApart() async throws {
        let sut = SUT()
        try await sut.fees.setFee(Amount(cents: 1000))
        for week in 0..<12 {
            let recorded = try await sut.record(week % 2 == 0 ? "Ana,Bo/Cy" : "Ana,Bo/Dee", hoursAgo: Double(100 - week))
            #expect(recorded.charge == MatchCharge(cents: 1000, players: 3))
        }
        let charged = Dictionary(uniqueKeysWithValues: try await sut.fees.rows().map { ($0.player.name, $0.balance.chargedCents) })
        // The old rule (the lowest id always) charged Ana 40.08 and Bo 39.96.
        #expect(charged["Ana"] == 3999 && charged["Bo"] == 3999, "\(charged)")
        #expect(charged["Cy"] == 2001 && charged["Dee"] == 2001, "\(charged)")
        #expect(charged.values.reduce(0, +) == 12_000)
    }

    @Test func recordingAnOlderMatch_orCorrectingOne_changesNoOtherMatchsCharges() async throws {
        let sut = SUT()
        try await sut.fees.setFee(Amount(cents: 1000))
        let first = try await sut.record("Ana,Bo/Cy", hoursAgo: 30).entry.id
        let second = try await sut.record("Ana,Bo/Dee", hoursAgo: 20).entry.id
        let third = try await sut.record("Bo,Cy/Dee", hoursAgo: 10).entry.id
        let before = try await sut.shares()
        let older = try await sut.record("Ana,Cy/Dee", hoursAgo: 40).entry.id
        let after = try await sut.shares()
        #expect(after[older]?.values.reduce(0, +) == 1000)
        #expect(after.filter { $0.key != older } == before)
        let history = HistoryViewModel(services: sut.services, matches: MemoryMatchStore(), clock: ManualClock())
        _ = try await history.correctLineup(second.uuidString, LineupCorrection(sides: [("Cy", .teamB)]))
        let corrected = try await sut.shares()
        #expect(corrected[second]?.count == 4 && corrected[second]?.values.reduce(0, +) == 1000)
        for id in [first, third, older] { #expect(corrected[id] == after[id]) }
    }

    @Test func statement_listsChargesOldestFirst_andDatedPaymentsWithNotes() async throws {
        let sut = SUT()
        try await sut.fees.setFee(Amount(cents: 1000))
        let late = try await sut.record("Ana,Bo/Cy", hoursAgo: 1).entry
        let early = try await sut.record("Ana/Dee", hoursAgo: 5).entry
        _ = try await sut.fees.pay("ana", Amount(cents: 2000), note: "  bank transfer ")
        sut.clock.advance(by: 60)
        _ = try await sut.fees.pay("1", Amount(cents: -100))
        let statement = try await sut.fees.statement(of: "Ana")
        #expect(statement.charges == [
            FeeCharge(gatherID: early.id, date: early.startedAt, cents: 500), FeeCharge(gatherID: late.id, date: late.startedAt, cents: 334),
        ])
        #expect(statement.payments.map(\.cents) == [2000, -100])
        #expect(statement.payments.map(\.note) == ["bank transfer", nil])
        #expect(statement.payments.map(\.date) == [Self.now, Self.now.addingTimeInterval(60)])
        #expect(statement.balanceCents == 834 - 1900)
    }

    @Test func statement_ofADeletedPlayer_byTheirID() async throws {
        let sut = SUT()
        try await sut.fees.setFee(Amount(cents: 600))
        try await sut.record("Ana/Dee", hoursAgo: 1)
        let dee = try #require(try await sut.backend.players().first { $0.name == "Dee" })
        try await PlayerDetailViewModel.inMemory(roster: Roster(services: sut.services)).delete([dee])
        let statement = try await sut.fees.statement(of: "4")
        #expect(statement.player.name == "Dee" && statement.standing == .departed)
        #expect(statement.charges.map(\.cents) == [300])
        await #expect(throws: InputError.self) { try await sut.fees.statement(of: "Zed") }
    }

    @Test func aBlankOrLongNote_isRefused_andNothingIsRecorded() async throws {
        let sut = SUT()
        await #expect(throws: FeeError.blankPaymentNote) { try await sut.fees.pay("Ana", Amount(cents: 100), note: "  ") }
        await #expect(throws: FeeError.paymentNoteTooLong(limit: 200, length: 201)) {
            try await sut.fees.pay("Ana", Amount(cents: 100), note: String(repeating: "x", count: 201))
        }
        #expect(try sut.notes.notes().fees.payments.isEmpty)
    }

    @Test func totals_addUpChargedPaidOutstanding_andPaidAhead() async throws {
        let sut = SUT()
        try await sut.fees.setFee(Amount(cents: 1000))
        try await sut.record("Ana,Bo/Cy", hoursAgo: 1)
        _ = try await sut.fees.pay("Cy", Amount(cents: 1500))
        _ = try await sut.fees.pay("Ana", Amount(cents: 100))
        let totals = FeeTotals(try await sut.fees.rows())
        #expect(totals == {
            var expected = FeeTotals([])
            (expected.chargedCents, expected.paidCents, expected.outstandingCents, expected.aheadCents) = (1000, 1600, 567, 1167)
            return expected
        }())
    }

    @Test func feesKeptBeforeDatesAndLeftovers_stillRead_asUndated() throws {
        let json = #"{"perMatchCents":600,"charged":{"3F2A1B4C-0000-4000-8000-000000000001":600},"#
            + #""payments":[{"id":"3F2A1B4C-0000-4000-8000-0000000000AA","playerID":2,"cents":500}]}"#
        let fees = try JSONDecoder().decode(PitchFees.self, from: Data(json.utf8))
        #expect(fees.payments.first?.date == nil && fees.payments.first?.note == nil && fees.leftovers == nil)
        #expect(fees.payments.first?.cents == 500)
    }

    @Test func exportAndImport_carryPaymentDatesNotesAndLeftovers() async throws {
        let source = SUT()
        try await source.fees.setFee(Amount(cents: 1000))
        try await source.record("Ana,Bo/Cy", hoursAgo: 2)
        try await source.record("Ana,Bo/Dee", hoursAgo: 1)
        _ = try await source.fees.pay("Bo", Amount(cents: 200), note: "cash")
        let archive = try await TransferViewModel(services: source.services, documents: MemoryDocuments()).export().archive
        #expect(archive.gathers.compactMap(\.feeLeftovers).sorted { $0.lexicographicallyPrecedes($1) } == [[1], [2]])
        let decoded = try TransferViewModel.decoded(try TransferViewModel.encoded(archive), source: "backup.json")
        #expect(decoded.payments?.first?.note == "cash" && decoded.payments?.first?.date == Self.now)

        let target = SUT()
        let transfer = TransferViewModel(services: target.services, documents: MemoryDocuments())
        _ = try await transfer.importArchive(decoded)
        #expect(try await target.fees.statement(of: "Bo").payments.map { [$0.note, $0.date.map { "\($0.timeIntervalSince1970)" }] }
            == [["cash", "\(Self.now.timeIntervalSince1970)"]])
        let charged = try await target.fees.rows().map { "\($0.player.name) \($0.balance.chargedCents)" }
        #expect(charged == ["Ana 667", "Bo 667", "Cy 333", "Dee 333"])
    }
}
