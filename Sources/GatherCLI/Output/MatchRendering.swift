import FootballGatherCore
import Foundation

/// How a match looks on stdout.
enum MatchRendering {
    static func started(_ match: ActiveMatch, timer: @autoclosure () throws -> ClockStatus, output: Output, verb: String) throws {
        if output.json { return try output.printJSON(MatchJSON(match, state: .running, timer: try timer())) }
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

    static func show(_ snapshot: MatchSnapshot, output: Output) throws {
        if output.json { return try output.printJSON(MatchJSON(snapshot)) }
        let match = snapshot.match
        output.line("Gather \(match.gatherID.uuidString)" + (match.backend.server.map { " on \($0.absoluteString)" } ?? " (offline)"))
        output.line("Score: \(match.currentScore.text)   Time left: \(snapshot.timer.text) \(snapshot.timer.state.rawValue)")
        if !match.pending.isEmpty {
            output.line("Not yet added: \(match.pending.count) player(s): run \(CommandHint.gather("start --resume"))")
        }
        let names = Dictionary(match.everyone.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        for line in GoalRendering.lines(match.goals, names: names) { output.line(line) }
        teams(match, output: output)
    }
}
