import Foundation
import Testing
@testable import FootballGatherCore

/// The handler as the CLI saves it between two processes.
@Suite struct TimerPersistenceTests {
    private func roundTrip(_ handler: GatherTimeHandler) throws -> GatherTimeHandler {
        try JSONDecoder().decode(GatherTimeHandler.self, from: JSONEncoder().encode(handler))
    }

    private func decode(_ json: String) throws -> GatherTimeHandler {
        try JSONDecoder().decode(GatherTimeHandler.self, from: Data(json.utf8))
    }

    @Test(arguments: [TimerState.ready, .running, .paused])
    func jsonRoundTrip_givesTheSameHandlerAndRemainingTime(state: TimerState) throws {
        var clock = FakeClock()
        var first = GatherTimeHandler(selectedTime: GatherTime(seconds: 1537) ?? .defaultTime)
        if state != .ready { try first.start(at: clock.now()) }
        clock.advance(by: 123.456)
        if state == .paused { try first.pause(at: clock.now()) }

        let second = try roundTrip(first)
        #expect(second == first)
        #expect(second.state(at: clock.now()) == state)
        clock.advance(by: 7.25)
        #expect(second.remaining(at: clock.now()) == first.remaining(at: clock.now()))
    }

    @Test func json_ofARunningHandler_isFlatWithLowercaseState() throws {
        var handler = GatherTimeHandler()
        try handler.start(at: ClockReading(monotonic: 10, bootID: "b", wall: 1000))
        let json = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(handler)) as? [String: Any])
        #expect(json["selectedTime"] as? Int == 600)
        #expect(json["state"] as? String == "running")
        #expect(json["remainingWhenPaused"] == nil)
        let deadline = try #require(json["deadline"] as? [String: Any])
        #expect(deadline["monotonic"] as? Double == 610)
        #expect(deadline["bootID"] as? String == "b")
        #expect(deadline["wall"] as? Double == 1600)
    }

    @Test func decoding_aPausedHandler_readsTheRemainingTime() throws {
        let handler = try decode(#"{"selectedTime": 600, "state": "paused", "remainingWhenPaused": 510}"#)
        #expect(handler.state(at: FakeClock().now()) == .paused)
        #expect(handler.timeText(at: FakeClock().now()) == "08:30")
    }

    /// Earlier versions saved a clock not yet started as `stopped`; it reads as ready and is written as ready.
    @Test func decoding_theOldStoppedState_isReady_andWritesReady() throws {
        let handler = try decode(#"{"selectedTime": 1500, "state": "stopped"}"#)
        #expect(handler == GatherTimeHandler(selectedTime: GatherTime(seconds: 1500) ?? .defaultTime))
        let json = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(handler)) as? [String: Any])
        #expect(json["state"] as? String == "ready")
    }

    @Test(arguments: [
        #"{"selectedTime": 600, "state": "running"}"#,
        #"{"selectedTime": 600, "state": "paused"}"#,
        #"{"selectedTime": 600, "state": "paused", "remainingWhenPaused": -1}"#,
        #"{"selectedTime": 0, "state": "stopped"}"#,
        #"{"selectedTime": 6000, "state": "stopped"}"#,
        #"{"selectedTime": 600, "state": "finished"}"#,
        #"{"state": "stopped"}"#,
        #"{"selectedTime": 600, "state": "halted"}"#,
    ])
    func decoding_anInconsistentHandler_throws(json: String) {
        #expect(throws: DecodingError.self) { try decode(json) }
    }
}
