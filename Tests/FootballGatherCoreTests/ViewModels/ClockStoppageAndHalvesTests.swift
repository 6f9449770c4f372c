import Foundation
import Testing
@testable import FootballGatherCore
@testable import GatherTestSupport

/// Stoppage time, two halves and the end-of-match offer, in memory on a manual clock.
@Suite struct ClockStoppageAndHalvesTests {
    private func makeSUT(_ length: String = "10:00") throws -> (ClockViewModel, ManualClock, MemoryClockStore) {
        let clock = ManualClock()
        let store = MemoryClockStore()
        let viewModel = ClockViewModel(store: store, clock: clock, sleeper: clock)
        _ = try viewModel.set(try MatchLength(parsing: length))
        return (viewModel, clock, store)
    }

    private func stoppage(_ text: String) throws -> StoppageTime { try StoppageTime(parsing: text) }

    // MARK: add

    @Test func add_whileRunning_keepsRunningWithMoreTime() throws {
        let (viewModel, clock, _) = try makeSUT()
        _ = try viewModel.start()
        clock.advance(by: 90)
        let status = try viewModel.add(try stoppage("2m"))
        #expect(status.state == .running)
        #expect(status.text == "10:30")
        clock.advance(by: 630)
        #expect(try viewModel.status().state == .finished)
    }

    @Test func add_negative_whilePaused_takesTimeOff() throws {
        let (viewModel, clock, _) = try makeSUT()
        _ = try viewModel.start()
        clock.advance(by: 60)
        _ = try viewModel.pause()
        let status = try viewModel.add(try stoppage("-1m"))
        #expect(status.state == .paused)
        #expect(status.text == "08:00")
    }

    @Test func add_toAFinishedClock_pausesItWithTheAddedTime() throws {
        let (viewModel, clock, _) = try makeSUT()
        _ = try viewModel.start()
        clock.advance(by: 700)
        let status = try viewModel.add(try stoppage("3m"))
        #expect(status.state == .paused)
        #expect(status.text == "03:00")
        _ = try viewModel.resume()
        clock.advance(by: 180)
        #expect(try viewModel.status().state == .finished)
    }

    @Test func add_onAReadyClock_isRefused() throws {
        let (viewModel, _, store) = try makeSUT()
        let before = try store.load()
        #expect(throws: TimerError.cannotAddWhileReady) { try viewModel.add(try stoppage("2m")) }
        #expect(try store.load() == before)
        #expect(TimerError.cannotAddWhileReady.failureKind == .refused)
    }

    @Test func add_belowZeroOrAbove9959_isRefused_andChangesNothing() throws {
        let (viewModel, clock, store) = try makeSUT("99:00")
        _ = try viewModel.start()
        clock.advance(by: 60)
        _ = try viewModel.pause()
        let before = try store.load()
        #expect(throws: TimerError.stoppageAboveMaximum(shown: 5880, adding: 120)) { try viewModel.add(try stoppage("2m")) }
        #expect(throws: TimerError.stoppageBelowZero(shown: 5880, taking: 5940)) { try viewModel.add(try stoppage("-99m")) }
        #expect(try store.load() == before)
        #expect(TimerError.stoppageBelowZero(shown: 0, taking: 1).failureKind == .invalidData)
    }

    @Test func add_takingOffAllThatIsShown_finishesTheClock() throws {
        let (viewModel, clock, _) = try makeSUT()
        _ = try viewModel.start()
        clock.advance(by: 0.5)
        #expect(try viewModel.add(try stoppage("-10m")).state == .finished)
    }

    @Test(arguments: ["", "-", "+", "2x", "abc", "--2m"])
    func stoppage_malformed_isInvalid(_ text: String) {
        #expect(throws: TimerError.invalidStoppage(text)) { try StoppageTime(parsing: text) }
    }

