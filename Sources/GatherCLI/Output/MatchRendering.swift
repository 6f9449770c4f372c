import FootballGatherCore
import Foundation

/// How a match looks on stdout.
enum MatchRendering {
    static func started(_ match: ActiveMatch, output: Output, verb: String) throws {
        if output.json { return try output.printJSON(match) }
        output.confirm("\(verb) gather \(match.gatherID.uuidString)")
        teams(match, output: output)
    }

    static func teams(_ match: ActiveMatch, output: Output) {
        for (team, players) in [(Team.teamA, match.teamA), (.teamB, match.teamB)] {
            let skill = players.reduce(0) { $0 + Skill.points(of: $1.skill) }
            output.line("\(team.rawValue) (\(players.count) player\(players.count == 1 ? "" : "s"), skill \(skill))")
            output.table(headers: ["  NAME", "POS", "SKILL"], rows: players.map { player in
                ["  " + player.name, player.position?.abbreviation ?? "-", player.skill?.rawValue ?? "-"]
            })
        }
    }

    struct Snapshot: Encodable {
        var match: ActiveMatch
        var timer: TimerStatus
    }

    static func show(_ match: ActiveMatch, timer: GatherTimeHandler, at reading: ClockReading, output: Output) throws {
        let status = TimerStatus(timer, at: reading)
        if output.json { return try output.printJSON(Snapshot(match: match, timer: status)) }
        output.line("Gather \(match.gatherID.uuidString)" + (match.server.map { " on \($0)" } ?? " (offline)"))
        output.line("Score: \(match.currentScore.text)   Time left: \(status.text) \(status.state)")
        if !match.pending.isEmpty {
            output.line("Not yet added: \(match.pending.count) player(s): run 'gather start --resume'")
        }
        teams(match, output: output)
    }
}

/// The timer as `timer status --json` and `show --json` print it.
struct TimerStatus: Encodable {
    var state: String
    var remainingSeconds: Int
    var selectedSeconds: Int
    var text: String

    init(_ timer: GatherTimeHandler, at reading: ClockReading) {
        let remaining = timer.remaining(at: reading)
        state = timer.state.rawValue
        remainingSeconds = GatherTime.wholeSecondsShown(remaining: remaining)
        selectedSeconds = timer.selectedTime.totalSeconds
        text = GatherTime.text(remaining: remaining)
    }
}
