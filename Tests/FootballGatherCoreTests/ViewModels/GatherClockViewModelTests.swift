import Foundation
import Testing
@testable import FootballGatherCore

/// The gather screen's clock: the `MM:SS` text and the button title, read from the saved timer.
@Suite struct GatherClockViewModelTests {
    @Test func timeTextAndActionTitle_followTheSavedTimer() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("clock-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let state = StateStore(directory: directory)
        var clock = FakeClock()
        var viewModel: GatherViewModel { GatherViewModel(state: state, clock: clock) }
        #expect(try viewModel.timeText() == "10:00")
        #expect(try viewModel.actionTitle() == "Start")

        var timer = GatherTimeHandler()
        timer.start(at: clock.now())
        try state.timer.save(timer)
        clock.advance(by: 61)
        #expect(try viewModel.timeText() == "08:59")
        #expect(try viewModel.actionTitle() == "Pause")

        try timer.pause(at: clock.now())
        try state.timer.save(timer)
        #expect(try viewModel.actionTitle() == "Resume")
    }
}
