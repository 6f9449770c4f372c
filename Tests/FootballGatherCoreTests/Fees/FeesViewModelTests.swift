import Foundation
import Testing
@testable import FootballGatherCore
@testable import GatherTestSupport

/// `gather fees`: each ended match keeps the fee in force when it ended, split among its
/// line-up as it is now; payments and refunds; who owes most first.
@Suite struct FeesViewModelTests {
    private static let now = Date(timeIntervalSince1970: 1_800_000_000)

    private struct SUT {
        let backend = MemoryBackend(players: ["Ana", "Bo", "Cy", "Dee"])
        let details = MemoryGatherDetails()
        let notes = MemoryPlayerNotes()
        var services: ServiceBundle { ServiceBundle.inMemory(players: backend, gathers: backend, details: details, auth: nil, notes: notes) }
        var fees: FeesViewModel { FeesViewModel(services: services) }

        @discardableResult
        func record(_ sides: String, hoursAgo: Double = 1) async throws -> UUID {
            let clock = ManualClock(ClockReading(monotonic: 0, bootID: "test", wall: now.timeIntervalSince1970))
            let past = PastMatch(date: now.addingTimeInterval(-3600 * hoursAgo), sides: sides, score: Score(teamA: 1, teamB: 0))
            return try await RecordViewModel(services: services, clock: clock).record(past).entry.id
        }

