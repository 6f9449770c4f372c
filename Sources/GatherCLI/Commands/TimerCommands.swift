import FootballGatherCore

/// The match clock, driven across invocations: ready, running, paused, half-time (of two) or finished.
enum TimerCommands {
    static let group = Command(
        group: CommandSpec(
            name: "timer", abstract: "Set, start, pause and wait for the match clock.",
            discussion: "The clock keeps running between commands; it works with or without a running match.",
            examples: ["gather timer set 25:00 && gather timer start", "gather timer wait && echo 'Time is up'"]),
        [setCommand, start, pause, resume, toggle, reset, add, status, wait, RunCountdown.command])

    static let length = ArgumentKey<MatchLength>(
        "TIME", help: "MM:SS (25:00), minutes and seconds (25m, 90s, 1m30s), or minutes (25); 2x25:00 plays two halves.")

    static let setCommand = Command(
        CommandSpec(
            name: "set",
            abstract: "Choose the match length (0:01 to 99:59, or two halves: 2x25:00); the clock is then ready. Refused while running.",
            examples: ["gather timer set 25:00", "gather timer set 90s", "gather timer set 2x25:00"], arguments: [length.spec]),
        run: { context in
            guard let length = context.parsed.argument(length) else { throw context.usageError("Missing TIME.") }
            let status = try context.clockViewModel().set(length)
            if context.output.json { return try context.output.printJSON(status) }
            context.output.confirm("Timer set to " + (length.halves > 1 ? "\(length.halves) halves of \(status.text)" : status.text))
        })

    static let start = change("start", "Start the countdown (or resume it when paused).") { try $0.start() }
    static let pause = change("pause", "Pause the countdown.") { try $0.pause() }
    static let resume = change("resume", "Resume a paused countdown (or start a ready one).") { try $0.resume() }

    static let toggle = Command(
        CommandSpec(name: "toggle", abstract: "Pause when running, otherwise start or resume.", examples: ["gather timer toggle"]),
        run: { context in try printStatus(try context.clockViewModel().toggle(), context: context, confirming: true) })

    /// `stop` is the name earlier versions had: it still works, unlisted.
    static let reset = Command(
        CommandSpec(
            name: "reset", abstract: "Go back to ready at the selected time, from any state.", examples: ["gather timer reset"],
            hiddenAliases: ["stop"]),
        run: { context in try printStatus(try context.clockViewModel().reset(), context: context, confirming: true) })

    static func change(_ name: String, _ abstract: String, _ body: @escaping @Sendable (ClockViewModel) throws -> ClockChange) -> Command {
        Command(CommandSpec(name: name, abstract: abstract, examples: ["gather timer \(name)"])) { context in
            let change = try body(context.clockViewModel())
            if let note = change.note { context.output.note("Note: \(note)") }
            try printStatus(change.status, context: context, confirming: true)
        }
    }

    static let stoppage = ArgumentKey<StoppageTime>(
        "DURATION", help: "Time to add (2m, 90s, 1:30), or with - in front to take off (-1m).")

    static let add = Command(
        CommandSpec(
            name: "add", abstract: "Add time for the minutes lost (or take time off with -) on a running, paused or finished clock.",
            discussion: "A running clock keeps running; a finished clock (or one at half-time) is paused with the added time, ready to resume. The clock stays between 00:00 and 99:59.",
            examples: ["gather timer add 2m", "gather timer add -30s"], arguments: [stoppage.spec]),
        run: { context in
            guard let stoppage = context.parsed.argument(stoppage) else { throw context.usageError("Missing DURATION.") }
            try printStatus(try context.clockViewModel().add(stoppage), context: context, confirming: true)
        })

    static let status = Command(
        CommandSpec(
            name: "status", abstract: "Print the time left and the state: ready, running, paused, half-time or finished.",
            examples: ["gather timer status", "gather timer status --json"]),
        run: { context in try printStatus(try context.clockViewModel().status(), context: context, confirming: false) })

    static let wait = Command(
        CommandSpec(
            name: "wait", abstract: "Block until the time is up, or the first half is (exit 0); exit 3 if the timer is or becomes ready or paused.",
            examples: ["gather timer wait && echo 'Final whistle'"]),
        run: { context in
            let viewModel = context.clockViewModel()
            // Waiting, the clock runs: Ctrl-C leaves it running, and says so.
            let interrupt = InterruptHandler(explanation: { [hint = context.output.hint] in RunCountdown.interruptedClock(.running, hint: hint) })
            defer { interrupt.cancel() }
            TestHold.at("timer-wait")
            try await viewModel.wait()
            if context.output.json { try context.output.printJSON(try viewModel.status()) }
        })

    /// `12:34 running`, or the JSON object; a change's line is a confirmation (`--quiet` hides it).
    static func printStatus(_ status: ClockStatus, context: Context, confirming: Bool) throws {
        if context.output.json { return try context.output.printJSON(status) }
        var line = "\(status.text) \(status.state.rawValue)"
        if let half = status.half, let halves = status.halves, status.state == .running || status.state == .paused {
            line += " (half \(half) of \(halves))"
        }
        if confirming { context.output.confirm(line) } else { context.output.line(line) }
    }
}
