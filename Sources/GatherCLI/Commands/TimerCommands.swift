import FootballGatherCore
import Foundation

/// `gather timer …`: the match clock, driven across invocations.
enum TimerCommands {
    static let group = Command(
        group: CommandSpec(
            name: "timer", abstract: "Set, start, pause and wait for the match clock.",
            discussion: "The clock keeps running between commands; it works with or without a running match.",
            examples: ["gather timer set 25:00 && gather timer start", "gather timer wait && echo 'Time is up'"]),
        [setCommand] + transitions + [status, wait, RunCountdown.command])

    static let timeArgument = ArgumentSpec(name: "TIME", help: "MM:SS (25:00), minutes and seconds (25m, 90s, 1m30s), or minutes (25).")

    static let setCommand = Command(
        CommandSpec(name: "set", abstract: "Choose the match length (0:01 to 99:59).", examples: ["gather timer set 25:00", "gather timer set 90s"], arguments: [timeArgument]),
        run: { context in
            try select(try parseTime(context.parsed.argument("TIME") ?? "", context: context), context: context)
        })

    static let transitions: [Command] = [
        transition("start", "Start the countdown (or resume it when paused).") { timer, reading in timer.start(at: reading) },
        transition("pause", "Pause the countdown.") { timer, reading in try timer.pause(at: reading) },
        transition("resume", "Resume a paused countdown.") { timer, reading in try timer.resume(at: reading) },
        transition("toggle", "Pause when running, otherwise start or resume.") { timer, reading in timer.toggle(at: reading) },
        transition("stop", "Stop the countdown and go back to the selected time.") { timer, _ in timer.stop() },
        transition("reset", "Stop and restore the selected time.") { timer, _ in timer.reset() },
    ]

    static func transition(
        _ name: String, _ abstract: String,
        _ change: @escaping @Sendable (inout GatherTimeHandler, ClockReading) throws -> Void
    ) -> Command {
        Command(CommandSpec(name: name, abstract: abstract, examples: ["gather timer \(name)"])) { context in
            let timer = try update(context) { timer, reading in try change(&timer, reading) }
            let status = TimerStatus(timer, at: context.environment.clock.now())
            if context.output.json { return try context.output.printJSON(status) }
            context.output.confirm("\(status.text) \(status.state)")
        }
    }

    static let status = Command(
        CommandSpec(name: "status", abstract: "Print the time left and the state, e.g. '12:34 running'.", examples: ["gather timer status", "gather timer status --json"]),
        run: { context in try printStatus(try load(context), context: context) })

    static let wait = Command(
        CommandSpec(
            name: "wait", abstract: "Block until the time is up (exit 0); exit 3 if the timer is or becomes not running.",
            examples: ["gather timer wait && echo 'Final whistle'"]),
        run: { context in try await TimerWait.run(context) })

    // MARK: Shared

    static func parseTime(_ text: String, context: Context) throws -> GatherTime {
        do {
            return try GatherTime(parsing: text)
        } catch {
            throw context.usageError("Invalid time '\(text)': use \(GatherTime.acceptedForms).")
        }
    }

    static func select(_ time: GatherTime, context: Context) throws {
        let timer = try update(context) { timer, reading in timer.set(time, at: reading) }
        context.output.confirm("Timer set to \(timer.selectedTime.text)")
    }

    static func store(_ context: Context) -> JSONFileStore<GatherTimeHandler> { StateStore(paths: context.paths).timer }

    static func load(_ context: Context) throws -> GatherTimeHandler { try store(context).load() ?? GatherTimeHandler() }

    /// Changes the timer under the state lock, so two shells never lose each other's change.
    @discardableResult
    static func update(_ context: Context, _ change: (inout GatherTimeHandler, ClockReading) throws -> Void) throws -> GatherTimeHandler {
        let clock = context.environment.clock
        return try store(context).update { stored in
            var timer = stored ?? GatherTimeHandler()
            try change(&timer, clock.now())
            stored = timer
            return timer
        }
    }

    static func printStatus(_ timer: GatherTimeHandler, context: Context) throws {
        let status = TimerStatus(timer, at: context.environment.clock.now())
        if context.output.json { return try context.output.printJSON(status) }
        context.output.line("\(status.text) \(status.state)")
    }

    static func runCountdown(_ context: Context) async throws { try await RunCountdown.run(context, time: nil) }
}

/// `gather timer wait`: sleeps to the deadline, re-reading the state so that a pause or
/// stop from another shell ends the wait at once.
enum TimerWait {
    static let pollInterval = 0.1

    struct NotRunning: Error, GatherFailure, LocalizedError {
        let state: TimerState
        var exitStatus: ExitStatus { .timerNotRunning }
        var errorDescription: String? { "the timer is \(state.rawValue), not running: start it with 'gather timer start'" }
    }

    static func run(_ context: Context) async throws {
        let clock = context.environment.clock
        while true {
            let timer = try TimerCommands.load(context)
            let reading = clock.now()
            guard timer.state == .running else { throw NotRunning(state: timer.state) }
            let left = timer.secondsUntilDeadline(at: reading) ?? 0
            if left <= 0 { return }
            try await Task.sleep(for: .seconds(min(left, pollInterval)))
        }
    }
}
