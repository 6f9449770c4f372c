import FootballGatherCore
import Foundation

/// `gather timer …`: the match clock, driven across invocations. Four states: ready
/// (full time, not started), running, paused and finished (reached zero).
enum TimerCommands {
    static let group = Command(
        group: CommandSpec(
            name: "timer", abstract: "Set, start, pause and wait for the match clock.",
            discussion: "The clock keeps running between commands; it works with or without a running match.",
            examples: ["gather timer set 25:00 && gather timer start", "gather timer wait && echo 'Time is up'"]),
        [setCommand, start, pause, resume, toggle, reset, status, wait, RunCountdown.command])

    static let time = ArgumentKey<GatherTime>("TIME", help: "MM:SS (25:00), minutes and seconds (25m, 90s, 1m30s), or minutes (25).")

    static let setCommand = Command(
        CommandSpec(
            name: "set", abstract: "Choose the match length (0:01 to 99:59); the clock is then ready. Refused while running.",
            examples: ["gather timer set 25:00", "gather timer set 90s"], arguments: [time.spec]),
        run: { context in
            let status = try context.clockViewModel().set(context.parsed.argument(time) ?? .defaultTime)
            if context.output.json { return try context.output.printJSON(ClockJSON(status)) }
            context.output.confirm("Timer set to \(status.text)")
        })

    static let start = change("start", "Start the countdown (or resume it when paused).") { try $0.start() }
    static let pause = change("pause", "Pause the countdown.") { try $0.pause() }
    static let resume = change("resume", "Resume a paused countdown (or start a ready one).") { try $0.resume() }

    static let toggle = Command(
        CommandSpec(name: "toggle", abstract: "Pause when running, otherwise start or resume.", examples: ["gather timer toggle"]),
        run: { context in try printStatus(try context.clockViewModel().toggle(), context: context, confirming: true) })

    /// `stop` is the name earlier versions had: it still works, unlisted.
    static let reset: Command = {
        var spec = CommandSpec(name: "reset", abstract: "Go back to ready at the selected time, from any state.", examples: ["gather timer reset"])
        spec.hiddenAliases = ["stop"]
        return Command(spec) { context in try printStatus(try context.clockViewModel().reset(), context: context, confirming: true) }
    }()

    static func change(_ name: String, _ abstract: String, _ body: @escaping @Sendable (ClockViewModel) throws -> ClockChange) -> Command {
        Command(CommandSpec(name: name, abstract: abstract, examples: ["gather timer \(name)"])) { context in
            let change = try body(context.clockViewModel())
            if let note = change.note { context.output.note("Note: \(note)") }
            try printStatus(change.status, context: context, confirming: true)
        }
    }

    static let status = Command(
        CommandSpec(
            name: "status", abstract: "Print the time left and the state: ready, running, paused or finished.",
            examples: ["gather timer status", "gather timer status --json"]),
        run: { context in try printStatus(try context.clockViewModel().status(), context: context, confirming: false) })

    static let wait = Command(
        CommandSpec(
            name: "wait", abstract: "Block until the time is up (exit 0); exit 3 if the timer is or becomes ready or paused.",
            examples: ["gather timer wait && echo 'Final whistle'"]),
        run: { context in
            let viewModel = context.clockViewModel()
            try await viewModel.wait()
            if context.output.json { try context.output.printJSON(ClockJSON(try viewModel.status())) }
        })

    // MARK: Shared

    /// `12:34 running`, or the JSON object; a change's line is a confirmation (`--quiet` hides it).
    static func printStatus(_ status: ClockStatus, context: Context, confirming: Bool) throws {
        if context.output.json { return try context.output.printJSON(ClockJSON(status)) }
        let line = "\(status.text) \(status.state.rawValue)"
        if confirming { context.output.confirm(line) } else { context.output.line(line) }
    }
}
