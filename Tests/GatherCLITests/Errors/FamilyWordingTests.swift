import Foundation
import Testing

@testable import FootballGatherCore
@testable import GatherCLI

/// Core's typed errors, worded by the CLI: each family's sentence and exit code (65 unless
/// said), pinned.
@Suite struct FamilyWordingTests {
    private static let id = UUID(uuidString: "3F2A1B4C-0000-0000-0000-000000000001") ?? UUID()
    private static let gather = "gather 3F2A1B4C-0000-0000-0000-000000000001 of the file"

    private func says(_ error: any Error, _ expected: String, exit: Int32 = 65, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(ErrorWording.sentence(for: error, hint: .plain) == expected, sourceLocation: sourceLocation)
        #expect(ErrorReporter.status(of: error).rawValue == exit, sourceLocation: sourceLocation)
    }

    @Test func fees() {
        says(FeeError.negativePitchFee, "the pitch fee cannot be negative: give 0 to stop charging it")
        says(FeeError.zeroPayment, "a payment of 0.00 changes nothing: give the amount paid")
        says(FeeError.blankPaymentNote, "a payment's note cannot be blank: leave it out, or write what it was")
        says(FeeError.paymentNoteTooLong(limit: 200, length: 201), "a payment's note is at most 200 characters; this one has 201")
    }

    @Test func squad() {
        says(SquadError.limitBelowOne, "a squad limit is at least 1 player")
        says(SquadError.noPlayersGiven, "no players given: name them by id or name, comma-separated or one per line")
        says(InputError.emptySquad, "the squad is empty: add who plays with 'gather squad add NAME…', or give --players LIST or --all")
    }

    @Test func account() {
        says(LoginError.blankUsername, "the username cannot be blank")
        says(LoginError.colonInUsername, "the username cannot contain ':'")
        says(LoginError.emptyPassword, "the password cannot be empty")
        says(LoginError.wrongCredentials(username: "ana", server: "http://s"),
             "wrong username or password for 'ana' on http://s: check them and try again", exit: 77)
        says(LoginError.usernameTaken("ana"), "the username 'ana' is taken: choose another, or 'gather login ana' if it is yours", exit: 1)
    }

