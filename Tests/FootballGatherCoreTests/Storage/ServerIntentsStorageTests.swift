@testable import FootballGatherCore
import Foundation
import Testing

/// A server's intents hold reservations, not a lock, while they send: another intent on the
/// same thing is refused at once, one on something else goes ahead, and a reservation whose
/// holder is gone is taken over. Each test holds its first intent open with a gate, so what
/// runs beside it runs while it is held; no timing.
@Suite struct ServerIntentsStorageTests {
    private let server = URL(string: "https://gather.example")!

    @Test func anIntentOnTheSameThing_isRefusedAtOnce_sayingWhatIsBeingSent() async throws {
        try await withHeldIntent([.runningMatch], for: .endingMatch) { intents in
            let refused = await #expect(throws: ReservationError.self) {
                try await intents.reserving([.runningMatch], for: .changingMatch) {}
            }
            #expect(refused == ReservationError(action: .endingMatch))
            #expect(refused?.failureKind == .temporaryFailure)
        }
    }

    @Test func intentsOnOtherThings_goAheadWhileOneIsHeld() async throws {
        try await withHeldIntent([.runningMatch], for: .endingMatch) { intents in
            let ran = try await intents.reserving([.squad], for: .changingSquad) { true }
            let added = try await intents.reserving([.playerName(NameKey("Ana"))], for: .addingPlayers(["Ana"])) { true }
            #expect(ran && added)
        }
    }

    @Test func oneName_isOneThing_howeverItIsWritten() async throws {
        try await withHeldIntent([.playerName(NameKey("Zoë"))], for: .addingPlayers(["Zoë"])) { intents in
            await #expect(throws: ReservationError(action: .addingPlayers(["Zoë"]))) {
                try await intents.reserving([.playerName(NameKey("ZOE"))], for: .addingPlayers(["ZOE"])) {}
            }
            let other = try await intents.reserving([.playerName(NameKey("Zoey"))], for: .addingPlayers(["Zoey"])) { true }
            #expect(other)
        }
    }

    @Test func theRosterHoldsEveryName_andTheHomeHoldsEverything() async throws {
        try await withHeldIntent([.playerName(NameKey("Ana"))], for: .addingPlayers(["Ana"])) { intents in
            await #expect(throws: ReservationError.self) { try await intents.reserving([.roster], for: .changingRoster) {} }
            await #expect(throws: ReservationError.self) { try await intents.reserving([.home], for: .importing) {} }
        }
        try await withHeldIntent([.roster], for: .changingRoster) { intents in
            await #expect(throws: ReservationError(action: .changingRoster)) {
                try await intents.reserving([.player(7)], for: .changingMatch) {}
            }
        }
    }

    @Test func anIntentMayRunAnotherOnWhatItHolds() async throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let intents = ServerIntents(stateDirectory: directory.url, server: server)
        let nested = try await intents.reserving([.runningMatch, .squad], for: .startingMatch) {
            try await intents.reserving([.squad], for: .changingSquad) {
                try await intents.reserving([.playerName(NameKey("Kai"))], for: .addingPlayers(["Kai"])) { "ran" }
            }
        }
        #expect(nested == "ran")
    }

    @Test func aReservationIsGivenBack_whenItsIntentFails() async throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let intents = ServerIntents(stateDirectory: directory.url, server: server)
        await #expect(throws: CancellationError.self) {
            try await intents.reserving([.runningMatch], for: .endingMatch) { throw CancellationError() }
        }
        let again = try await intents.reserving([.runningMatch], for: .endingMatch) { true }
        #expect(again)
        #expect(try reservationFiles(intents) == [])
    }

    /// A process killed while sending leaves its file, unlocked: the next intent takes it over.
    @Test func aReservationWhoseHolderIsGone_isTakenOver() async throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let intents = ServerIntents(stateDirectory: directory.url, server: server)
        try GatherPaths.createDirectory(intents.directory)
        let left = intents.directory.appendingPathComponent(ReservedSubject.runningMatch.fileName)
        try JSONEncoder().encode(ReservedAction.endingMatch).write(to: left)
        let ran = try await intents.reserving([.runningMatch], for: .endingMatch) { true }
        #expect(ran)
        #expect(try reservationFiles(intents) == [])
    }

    @Test func eachServerHasReservationsOfItsOwn() async throws {
        try await withHeldIntent([.runningMatch], for: .endingMatch) { intents in
            let elsewhere = ServerIntents(stateDirectory: intents.directory.deletingLastPathComponent().deletingLastPathComponent(),
                                          server: URL(string: "https://other.example")!)
            let ran = try await elsewhere.reserving([.runningMatch], for: .endingMatch) { true }
            #expect(ran)
        }
    }

    /// Holds an intent on `subjects` open (in a task of its own, as another process would)
    /// while `body` runs, then lets it finish.
    private func withHeldIntent(
        _ subjects: [ReservedSubject], for action: ReservedAction, _ body: (ServerIntents) async throws -> Void
    ) async throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let intents = ServerIntents(stateDirectory: directory.url, server: server)
        let (entered, enteredSignal) = AsyncStream.makeStream(of: Void.self)
        let (release, releaseSignal) = AsyncStream.makeStream(of: Void.self)
        let holder = Task {
            try await intents.reserving(subjects, for: action) {
                enteredSignal.yield()
                for await _ in release { break }
            }
        }
        for await _ in entered { break }
        do {
            try await body(intents)
        } catch {
            releaseSignal.yield()
            try await holder.value
            throw error
        }
        releaseSignal.yield()
        try await holder.value
    }

    private func reservationFiles(_ intents: ServerIntents) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: intents.directory.path).sorted()
    }
}
