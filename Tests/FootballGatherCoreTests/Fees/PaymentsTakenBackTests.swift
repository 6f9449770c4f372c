import Foundation
import Testing
@testable import FootballGatherCore
@testable import GatherTestSupport

/// Issue 39: payments are entries that can be taken back: short ids, `undo`, the same
/// payment twice on one day refused without `again`, and paying someone else's share.
@Suite struct PaymentsTakenBackTests {
    private struct SUT {
        let backend = MemoryBackend(players: ["Luca", "Marco", "Luca's guest"])
        let notes = MemoryPlayerNotes()
        let clock = ManualClock(ClockReading(monotonic: 0, bootID: "test", wall: 1_800_000_000))
        var fees: FeesViewModel {
            FeesViewModel(services: .inMemory(players: backend, gathers: backend, details: MemoryGatherDetails(), auth: nil, notes: notes), clock: clock)
        }
    }

    private func amount(_ text: String) throws -> Amount { try #require(Amount(text: text)) }

    @Test func theSamePaymentTheSameDay_isRefused_unlessAgain() async throws {
        let sut = SUT()
        _ = try await sut.fees.pay("Luca", try amount("10"), note: "cash")
        let first = try #require(try sut.notes.notes().fees.payments.first)
        await #expect(throws: FeeError.samePaymentToday(player: "Luca", cents: 1000, id: first.shortID)) {
            try await sut.fees.pay("Luca", try amount("10"), note: "cash")
        }
        #expect(try sut.notes.notes().fees.payments.count == 1)
        #expect(try await sut.fees.pay("Luca", try amount("10"), again: true).row.balance.paidCents == 2000)
        #expect(try await sut.fees.pay("Luca", try amount("5")).row.balance.paidCents == 2500, "another amount is another payment")
    }

    @Test func undo_takesAPaymentBack_byItsShortID_andSaysTheNewBalance() async throws {
        let sut = SUT()
        _ = try await sut.fees.pay("Luca", try amount("10"))
        _ = try await sut.fees.pay("Luca", try amount("4"))
        let first = try #require(try sut.notes.notes().fees.payments.first)
        #expect(first.shortID.count == 6)
        let (payment, row) = try await sut.fees.undo(first.shortID.uppercased())
        #expect(payment == first)
        #expect(row.balance.paidCents == 400)
        await #expect(throws: FeeError.noSuchPayment(first.shortID)) { try await sut.fees.undo(first.shortID) }
        #expect(try sut.notes.notes().fees.payments.map(\.cents) == [400])
    }

    @Test func paidBy_recordsSomeoneElsePayingThePlayersShare() async throws {
        let sut = SUT()
        let recorded = try await sut.fees.pay("Luca", try amount("5"), by: "Marco").value
        #expect(recorded.row.player.name == "Luca" && recorded.row.balance.paidCents == 500)
        #expect(recorded.payer?.name == "Marco")
        #expect(try sut.notes.notes().fees.payments.first?.paidBy == 2)
        let statement = try await sut.fees.statement(of: "Luca").value
        #expect(statement.payers == [2: "Marco"])
    }

    /// The host is charged a guest's share, so what the guest pays lowers the host's balance:
    /// credited to the host, as paid by the guest (or by whom `--by` names).
    @Test func aGuestsPayment_isCreditedToTheHost_asPaidByTheGuest() async throws {
        let sut = SUT()
        try sut.notes.update { $0.fees.hosts = ["3": 1] }
        let byGuest = try await sut.fees.pay("Luca's guest", try amount("10")).value
        #expect(byGuest.row.player.name == "Luca" && byGuest.row.balance.paidCents == 1000)
        #expect(byGuest.payer?.name == "Luca's guest")
        let byHost = try await sut.fees.pay("Luca's guest", try amount("5"), by: "Luca").value
        #expect(byHost.row.balance.paidCents == 1500 && byHost.payer == nil, "the host paying their own balance")
        let payments = try sut.notes.notes().fees.payments
        #expect(payments.map(\.playerID) == [1, 1] && payments.map(\.paidBy) == [3, nil])
        let rows = try await sut.fees.rows()
        #expect(rows.first { $0.player.id == 3 }?.balance.paidCents ?? 0 == 0, "nothing left on the guest's own balance")
    }
}