    /// Written right, but no time a clock holds (0:01 to 99:59): out of range (65), as `timer set` says it.
    @Test(arguments: ["-0:00", "0", "100", "6000s", "+100:00", "-00005"])
    func stoppage_outOfRange_isOutOfRange(_ text: String) {
        #expect(throws: TimerError.timeOutOfRange(text)) { try StoppageTime(parsing: text) }
    }

    // MARK: halves

    @Test func halves_firstHalfEndsAtHalfTime_thenStartPlaysTheSecond() async throws {
        let (viewModel, clock, _) = try makeSUT("2x25:00")
        _ = try viewModel.start()
        clock.advance(by: 1500)
        let halfTime = try viewModel.status()
        #expect(halfTime.state == .halfTime)
        #expect(halfTime.text == "00:00")
        #expect(halfTime.half == 1 && halfTime.halves == 2)
        try await viewModel.wait()
        #expect(throws: TimerError.cannotPauseAtHalfTime) { try viewModel.pause() }
        let second = try viewModel.start().status
        #expect(second.state == .running && second.half == 2 && second.text == "25:00")
        clock.advance(by: 1500)
        #expect(try viewModel.status().state == .finished)
        #expect(throws: TimerError.timeIsUp) { try viewModel.start() }
    }

    @Test func halves_json_hasHalfTimeStateAndHalf() throws {
        let (viewModel, clock, _) = try makeSUT("2x1:00")
        _ = try viewModel.start()
        clock.advance(by: 60)
        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(try viewModel.status())) as? [String: Any]
        #expect(json?["state"] as? String == "half-time")
        #expect(json?["half"] as? Int == 1)
    }

    @Test func halves_stoppageAtHalfTime_staysInTheFirstHalf() throws {
        let (viewModel, clock, _) = try makeSUT("2x1:00")
        _ = try viewModel.start()
        clock.advance(by: 60)
        let status = try viewModel.add(try stoppage("1m"))
        #expect(status.state == .paused && status.half == 1 && status.text == "01:00")
    }

    @Test func halves_resetGoesBackToTheFirstHalf() throws {
        let (viewModel, clock, _) = try makeSUT("2x1:00")
        _ = try viewModel.start()
        clock.advance(by: 60)
        _ = try viewModel.start()
        let status = try viewModel.reset()
        #expect(status.state == .ready && status.half == 1 && status.text == "01:00")
    }

    @Test func saved_halvesClock_readsBack_andOldFilesStillRead() throws {
        var handler = GatherTimeHandler(length: try MatchLength(parsing: "2x25:00"))
        let clock = ManualClock()
        try handler.start(at: clock.now())
        clock.advance(by: 1600)
        try handler.start(at: clock.now())
        try handler.add(seconds: 60, at: clock.now())
        let decoded = try JSONDecoder().decode(GatherTimeHandler.self, from: JSONEncoder().encode(handler))
        #expect(decoded == handler)
        let old = Data(#"{"selectedTime":600,"state":"paused","remainingWhenPaused":30}"#.utf8)
        let oldClock = try JSONDecoder().decode(GatherTimeHandler.self, from: old)
        #expect(oldClock.halves == 1 && oldClock.half == 1 && oldClock.addedSeconds == 0)
        let tooManyHalves = Data(#"{"selectedTime":600,"state":"ready","halves":3,"half":1}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(GatherTimeHandler.self, from: tooManyHalves) }
    }

    @Test(arguments: ["2x", "2x ", "2X"])
    func matchLength_twoXWithoutATime_saysSo(_ text: String) {
        #expect(throws: TimerError.missingHalfTime(text)) { try MatchLength(parsing: text) }
    }

    @Test(arguments: ["3x10:00", "x10", "2xabc"])
    func matchLength_malformed_isInvalid(_ text: String) {
        #expect(throws: TimerError.invalidMatchLength(text)) { try MatchLength(parsing: text) }
    }

    @Test(arguments: ["2x0:00", "2x100:00"])
    func matchLength_halvesOutOfRange_areOutOfRange(_ text: String) {
        #expect(throws: TimerError.timeOutOfRange(text)) { try MatchLength(parsing: text) }
    }
}
