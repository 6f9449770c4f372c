import FootballGatherCore
import Foundation
import Synchronization

/// `gather timer run`. On a terminal one line is redrawn every second (with the score when a match runs) and
/// keys are read; piped, a line at the start, at each minute and at the end, and no key is read. Ctrl-C stops
/// showing (the clock keeps its state, and says so) and exits 130.
enum RunCountdown {
    static let time = ArgumentKey<MatchLength>("TIME", help: "Set this time first (default: the selected time); 2x25:00 plays two halves.", isOptional: true)
    static let onEnd = OptionKey<String>(
        "on-end", valueName: "COMMAND",
        help: "Run this shell command (via /bin/sh) when the time is up (at the end of each half); gather exits 1 if it fails.")

    static let command = Command(
        CommandSpec(
            name: "run", abstract: "Start the clock and show the countdown until zero.",
            discussion: """
                On a terminal, space (or p) pauses and resumes; with a match running, a and b count a goal for \
                that side and u takes the last goal back (as 'goal a', 'goal b' and 'goal --undo'; scorers can be \
                credited afterwards), and the line shows the score. Without a terminal no key is read. At full \
                time, with a match running and a terminal to ask on, gather offers to end the match at its score.
                """,
            examples: ["gather timer run 25:00", "gather timer run 10m --on-end 'notify-send \"Full time\"'"],
            arguments: [time.spec],
            options: [onEnd.spec]),
        run: { context in try await run(context, length: context.parsed.argument(time)) })

    static func run(_ context: Context, length: MatchLength?) async throws {
        let final = try await showCountdown(context, length: length)
        if let command = context.parsed.value(onEnd) {
            let status = try await context.environment.shell.run(command, environment: context.environment.variables)
            guard status == 0 else { throw OnEndFailed(status: status) }
        }
        try await offerToEndMatch(after: final, context: context)
    }

    /// Returns the clock as it ended: finished or half-time.
    private static func showCountdown(_ context: Context, length: MatchLength?) async throws -> ClockStatus {
        let viewModel = context.clockViewModel()
        let run = try viewModel.run(selecting: length)
        let started = run.status
        // With --json, stdout is for JSON only: the countdown goes to stderr.
        let stream: StandardStream = context.output.json ? .standardError : .standardOutput
        let match = context.matchViewModel()
        let display = CountdownDisplay(
            console: context.console, stream: stream, isTerminal: context.console.isTerminal(stream),
            startingSeconds: started.remainingSeconds, hint: context.output.hint,
            score: { (try? match.match())?.currentScore })
        let keys = display.isTerminal ? context.environment.openKeys() : nil
        let interrupt = InterruptHandler(explanation: { [hint = context.output.hint] in interruptedClock(display.lastState, hint: hint) }, cleanup: { keys?.restore() })
        defer {
            keys?.restore()
            interrupt.cancel()
        }
        display.started(started, acceptsKeys: keys != nil, alreadyRunning: run.note != nil)
        var final = started
        try await withThrowingTaskGroup(of: Void.self) { group in
            if let keys {
                group.addTask { try await keyPresses(from: keys, viewModel: viewModel, match: match, display: display) }
            }
            for try await tick in viewModel.ticks() {
                display.show(tick)
                final = tick
            }
            group.cancelAll()
        }
        display.finished(final)
        if context.output.json { try context.output.printJSON(try viewModel.status()) }
        return final
    }

    /// What Ctrl-C leaves: the clock is not stopped by leaving the countdown.
    static func interruptedClock(_ state: TimerState, hint: CommandHint) -> String? {
        switch state {
        case .running: "The clock keeps running: \(hint.gather("timer pause")) stops it."
        case .paused: "The clock stays paused: \(hint.gather("timer resume")) goes on."
        default: nil
        }
    }

    /// At full time with a match running, on a terminal and without `--no-input`; yes ends it as `end` does.
    static func offerToEndMatch(after clock: ClockStatus, context: Context) async throws {
        let viewModel = context.matchViewModel()
        guard let offer = try viewModel.endOffer(after: clock),
              Prompt(context: context).agrees(to: "End the match at \(offer.score.text)?")
        else { return }
        try MatchCommands.printEnded(try await viewModel.accept(offer), context: context)
    }

