import Foundation
import Testing
@testable import FootballGatherCore

/// Issue 39: payments are entries that can be taken back: short ids, `undo`, the same
/// payment twice on one day refused without `again`, and paying someone else's share.
@Suite struct PaymentsTakenBackTests {
    private struct SUT {
        let backend = MemoryBackend(players: ["Luca", "Marco"])
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
        #expect(try await sut.fees.pay("Luca", try amount("10"), again: true).balance.paidCents == 2000)
        #expect(try await sut.fees.pay("Luca", try amount("5")).balance.paidCents == 2500, "another amount is another payment")
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
        let row = try await sut.fees.pay("Luca", try amount("5"), by: "Marco").value
        #expect(row.player.name == "Luca" && row.balance.paidCents == 500)
        #expect(try sut.notes.notes().fees.payments.first?.paidBy == 2)
        let statement = try await sut.fees.statement(of: "Luca").value
        #expect(statement.payers == [2: "Marco"])
    }
}
