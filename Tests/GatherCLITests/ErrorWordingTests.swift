import Foundation
import Testing

@testable import FootballGatherCore
@testable import GatherCLI

/// Core says what went wrong; the CLI adds the next step in its own words, after a colon,
/// or a semicolon when the sentence already has one.
@Suite struct ErrorWordingTests {
    @Test(arguments: [
        (TimerError.cannotPause as any Error, "the timer is not running, so there is nothing to pause: start it with 'gather timer start'"),
        (TimerError.cannotSetWhileRunning,
         "the timer is running: pause it ('gather timer pause') or reset it ('gather timer reset') before setting a time"),
        (TimerError.timeIsUp, "the time is already up: run 'gather timer reset' to count down again"),
        (TimerError.notRunning(.ready), "the timer is ready, not running: start it with 'gather timer start'"),
        (TimerError.notRunning(.paused), "the timer is paused, not running: resume it with 'gather timer resume'"),
        (InputError.unknownPlayers([UnknownPlayer(reference: "Boo", suggestion: "Bo")]),
         "no player matches 'Boo' (did you mean 'Bo'?): see 'gather players list'"),
        (InputError.unknownPlayers([UnknownPlayer(reference: "Anna", suggestion: "Ana"), UnknownPlayer(reference: "Zed")]),
         "no player matches these 2 names: 'Anna' (did you mean 'Ana'?) and 'Zed'; see 'gather players list'"),
        (InputError.emptySquad, "the squad is empty: add who plays with 'gather squad add NAME…', or give --players LIST or --all"),
        (StorageError.lockHeld(path: "/d/intent.lock"),
         "another gather command has held /d/intent.lock for 10 minutes, and nothing was changed: try again once it has ended"),
        (InputError.squadOfMaybes(2),
         "no player of the squad is sure yet (2 maybes): confirm who plays with 'gather squad confirm NAME', or give --players LIST or --all"),
        (InputError.notInSquad(["Cy"]), "Cy is not in the squad: see 'gather squad list'"),
        (InputError.duplicateName("Ana", takenBy: 3, suggestion: "Ana 2"),
         "player #3 is already called 'Ana', so the name would no longer pick one player: choose a distinct name such as 'Ana 2', or add --allow-duplicate"),
        (MatchError.noActiveMatch, "no match is running: start one with 'gather start --teams A/B'"),
        (MatchError.playersNotAdded(names: ["Bo"], cause: ErrorCause(WordedElsewhere(text: "the server failed (503)"))),
         "1 player(s) could not be added (Bo): the server failed (503); run 'gather start --resume' to retry"),
        (ConfigError.emptyValue(.username), "the value for 'username' is empty: to remove it, run 'gather config unset username'"),
        (APIError.timedOut(server: "http://s"), "the server at http://s did not answer in time: try again, or raise --timeout"),
        (LoginError.usernameTaken("ana"), "the username 'ana' is taken: choose another, or 'gather login ana' if it is yours"),
        (MatchError.noGoalToUndo(.teamA), "Team A has no goal to take back"),
    ])
    func sentence_isCoresWordsThenTheNextStep(error: any Error, expected: String) {
        #expect(ErrorWording.sentence(for: error, hint: .plain) == expected)
    }

    @Test func everyNextStep_isSpelledAsAGatherCommandOrOption() {
        let steps: [NextStep] = [
            .listPlayers, .distinctName(suggestion: nil), .decideUnreadableField("skill"), .namePlayers, .giveTwoSides, .unretire,
            .listSquad, .fillSquad, .startMatch, .startAgain, .endOrCancelFirst, .resumeToRetry, .resumeToFinish,
            .resumeToFindGather, .deleteExtraGathersThenResume, .deleteIncompleteGather(UUID()), .cancelToDelete, .showOrAddLateArrival, .moveToChangeTeam,
            .swapAcrossTeamsOrMove, .swapInstead, .listHistory, .scoreTheRunningMatch, .dropScorers, .dropGoals, .exactNewcomers, .setMatchLength,
            .startSecondHalf, .pauseOrResetBeforeSetting, .startTimer, .resetTimer, .resumeTimer, .login,
            .removeUserInfoAndLogin, .removeCredentialsAndLogin, .loginAs("ana"), .giveExportFile, .unsetConfig(.server),
            .raiseTimeout, .useRedirectedAddress, .checkServerAddress,
        ]
        for step in steps {
            let text = NextStepWording.text(step, hint: .plain)
            #expect(text.contains("'gather ") || text.contains("--"), "\(step): \(text)")
        }
    }
}

/// A cause no family of the CLI words: said in its own description.
private struct WordedElsewhere: LocalizedError {
    var text: String
    var errorDescription: String? { text }
}