        func setFee(_ text: String) async throws { try await fees.setFee(try #require(Amount(text: text))) }

        /// Name to (matches, charged, paid, balance), in the listed order.
        func table() async throws -> [String] {
            try await fees.rows().map { row in
                let balance = row.balance
                return "\(row.player.name) \(balance.matches) \(balance.chargedCents) \(balance.paidCents) \(balance.balanceCents)"
            }
        }
    }

    /// A host is charged their guest's share, and the match counts once for them.
    @Test func aHostPlayingBesideTheirGuest_isChargedBothShares_forOneMatch() async throws {
        let sut = SUT()
        try sut.notes.update { $0.fees.hosts = ["4": 2] }  // Dee is Bo's guest
        try await sut.setFee("40")
        try await sut.record("Ana,Bo/Cy,Dee")
        #expect(try await sut.table() == ["Bo 1 2000 0 2000", "Ana 1 1000 0 1000", "Cy 1 1000 0 1000", "Dee 0 0 0 0"])
    }

    @Test func anEndedMatch_keepsTheFeeInForce_splitAmongItsPlayers() async throws {
        let sut = SUT()
        try await sut.setFee("10")
        let id = try await sut.record("Ana,Bo/Cy")
        #expect(try sut.notes.notes().fees.fee(of: id) == 1000)
        #expect(try await sut.table() == ["Ana 1 334 0 334", "Bo 1 333 0 333", "Cy 1 333 0 333", "Dee 0 0 0 0"])
    }

    @Test func aFeeChange_onlyChargesMatchesThatEndLater_andZeroStopsIt() async throws {
        let sut = SUT()
        try await sut.record("Ana/Bo", hoursAgo: 3)
        try await sut.setFee("10")
        try await sut.record("Ana/Bo", hoursAgo: 2)
        try await sut.setFee("62.50")
        try await sut.record("Ana/Cy", hoursAgo: 1)
        try await sut.setFee("0")
        try await sut.record("Ana/Dee", hoursAgo: 0.5)
        #expect(try sut.notes.notes().fees.charged.values.sorted() == [1000, 6250])
        #expect(try await sut.table() == ["Ana 2 3625 0 3625", "Cy 1 3125 0 3125", "Bo 1 500 0 500", "Dee 0 0 0 0"])
    }

    @Test func paymentsAndRefunds_lowerAndRaiseTheBalance() async throws {
        let sut = SUT()
        try await sut.setFee("20")
        try await sut.record("Ana/Bo")
        let paid = try await sut.fees.pay("ana", try #require(Amount(text: "15")))
        #expect(paid.row.balance == FeeBalance(playerID: 1, matches: 1, chargedCents: 1000, paidCents: 1500))
        _ = try await sut.fees.pay("Ana", try #require(Amount(text: "-2.5")))
        _ = try await sut.fees.pay("Cy", try #require(Amount(text: "4")))
        #expect(try await sut.table() == ["Bo 1 1000 0 1000", "Dee 0 0 0 0", "Ana 1 1000 1250 -250", "Cy 0 0 400 -400"])
    }

    @Test func owingMostComesFirst_thenByName() async throws {
        let sut = SUT()
        try await sut.setFee("3")
        try await sut.record("Dee/Cy")
        try await sut.record("Bo/Dee")
        #expect(try await sut.table() == ["Dee 2 300 0 300", "Bo 1 150 0 150", "Cy 1 150 0 150", "Ana 0 0 0 0"])
    }

    @Test func badAmounts_areRefused_andChangeNothing() async throws {
        let sut = SUT()
        try await sut.setFee("10")
        await #expect(throws: FeeError.negativePitchFee) {
            try await sut.fees.setFee(Amount(cents: -100))
        }
        await #expect(throws: FeeError.zeroPayment) { try await sut.fees.pay("Ana", Amount(cents: 0)) }
        await #expect(throws: InputError.unknownPlayer("Quentin")) { try await sut.fees.pay("Quentin", Amount(cents: 100)) }
        #expect(try sut.notes.notes().fees == PitchFees(perMatchCents: 1000))
    }

    @Test func aRetiredPlayer_keepsTheirBalance_andStaysListed() async throws {
        let sut = SUT()
        try await sut.setFee("4")
        try await sut.record("Ana/Bo")
        _ = try await PlayerDetailViewModel.inMemory(roster: Roster(services: sut.services)).setRetired("Bo", true).changed
        #expect(try await sut.table() == ["Ana 1 200 0 200", "Bo 1 200 0 200", "Cy 0 0 0 0", "Dee 0 0 0 0"])
    }

    @Test func aCorrectedLineUp_resplitsThatMatchsFee() async throws {
        let sut = SUT()
        try await sut.setFee("9")
        let id = try await sut.record("Ana,Bo/Cy")
        let history = HistoryViewModel(services: sut.services, matches: MemoryMatchStore(), clock: ManualClock())
        _ = try await history.correctLineup(id.uuidString, LineupCorrection(sides: [("Dee", .teamB)], absent: ["Ana"]))
        #expect(try await sut.table() == ["Bo 1 300 0 300", "Cy 1 300 0 300", "Dee 1 300 0 300", "Ana 0 0 0 0"])
    }

    @Test func aDeletedGather_takesItsFeeWithIt() async throws {
        let sut = SUT()
        try await sut.setFee("8")
        let id = try await sut.record("Ana/Bo")
        try await HistoryViewModel(services: sut.services, matches: MemoryMatchStore(), clock: ManualClock()).delete(id)
        #expect(try sut.notes.notes().fees == PitchFees(perMatchCents: 800))
        #expect(try await sut.table() == ["Ana 0 0 0 0", "Bo 0 0 0 0", "Cy 0 0 0 0", "Dee 0 0 0 0"])
    }

    @Test func exportAndImport_carryTheFees_andASecondImportAddsNoPayment() async throws {
        let source = SUT()
        try await source.setFee("10")
        try await source.record("Ana/Bo", hoursAgo: 2)
        try await source.setFee("6")
        try await source.record("Cy/Dee", hoursAgo: 1)
        _ = try await source.fees.pay("Bo", try #require(Amount(text: "2")))
        let archive = try await TransferViewModel(services: source.services, documents: MemoryDocuments()).export().archive
        #expect(archive.pitchFeeCents == 600)
        #expect(archive.gathers.compactMap(\.feeCents).sorted() == [600, 1000])

        let target = SUT()
        let transfer = TransferViewModel(services: target.services, documents: MemoryDocuments())
        _ = try await transfer.importArchive(archive)
        _ = try await transfer.importArchive(archive)
        #expect(try await target.table() == ["Ana 1 500 0 500", "Bo 1 500 200 300", "Cy 1 300 0 300", "Dee 1 300 0 300"])
        #expect(try target.fees.fee().cents == 600)
    }

    @Test func anArchiveWithoutFees_stillImports() throws {
        let json = Data("""
            {"format":"football-gather-export","version":1,"players":[{"id":1,"name":"Ana"}],"gathers":[]}
            """.utf8)
        let archive = try TransferViewModel.decoded(json, source: "old.json")
        #expect(archive.payments == nil && archive.pitchFeeCents == nil)
        #expect(throws: Never.self) { try ArchiveCheck.validate(archive) }
    }

    @Test func anArchivePaymentByNobodyInIt_isRefused() throws {
        var archive = ExportArchive(players: [Player(id: 1, name: "Ana")], gathers: [])
        archive.payments = [FeePayment(playerID: 2, cents: 100)]
        #expect(throws: ArchiveError.paymentByStranger(player: 2)) {
            try ArchiveCheck.validate(archive)
        }
    }

    /// Who paid, and whose guest is whose, name players of the file too; a fixed share is a
    /// fee like any other, and a match's only beside its fee.
    @Test func anArchivePayerHostOrFixedShareOutsideIt_isRefused() throws {
        let players = [Player(id: 1, name: "Ana"), Player(id: 2, name: "Bo")]
        var paidByStranger = ExportArchive(players: players, gathers: [])
        paidByStranger.payments = [FeePayment(playerID: 1, cents: 100, paidBy: 9)]
        #expect(throws: ArchiveError.paymentByStranger(player: 9)) { try ArchiveCheck.validate(paidByStranger) }

        var hostStranger = ExportArchive(players: players, gathers: [])
        hostStranger.feeHosts = ["2": 9]
        #expect(throws: ArchiveError.hostOfStranger(guest: "2", host: 9)) { try ArchiveCheck.validate(hostStranger) }
        hostStranger.feeHosts = ["x": 1]
        #expect(throws: ArchiveError.hostOfStranger(guest: "x", host: 1)) { try ArchiveCheck.validate(hostStranger) }
        hostStranger.feeHosts = ["2": 1]
        #expect(throws: Never.self) { try ArchiveCheck.validate(hostStranger) }
        for cycle in [["2": 2], ["2": 1, "1": 2], ["02": 2], ["+2": 2]] {
            hostStranger.feeHosts = cycle
            #expect(throws: ArchiveError.self, "hosts leading back to the guest: \(cycle)") { try ArchiveCheck.validate(hostStranger) }
        }

        var negativeShare = ExportArchive(players: players, gathers: [])
        negativeShare.pitchFeeEachCents = -5
        #expect(throws: ArchiveError.invalidPitchFee(cents: -5)) { try ArchiveCheck.validate(negativeShare) }
        let uncharged = ExportedGather(id: UUID(), score: "1-0", winnerTeam: "Team A", startedAt: nil, members: [])
        var shareWithoutFee = ExportArchive(players: players, gathers: [uncharged])
        shareWithoutFee.gathers[0].feeEachCents = 500
        #expect(throws: ArchiveError.invalidGatherFee(uncharged.id, cents: 500)) { try ArchiveCheck.validate(shareWithoutFee) }
    }

    @Test func notesWrittenBeforeFees_readWithNoFee() throws {
        let notes = try JSONDecoder().decode(PlayerNotes.self, from: Data(#"{"retired":[2],"departed":[]}"#.utf8))
        #expect(notes.fees == PitchFees() && notes.retired == [2])
    }
}
