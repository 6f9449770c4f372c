import FootballGatherCore

/// A Core failure's next step in the CLI's words, with commands spelled for this backend (`CommandHint`).
enum NextStepWording {
    static func text(_ step: NextStep, hint: CommandHint) -> String {
        let gather = hint.gather
        return switch step {
        case .listPlayers: "see \(gather("players list"))"
        case .exactNewcomers: "use the name on the roster, or add --exact to add them as new players all the same"
        case .distinctName(let suggestion): "choose a distinct name\(suggestion.map { " such as '\($0)'" } ?? ""), or add --allow-duplicate"
        case .decideUnreadableField(let field): "give --\(field) or --clear-\(field) too"
        case .namePlayers: "give player ids or names to --players, comma-separated"
        case .giveTwoSides: "give --teams two sides separated by '/', e.g. 1,4,7/2,5,8 or \"Ana,Bo/Cy,Dee\""
        case .unretire: "bring them back with \(gather("players unretire NAME")) first"
        case .listSquad: "see \(gather("squad list"))"
        case .fillSquad: "add who plays with \(gather("squad add NAME…")), or give --players LIST or --all"
        case .confirmMaybes: "confirm who plays with \(gather("squad confirm NAME")), or give --players LIST or --all"
        case .startMatch: "start one with \(gather("start --teams A/B"))"
        case .startAgain: "start again with \(gather("start --teams A/B"))"
        case .endOrCancelFirst: "end it with \(gather("end")) or \(gather("cancel")) first"
        case .resumeToRetry: "run \(gather("start --resume")) to retry"
        case .resumeToFinish: "run \(gather("start --resume")) to finish it"
        case .resumeToFindGather: "run \(gather("start --resume")) to find it and finish the start"
        case .deleteExtraGathersThenResume:
            "delete the extra ones with \(gather("history delete ID")), then run \(gather("start --resume"))"
        case .deleteIncompleteGather(let id): "delete it with \(gather("history delete \(id.uuidString)")) before importing again"
        case .cancelToDelete: "use \(gather("cancel")) to delete it"
        case .showOrAddLateArrival: "see who plays with \(gather("show")), or add a late arrival with \(gather("add"))"
        case .moveToChangeTeam: "to change their team, use \(gather("move"))"
        case .swapAcrossTeamsOrMove: "swap two players of different teams, or use \(gather("move"))"
        case .swapInstead: "swap them with \(gather("swap")) instead"
        case .listHistory: "see \(gather("history"))"
        case .scoreTheRunningMatch: "set its score with \(gather("score")) or \(gather("end --score"))"
        case .dropScorers: "add --drop-scorers to drop them, or give a score with room for their goals"
        case .dropGoals: "add --drop-goals to drop the latest goals of that side (they are named), or give a score with room for every goal"
        case .listGoals: "see them numbered with \(gather("history show"))"
        case .setMatchLength: "choose the match length with \(gather("timer set"))"
        case .startSecondHalf: "start the second half with \(gather("timer start"))"
        case .pauseOrResetBeforeSetting: "pause it (\(gather("timer pause"))) or reset it (\(gather("timer reset"))) before setting a time"
        case .startTimer: "start it with \(gather("timer start"))"
        case .resetTimer: "run \(gather("timer reset")) to count down again"
        case .resumeTimer: "resume it with \(gather("timer resume"))"
        case .login: "run \(gather("login"))"
        case .removeUserInfoAndLogin: "remove the part before '@' and run \(gather("login"))"
        case .removeCredentialsAndLogin: "remove it and run \(gather("login"))"
        case .loginAs(let username): "choose another, or \(gather("login " + CommandHint.shellWord(username))) if it is yours"
        case .giveExportFile: "give the path of a file made by \(gather("export"))"
        case .unsetConfig(let key): "to remove it, run \(gather("config unset \(key.rawValue)"))"
        case .raiseTimeout: "try again, or raise --timeout"
        case .useRedirectedAddress: "if that is the right address, use it with --server"
        case .checkServerAddress: "check the address given with --server"
        }
    }

}

/// A failure whose own sentence names a command, spelled as the invocation's `CommandHint` spells it.
protocol HintedFailure: Error {
    func description(hint: CommandHint) -> String
}
