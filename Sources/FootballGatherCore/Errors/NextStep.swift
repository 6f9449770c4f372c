import Foundation

/// What the user can do about a failure, when it is something to run or type: the CLI spells it as its
/// commands and options (`'gather players list'`, `--drop-scorers`); Core's sentences never name them.
public enum NextStep: Sendable, Equatable {
    // The roster.
    case listPlayers
    /// Another name (such as `suggestion`), or allowing a duplicate.
    case distinctName(suggestion: String?)
    /// An edit that would erase a value this version cannot read: say what it becomes.
    case decideUnreadableField(String)
    case namePlayers
    /// Names close to a player's, which `--exact` adds as new players all the same.
    case exactNewcomers
    case giveTwoSides
    case unretire
    // The squad.
    case listSquad
    case fillSquad
    case confirmMaybes
    // The running match.
    case startMatch
    case startAgain
    case endOrCancelFirst
    case resumeToRetry
    case resumeToFinish
    case resumeToFindGather
    case deleteExtraGathersThenResume
    /// An import that left a gather half-made and could not take it back.
    case deleteIncompleteGather(UUID)
    case cancelToDelete
    case showOrAddLateArrival
    case moveToChangeTeam
    case swapAcrossTeamsOrMove
    case swapInstead
    // The history.
    case listHistory
    case scoreTheRunningMatch
    case dropScorers
    /// A lower score for the running match: `--drop-goals` drops the latest goals.
    case dropGoals
    /// The goals of a past match, numbered as `--scorer` takes them.
    case listGoals
    // The clock.
    case setMatchLength
    case startSecondHalf
    case pauseOrResetBeforeSetting
    case startTimer
    case resetTimer
    case resumeTimer
    // Account, settings and files.
    case login
    case removeUserInfoAndLogin
    case removeCredentialsAndLogin
    case loginAs(String)
    case giveExportFile
    case unsetConfig(ConfigKey)
    case raiseTimeout
    case useRedirectedAddress
    case checkServerAddress
}

extension GatherFailure {
    /// Nothing to run or type: the sentence says all there is.
    public var nextStep: NextStep? { nil }
}