    /// Goal keys go through the match's view model (its locks, its file), as `goal` does.
    private static func keyPresses(
        from keys: any KeyPresses, viewModel: ClockViewModel, match: MatchViewModel, display: CountdownDisplay
    ) async throws {
        while !Task.isCancelled {
            guard let key = await keys.nextKey(within: ClockViewModel.pollInterval) else { continue }
            if let goal = GoalKey(key) {
                // No match, or no goal to take back: the key does nothing, and the line says so.
                display.said(goal.apply(match))
                display.show(try viewModel.status())
                continue
            }
            guard key == 0x20 || key == UInt8(ascii: "p") else { continue }
            do {
                display.show(try viewModel.toggle())
            } catch TimerError.timeIsUp {
                return  // Pressed as the time ran out: the ticks end the countdown.
            }
        }
    }
}

final class CountdownDisplay: Sendable {
    let console: any Console
    let stream: StandardStream
    let isTerminal: Bool
    let startingSeconds: Int
    let hint: CommandHint
    /// The state last shown, for what Ctrl-C says of the clock.
    private let shown = Mutex(TimerState.running)

    /// The running match's score, read at each redraw; nil without a match.
    let score: @Sendable () -> Score?
    /// What the last goal key did, shown on the line until the next one.
    private let lastKey = Mutex<String?>(nil)

    init(
        console: any Console, stream: StandardStream, isTerminal: Bool, startingSeconds: Int, hint: CommandHint,
        score: @escaping @Sendable () -> Score? = { nil }
    ) {
        (self.console, self.stream, self.isTerminal, self.startingSeconds, self.hint) = (console, stream, isTerminal, startingSeconds, hint)
        self.score = score
    }

    func said(_ text: String) { lastKey.withLock { $0 = text } }

    var lastState: TimerState { shown.withLock { $0 } }

    func started(_ status: ClockStatus, acceptsKeys: Bool, alreadyRunning: Bool = false) {
        shown.withLock { $0 = status.state }
        let opening = alreadyRunning ? "Countdown already running: \(status.text) left" : "Countdown \(status.text) started"
        say(opening + (acceptsKeys ? " (space: pause/resume)" : "") + "\n")
        if acceptsKeys, score() != nil { say("Keys: a goal for Team A · b goal for Team B · u take the last goal back\n") }
    }

    /// The status line is rewritten in place: a shorter one must not leave the end of the last behind.
    static let clearToEndOfLine = "\u{1B}[K"

    func show(_ status: ClockStatus) {
        shown.withLock { $0 = status.state }
        guard !status.reachedZero else { return }
        if isTerminal {
            let score = score().map { "  \($0.text)" } ?? ""
            let key = lastKey.withLock { $0 }.map { "  (\($0))" } ?? ""
            say("\r\(status.text) \(status.state.rawValue)\(score)\(key)\(Self.clearToEndOfLine)")
        } else if status.state == .running, status.remainingSeconds % 60 == 0,
                  (1..<startingSeconds).contains(status.remainingSeconds) {
            say("\(status.text) \(status.state.rawValue)\n")
        }
    }

    func finished(_ status: ClockStatus) {
        let halfTime = status.state == .halfTime
        if isTerminal { say("\r00:00 \(halfTime ? "half-time" : "done")\(Self.clearToEndOfLine)\n\u{07}") }
        say(halfTime ? "Half-time: \(hint.gather("timer start")) plays the second half\n" : "Time is up\n")
    }

    private func say(_ text: String) { console.write(text, to: stream) }
}

struct OnEndFailed: Error, CLIFailure, LocalizedError {
    let status: Int32
    var exitStatus: ExitStatus { .refused }
    var errorDescription: String? { "the --on-end command failed with exit code \(status)" }
}

enum GoalKey {
    case goal(Team)
    case undo

    init?(_ key: UInt8) {
        switch key {
        case UInt8(ascii: "a"), UInt8(ascii: "A"): self = .goal(.teamA)
        case UInt8(ascii: "b"), UInt8(ascii: "B"): self = .goal(.teamB)
        case UInt8(ascii: "u"), UInt8(ascii: "U"): self = .undo
        default: return nil
        }
    }

    func apply(_ match: MatchViewModel) -> String {
        do {
            switch self {
            case .goal(let team):
                _ = try match.goal(for: team)
                return "goal \(team.rawValue)"
            case .undo:
                // The last goal counted one by one; else, the side with a goal to take back.
                let running = try match.match()
                let score = running.currentScore
                let scored: Team? = score.teamB > 0 ? .teamB : score.teamA > 0 ? .teamA : nil
                guard let last = running.goals.last?.side.team ?? scored else { return "no goal to take back" }
                _ = try match.takeBackGoal(for: last)
                return "took back a goal of \(last.rawValue)"
            }
        } catch MatchError.noActiveMatch {
            return "no match running"
        } catch {
            return "not counted: \(ErrorReporter.message(for: error, hint: .plain))"
        }
    }
}