    @Test func names() {
        says(InputError.blankName, "a player's name cannot be blank")
        says(InputError.unaddressableName("#3", reason: .hashNumber),
             "'#3' cannot be a player's name, as it could never be used to pick the player: '#' followed by a number is read as a player id")
        says(InputError.unaddressableName("#x", reason: .hashWord),
             "'#x' cannot be a player's name, as it could never be used to pick the player: a word that starts with '#' is a comment to a shell, so the name would be lost when typed")
        says(InputError.unaddressableName("7", reason: .number),
             "'7' cannot be a player's name, as it could never be used to pick the player: a number is read as a player id")
        says(InputError.unaddressableName("A,B", reason: .listSeparator),
             "'A,B' cannot be a player's name, as it could never be used to pick the player: ',' and '/' separate the players of a list")
        says(InputError.cannotAdd("", reason: .blankName), "cannot add '': a player's name cannot be blank; nobody was added")
        says(InputError.cannotAdd("bo", reason: .duplicateName("Bo", takenBy: 7, suggestion: "bo 2")),
             "cannot add 'bo': player #7 is already called 'Bo', so the name would no longer pick one player; nobody was added")
        says(InputError.givenTwice("ANA"),
             "'ANA' is given twice, and each new player needs a distinct name: nobody was added; choose a distinct name, or add --allow-duplicate")
        says(InputError.noNamesToAdd, "no names to add: give at least one name")
        says(InputError.aliasesForSeveralPlayers, "an alias names one player: add the players one by one to give aliases")
        says(InputError.playerNotAdded, "the player was not added")
        says(InputError.unknownPlayers([UnknownPlayer(reference: "Anna", suggestion: "Ana"), UnknownPlayer(reference: "Zed")]),
             "no player matches these 2 names: 'Anna' (did you mean 'Ana'?) and 'Zed'; see 'gather players list'")
        says(InputError.unknownPlayer("Anx", suggestion: DidYouMean(["Ana", "Anu"])),
             "no player matches 'Anx' (did you mean 'Ana' or 'Anu'?): see 'gather players list'")
        says(InputError.unknownPlayer(String(repeating: "x", count: 100)),
             "no player matches '" + String(repeating: "x", count: 59) + "…': see 'gather players list'")
        let candidates = (1...12).map { "Player \($0) #\($0)" }
        says(InputError.ambiguousPlayer("pla", candidates: candidates),
             "'pla' matches several players (\(candidates.prefix(10).joined(separator: ", ")) and 2 more): use the id")
        #expect(ErrorWording.sentence(for: InputError.ambiguousPlayers([AmbiguousPlayer(reference: "ANA", candidates: ["Ana #1", "ana #5"])]), hint: .plain)
            == ErrorWording.sentence(for: InputError.ambiguousPlayer("ANA", candidates: ["Ana #1", "ana #5"]), hint: .plain))
    }

    @Test func aliases() {
        says(InputError.invalidAlias(.blankName), "an alias cannot be blank")
        says(InputError.invalidAlias(.unaddressableName("7", reason: .number)),
             "'7' cannot be an alias, as it could never be used to pick the player: a number is read as a player id")
        says(InputError.aliasIsNameOf("jose", player: "José", id: 2), "'jose' is already the name of José (#2): an alias must pick one player by itself")
        says(InputError.aliasTaken("KWÁ", player: "Kwame Mensah", id: 1), "'KWÁ' is already an alias of Kwame Mensah (#1): an alias must pick one player")
        says(InputError.nameIsAliasOf("kai", player: "Bo", id: 3), "'kai' is already an alias of Bo (#3): choose another name, or remove the alias first")
        says(InputError.aliasIsOwnName("Dee", name: "Dee"), "'Dee' is Dee's own name: an alias is another name they answer to")
        says(InputError.aliasGivenTwice("ze"), "the alias 'ze' is given twice")
        says(InputError.noSuchAlias("Rob", player: "Bo", aliases: ["Bobby"]), "Bo has no alias 'Rob' (their aliases: Bobby)")
        says(InputError.noSuchAlias("Rob", player: "Bo", aliases: []), "Bo has no alias 'Rob'")
    }

    @Test func teams() {
        says(InputError.sideWithoutPlayers(.teamA), "Team A has no players")
        says(InputError.emptyEntryInSide(.teamB), "Team B has an empty entry: remove the extra comma")
        says(InputError.pickedTwice(name: "Bo", id: 2), "Bo (#2) is picked twice: a player can only play once")
        says(InputError.tooFewPlayersForTeams, "at least two players are needed to make two teams")
    }

    @Test func history() {
        says(HistoryError.dateInFuture, "the date is in the future: give the day the match was played")
        says(HistoryError.dateBefore1900, "the date is before 1900: give the day the match was played")
        let candidates = [
            HistoryEntry(id: Self.id, score: "3-1", winnerTeam: "Team A", startedAt: nil),
            HistoryEntry(id: UUID(uuidString: "3F2A9999-0000-0000-0000-000000000001") ?? UUID(), score: nil, winnerTeam: nil, startedAt: nil),
        ]
        says(HistoryError.ambiguousGather("3f2a", candidates: candidates),
             "'3f2a' matches 2 gathers (3F2A1B4C 3-1, 3F2A9999 in progress): give more of the id")
        says(HistoryError.noGathers, "there are no gathers yet: start one with 'gather start --teams A/B'", exit: 1)
        says(HistoryError.tooShortToDelete("3"), "'3' is too short to delete a gather by: give at least 4 characters of its id; see 'gather history'")
    }

    @Test func scorersAndLineups() {
        says(ScorerError.scorerOnWrongSide(name: "Bo", playsFor: .teamB, goalFor: .teamA, isOwnGoal: false),
             "Bo plays for Team B: a goal for Team A is scored by one of its players")
        says(ScorerError.scorerOnWrongSide(name: "Cy", playsFor: .teamA, goalFor: .teamA, isOwnGoal: true),
             "Cy plays for Team A: an own goal for Team A is scored by a player of Team B")
        says(ScorerError.scorerOnWrongSide(name: "Dee", playsFor: nil, goalFor: .teamB, isOwnGoal: false),
             "Dee plays for neither team: a goal for Team B is scored by one of its players")
        says(ScorerError.moreGoalsThanScore(given: 2, team: .teamB, scored: 1), "2 goals given for Team B, but the score gives it 1")
        says(LineupError.correctionEmptiesSide(.teamB), "the correction would leave Team B with nobody: a match has a player on each side")
        says(LineupError.onBothSides(name: "Ana"), "Ana is put on both sides: give one")
        says(LineupError.onSideAndAbsent(name: "Ana"), "Ana is both put on a side and marked as not played: give one of the two")
    }

    @Test func imports() {
        let nothing = ": nothing was imported"
        says(ArchiveError.notAnExport("other.json"), "other.json is not a gather export file")
        says(ArchiveError.newerVersion(7, newest: 1),
             "the file is an export of version 7, made by a newer gather; this one reads versions up to 1: upgrade gather to import it")
        says(ArchiveError.duplicatePlayerID(2), "the file has two players with the id 2" + nothing)
        says(ArchiveError.duplicateGatherID(Self.id), "the file has two gathers with the id \(Self.id.uuidString)" + nothing)
        says(ArchiveError.nextPlayerIDBelowOne(0), "the file has a next player id of 0; ids start at 1" + nothing)
        says(ArchiveError.versionBelowOne(-1), "the file is an export of version -1; versions start at 1" + nothing)
        says(ArchiveError.squadLimitBelowOne(0), "the file has a squad limit of 0; a squad takes at least one player" + nothing)
        says(ArchiveError.invalidPlayer(3, reason: .blankName), "player #3 of the file is not valid (a player's name cannot be blank)" + nothing)
        says(ArchiveError.strangerInGather(Self.id, player: 9), "\(Self.gather) names player #9, who is not among the file's players" + nothing)
        says(ArchiveError.playerOnBothTeams(Self.id, player: 1), "\(Self.gather) has player #1 on both teams" + nothing)
        says(ArchiveError.goalsWithoutScore(Self.id), "\(Self.gather) has goals but no score" + nothing)
        says(ArchiveError.invalidScore(Self.id, "two-one"), "\(Self.gather) has an invalid score 'two-one'" + nothing)
        says(ArchiveError.winnerContradictsScore(Self.id, winner: "Team B", score: Score(teamA: 2, teamB: 1)),
             "\(Self.gather) has the winner 'Team B', which its score 2-1 contradicts" + nothing)
        says(ArchiveError.moreGoalsThanScore(Self.id, goals: 2, team: .teamB, score: Score(teamA: 2, teamB: 1)),
             "\(Self.gather) has 2 goals for Team B but a score of 2-1" + nothing)
        says(ArchiveError.goalByNonPlayer(Self.id, player: 4), "\(Self.gather) has a goal by player #4, who did not play in it" + nothing)
        says(ArchiveError.goalByWrongSide(Self.id, player: 1, goalFor: .teamA, isOwnGoal: true, playedFor: .teamA),
             "\(Self.gather) has an own goal for Team A by player #1, who played for Team A" + nothing)
        says(ArchiveError.aliasesOfStranger("9"), "the file has aliases for player '9', who is not among the file's players" + nothing)
        says(ArchiveError.invalidAliases(player: 1, reason: .invalidAlias(.blankName)),
             "the file's aliases of player #1 are not valid (an alias cannot be blank)" + nothing)
        says(ArchiveError.invalidPitchFee(cents: -100), "the file has a pitch fee of -1.00, which is not allowed" + nothing)
        says(ArchiveError.invalidGatherFee(Self.id, cents: -100), "\(Self.gather) has a fee of -1.00, which is not allowed" + nothing)
        says(ArchiveError.leftoverToStranger(Self.id, player: 5),
             "\(Self.gather) gives a cent of its fee to player #5, who is not among the file's players" + nothing)
        says(ArchiveError.paymentByStranger(player: 2), "the file has a payment by player #2, who is not among the file's players" + nothing)
        says(ArchiveError.hostOfStranger(guest: "3", host: 9),
             "the file gives the share of player #3 to player #9, and one of them is not among the file's players" + nothing)
    }

    @Test func importIdentityProblems_areOneSentence_tenThenHowManyMore() {
        says(ArchiveError.problems([
            .nameIsAliasHere(player: 1, name: "Nana", owner: "Ana", ownerID: 1),
            .sharedAlias("B", first: 1, firstName: "Bea", second: 2, secondName: "Bo"),
            .aliasIsNameOf("Bo", player: 3, other: 2),
        ]), "the file cannot be imported as it is: player #1 'Nana' of the file is an alias of Ana (#1) here; "
            + "players #1 'Bea' and #2 'Bo' of the file share the alias 'B'; the alias 'Bo' of player #3 is the name of player #2 of the file; "
            + "nothing was imported")
        let many = ErrorWording.sentence(for: ArchiveError.problems(Array(repeating: .invalidChances(Self.id, teamA: 0.9, teamB: 0.9), count: 12)), hint: .plain)
        #expect(many.components(separatedBy: "has the chances 0.9 and 0.9, not two from 0 to 1 adding up to 1").count == 11, "ten named")
        #expect(many.hasSuffix("; and 2 more; nothing was imported"), "\(many)")
    }

    @Test func clock() {
        says(TimerError.invalidTime(" abc "), "'abc' is not a valid time: use MM:SS or M:SS (25:00, 5:30), "
            + "minutes and seconds (25m, 90s, 1m30s) or a plain number of minutes (25), from 0:01 to 99:59", exit: 64)
        #expect(ErrorWording.sentence(for: TimerError.invalidTime(""), hint: .plain).hasPrefix("no time given: use MM:SS"))
        says(TimerError.stoppageBelowZero(shown: 30, taking: 60), "cannot take 01:00 off: the clock shows only 00:30")
        says(TimerError.cannotPauseAtHalfTime,
             "it is half-time, so there is nothing to pause: start the second half with 'gather timer start'", exit: 1)
        says(TimerError.notRunning(.paused), "the timer is paused, not running: resume it with 'gather timer resume'", exit: 3)
    }

    @Test func theCommandLinesOwnRefusals() {
        says(CommandInputError.timeoutOutOfRange, "--timeout must be from 1 to 3600 seconds")
        says(CommandInputError.noPlayersOnStdin, "no players on stdin: pipe ids or names, one per line or comma-separated")
    }
}
