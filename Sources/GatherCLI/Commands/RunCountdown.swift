import FootballGatherCore
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// `gather timer run`: starts the clock and shows it until zero. On a terminal one line
/// is redrawn every second and space pauses or resumes; piped, a line at the start, at
/// each minute and at the end. Ctrl-C stops showing (the clock keeps its state) and exits 130.
enum RunCountdown {
    static let command = Command(
        CommandSpec(
            name: "run", abstract: "Start the clock and show the countdown until zero.",
            examples: ["gather timer run 25:00", "gather timer run 10m --on-end 'notify-send \"Full time\"'"],
            arguments: [ArgumentSpec(name: "TIME", help: "Set this time first (default: the selected time).", isOptional: true)],
            options: [OptionSpec(long: "on-end", valueName: "COMMAND", help: "Run this shell command (via /bin/sh) when the time is up; gather exits 1 if it fails.")]),
        run: { context in
            try await run(context, time: try context.parsed.argument("TIME").map { text throws in try TimerCommands.parseTime(text, context: context) })
        })

    static func run(_ context: Context, time: GatherTime?) async throws {
        var timer = try TimerCommands.update(context) { timer, reading in
            if let time { timer.set(time, at: reading) }
            if timer.state != .running || timer.isFinished(at: reading) { timer.start(at: reading) }
        }
        let clock = context.environment.clock
        // With --json, stdout is for JSON only: the countdown goes to stderr.
        let stream: StandardStream = context.output.json ? .standardError : .standardOutput
        let say = { (text: String) in context.console.write(text, to: stream) }
        let isTerminal = context.console.isTerminal(stream)
        let keys = isTerminal ? RawTerminal() : nil
        let interrupt = InterruptHandler { keys?.restore() }
        defer {
            keys?.restore()
            interrupt.cancel()
        }
        var lastMinute = Int.max
        say("Countdown \(timer.timeText(at: clock.now())) started" + (keys?.isActive == true ? " (space: pause/resume)" : "") + "\n")
        while true {
            let reading = clock.now()
            timer = try TimerCommands.load(context)
            if timer.state == .stopped { throw TimerWait.NotRunning(state: .stopped) }
            if timer.isFinished(at: reading) { break }
            let text = timer.timeText(at: reading)
            let wait = min(timer.secondsUntilTextChanges(at: reading) ?? 1, 1)
            if isTerminal {
                say("\r\(text) \(timer.state.rawValue)  ")
            } else {
                let minute = GatherTime.wholeSecondsShown(remaining: timer.remaining(at: reading)) / 60
                if minute < lastMinute && timer.remaining(at: reading).truncatingRemainder(dividingBy: 60) < 1 {
                    say("\(text) \(timer.state.rawValue)\n")
                }
                lastMinute = min(lastMinute, minute)
            }
            // Keys only from a real terminal: polling a closed or redirected stdin would spin.
            if let keys, keys.isActive {
                if let key = keys.key(within: wait), key == 0x20 || key == UInt8(ascii: "p") {
                    try TimerCommands.update(context) { timer, reading in timer.toggle(at: reading) }
                }
            } else {
                try await Task.sleep(for: .seconds(wait))
            }
        }
        if isTerminal { say("\r00:00 done     \n\u{07}") }
        say("Time is up\n")
        if let command = context.parsed.value("on-end") { try OnEndCommand.run(command) }
    }
}

/// `--on-end`: the user's command, through /bin/sh.
enum OnEndCommand {
    struct Failed: Error, GatherFailure, LocalizedError {
        let status: Int32
        var exitStatus: ExitStatus { .refused }
        var errorDescription: String? { "the --on-end command failed with exit code \(status)" }
    }

    static func run(_ command: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failed(status: process.terminationStatus) }
    }
}
