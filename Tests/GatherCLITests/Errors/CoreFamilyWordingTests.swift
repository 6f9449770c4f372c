import Foundation
import Testing

@testable import FootballGatherCore
@testable import GatherCLI

/// The rest of Core's typed errors, worded by the CLI: the match, the server, stored files,
/// settings, batches that stopped part-way and reservations. Each sentence and exit code
/// pinned; a cause is worded by its own family and gives the exit code.
@Suite struct CoreFamilyWordingTests {
    private static let id = UUID(uuidString: "3F2A1B4C-0000-0000-0000-000000000001") ?? UUID()
    private static let other = UUID(uuidString: "3F2A1B4C-0000-0000-0000-000000000002") ?? UUID()
    private static let mebibyte = 1024 * 1024

    private func says(_ error: any Error, _ expected: String, exit: Int32, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(ErrorWording.sentence(for: error, hint: .plain) == expected, sourceLocation: sourceLocation)
        #expect(ErrorReporter.status(of: error).rawValue == exit, sourceLocation: sourceLocation)
    }

    @Test func match() {
        let id = Self.id.uuidString
        says(MatchError.noActiveMatch, "no match is running: start one with 'gather start --teams A/B'", exit: 1)
        says(MatchError.matchAlreadyActive(Self.id),
             "a match is already running (gather \(id)): end it with 'gather end' or 'gather cancel' first", exit: 1)
        says(MatchError.nothingToResume, "every player of the running match is already added: nothing to resume", exit: 1)
        says(MatchError.startUnconfirmed,
             "a start was cut off before its gather was confirmed: run 'gather start --resume' to finish it", exit: 1)
        says(MatchError.noGatherWasMade,
             "the interrupted start made no gather, so there is nothing to resume: start again with 'gather start --teams A/B'", exit: 1)
        says(MatchError.severalCandidates([Self.id, Self.other]),
             "2 new gathers without a score could be the one the interrupted start made (\(id), \(Self.other.uuidString)): "
                + "delete the extra ones with 'gather history delete ID', then run 'gather start --resume'", exit: 1)
        says(MatchError.deletingRunningMatch(Self.id), "gather \(id) is the running match: use 'gather cancel' to delete it", exit: 1)
        says(MatchError.noGoalToUndo(.teamB), "Team B has no goal to take back", exit: 1)
        says(MatchError.offeredMatchEnded(Self.id),
             "the match the question was about (gather \(Self.id.shortGatherID)) has already ended: nothing was changed", exit: 1)
    }

    @Test func match_causes_areWordedByTheirFamily_andGiveTheExitCode() {
        says(MatchError.playersNotAdded(names: ["Bo", "Cy"], cause: ErrorCause(APIError.serverError(status: 503, reason: nil))),
             "2 player(s) could not be added (Bo, Cy): the server failed (503): try again later; run 'gather start --resume' to retry", exit: 75)
        says(MatchError.playersNotAdded(names: ["Bo"], cause: ErrorCause(APIError.unauthorized(server: "http://s"))),
             "1 player(s) could not be added (Bo): not logged in to http://s; run 'gather start --resume' to retry", exit: 77)
        says(MatchError.gatherNotConfirmed(cause: .timedOut(server: "http://s")),
             "the gather may or may not have been created (the server at http://s did not answer in time): "
                + "run 'gather start --resume' to find it and finish the start", exit: 75)
        // The cause's own hint ("try again") is left out: the next step is the resume.
        says(MatchError.gatherNotConfirmed(cause: .connectionLost(server: "http://s")),
             "the gather may or may not have been created (the server at http://s closed the connection without a reply): "
                + "run 'gather start --resume' to find it and finish the start", exit: 75)
    }

    @Test func unreachable_saysWhyInOneSentence_exit69() {
        func unreachable(_ reason: Unreachable.Reason, _ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
            says(APIError.unreachable(Unreachable(server: "http://s", reason: reason)), text, exit: 69, sourceLocation: sourceLocation)
        }
        unreachable(.unknownHost, "the server at http://s cannot be reached (its host name cannot be looked up): check the address and the network")
        unreachable(.noRoute, "the server at http://s cannot be reached (no route to it): check the network")
        unreachable(.noConnection(within: 3), "the server at http://s cannot be reached (no connection within 3 s): check the network and the address")
        unreachable(.noConnection(within: 0.5), "the server at http://s cannot be reached (no connection within 0.5 s): check the network and the address")
        unreachable(.connectionFailed, "the server at http://s cannot be reached (the connection failed): check the address and that it is running")
        unreachable(.notTheAPI(.webPage), "the server at http://s cannot be reached: the network answered with a web page instead "
            + "(a sign-in page?); sign in to the network, or check the address")
        unreachable(.notTheAPI(.redirect(location: "http://portal/login")), "the server at http://s cannot be reached: the network "
            + "redirected to http://portal/login instead (a sign-in page?); sign in to the network, or check the address")
    }

    @Test func server() {
        says(APIError.unreachable(Unreachable(server: "http://s", reason: .refused)),
             "the server at http://s cannot be reached (connection refused): check the address and that it is running", exit: 69)
        var neverRead = Unreachable(server: "http://s", reason: .refused)
        neverRead.rosterNeverRead = true
        says(APIError.unreachable(neverRead), "the server at http://s cannot be reached (connection refused): check the address and that it is "
            + "running; this machine has not read its roster yet, so it cannot work without signal until it has", exit: 69)
        says(APIError.timedOut(server: "http://s"), "the server at http://s did not answer in time: try again, or raise --timeout", exit: 75)
        says(APIError.connectionLost(server: "http://s"), "the server at http://s closed the connection without a reply: try again", exit: 75)
        says(APIError.replyCutShort(server: "http://s"),
             "the connection to the server at http://s broke in the middle of its reply: try again", exit: 75)
        says(APIError.unauthorized(server: "http://s"), "not logged in to http://s: run 'gather login'", exit: 77)
        says(APIError.notFound(reason: "Player not found."), "not found: Player not found", exit: 1)
        says(APIError.notFound(reason: "Not Found"), "the server has no such item (404): it may have been deleted meanwhile", exit: 1)
        says(APIError.rejected(status: 409, reason: "Taken."), "the server refused the request (409): Taken", exit: 1)
        says(APIError.rejected(status: 400, reason: nil), "the server refused the request (400)", exit: 1)
        says(APIError.serverError(status: 500, reason: "Boom."), "the server failed (500: Boom): try again later", exit: 75)
        says(APIError.redirected(server: "http://a", location: "http://b/api/players"),
             "the server at http://a redirected to http://b/api/players: if that is the right address, use it with --server", exit: 76)
        says(APIError.redirected(server: "http://a", location: nil),
             "the server at http://a answered with a redirect and no address: check the address given with --server", exit: 76)
        says(APIError.replyTooLarge(limit: 32 * Self.mebibyte), "the server's reply is larger than 32 MiB", exit: 76)
        says(APIError.malformedReply(detail: "no Location header"),
             "the server's reply is not the Football Gather API: no Location header", exit: 76)
    }

    @Test func storedFiles() {
        says(StorageError.corrupt(path: "/c/config.json", detail: "is not valid JSON", kind: .config),
             "the config file /c/config.json is not valid JSON: fix or remove it", exit: 78)
        says(StorageError.corrupt(path: "/c/credentials.json", detail: "lacks the field 'token'", kind: .credentials),
             "the credentials file /c/credentials.json lacks the field 'token': remove it and run 'gather login'", exit: 78)
        says(StorageError.corrupt(path: "/d/names.json", detail: "is not valid JSON", kind: .playerNames),
             "the player names file /d/names.json is not valid JSON: remove it", exit: 65)
        says(StorageError.unreadable(path: "/d/f.json", reason: "Permission denied"),
             "cannot read /d/f.json (Permission denied): check its permissions", exit: 78)
        says(StorageError.unwritable(path: "/d/f.json", reason: "Permission denied"),
             "cannot write /d/f.json (Permission denied): check that its directory exists and is writable", exit: 78)
        says(StorageError.noSpace(path: "/d/f.json", reason: "No space left on device"),
             "cannot write /d/f.json (No space left on device), and nothing of it changed: free some space, then run the command again", exit: 74)
        says(StorageError.missingFile(path: "/d/f.json"), "the file /d/f.json does not exist: check the path", exit: 66)
        says(StorageError.unencodable(path: "/d/f.json", detail: "NaN"),
             "cannot encode the data for /d/f.json (NaN): this is a bug in gather", exit: 70)
        says(StorageError.notRegularFile(path: "/x", found: "a directory", kind: .importFile),
             "the import file /x is a directory, not a regular file: give the path of a file made by 'gather export'", exit: 66)
        says(StorageError.tooLarge(path: "stdin", limit: 64 * Self.mebibyte, kind: .pastedList),
             "the list of players on stdin is larger than 64 MiB, more than gather reads: pipe a shorter list, one name per line", exit: 65)
        says(StorageError.tooLarge(path: "/d/f.json", limit: 100, kind: .offlineData),
             "the offline data file /d/f.json is larger than 100 bytes, more than gather reads: fix or remove it", exit: 65)
        says(StorageError.madeByNewerGather(path: "/s/state.json", version: 9, kind: .matchState),
             "the state file /s/state.json is version 9, made by a newer gather; upgrade gather to use it", exit: 65)
        says(StorageError.symlinkedLock(path: "/d/gather.lock", kind: nil),
             "the lock file /d/gather.lock is a symbolic link, which gather does not follow: remove it, and gather makes a new one", exit: 78)
        says(StorageError.symlinkedLock(path: "/d/gather.lock", kind: .offlineData),
             "the lock file /d/gather.lock is a symbolic link, which gather does not follow: remove it, and gather makes a new one", exit: 65)
        says(OutputFileError(path: "/o/out.json", reason: "No space left on device"),
             "cannot write /o/out.json (No space left on device): check that its directory exists and is writable", exit: 74)
        says(NestedLockError(held: "/a.lock", wanted: "/b.lock"),
             "internal error: /b.lock was locked while holding /a.lock: this is a bug in gather, please report it", exit: 70)
    }

    /// Each kind of file has a name, and its repair is said either in the sentence or as a next step, never both.
    @Test(arguments: StoredFileKind.allCases)
    func everyStoredFileKind_isNamed_andRepairedOnce(kind: StoredFileKind) {
        #expect(!StorageErrorWording.name(of: kind).isEmpty)
        #expect(StorageErrorWording.repair(of: kind).isEmpty == (kind.repairStep != nil))
    }

    @Test func settings() {
        says(ConfigError.unknownKey("sever"), "unknown config key 'sever': the keys are server, username", exit: 64)
        says(ConfigError.emptyValue(.username), "the value for 'username' is empty: to remove it, run 'gather config unset username'", exit: 65)
        let example = "http://127.0.0.1:8080"
        says(ServerAddressError.empty, "the server address is empty: give one like \(example)", exit: 78)
        says(ServerAddressError.missingScheme("h:80"), "the server address 'h:80' has no scheme: add http:// or https:// (http://h:80)", exit: 78)
        says(ServerAddressError.unsupportedScheme("ftp://x", scheme: "ftp"), "the server address 'ftp://x' uses ftp://: use http:// or https://", exit: 78)
        says(ServerAddressError.malformed("ht tp"), "the server address 'ht tp' is not a valid URL: give one like \(example)", exit: 78)
        says(ServerAddressError.missingHost("http://"), "the server address 'http://' has no host: give one like \(example)", exit: 78)
        says(ServerAddressError.invalidPort("http://h:0"), "the server address 'http://h:0' has an invalid port: use a number from 1 to 65535", exit: 78)
        says(ServerAddressError.hasUserInfo,
             "the server address must not contain a user name or password: remove the part before '@' and run 'gather login'", exit: 78)
        says(ServerAddressError.hasPath("http://h/api", path: "/api"),
             "the server address 'http://h/api' has a path (/api): give only the scheme, host and port", exit: 78)
        says(ServerAddressError.hasQueryOrFragment("http://h?x"),
             "the server address 'http://h?x' has a query or fragment: remove the part from '?' or '#'", exit: 78)
    }

    @Test func serverAddress_withAPassword_isRefusedWithoutSayingIt() {
        #expect {
            try ServerAddress.normalizedServerURL("http://ana:s3cret@example.com")
        } throws: { error in
            !ErrorWording.sentence(for: error, hint: .plain).contains("s3cret")
        }
    }

    @Test func batches_sayWhatWasAndWasNotDone_whyInTheCausesWords_andTheCausesExitCode() {
        let run = "run the same import again to finish it (what is already there is skipped)"
        let added = [PartialBatchError.AddedPlayer(name: "Ana", id: 4), .init(name: "Cy", id: 6)]
        says(PartialBatchError(.playersAdded(added, of: 3, missing: ["Bo"]), cause: APIError.serverError(status: 500, reason: nil)),
             "added 2 of 3 players (Ana #4, Cy #6); not added: Bo (the server failed (500): try again later): add those again", exit: 75)
        says(PartialBatchError(.importedPlayers(missing: ["P3", "P17"], of: 20, gathers: 1), cause: APIError.unreachable(Unreachable(server: "http://s", reason: .refused))),
             "imported 18 of 20 players; not imported: P3, P17 and the 1 gathers "
                + "(the server at http://s cannot be reached (connection refused): check the address and that it is running): \(run)",
             exit: 69)
        says(PartialBatchError(.importedPlayers(missing: ["P3"], of: 3, gathers: 0), cause: APIError.timedOut(server: "http://s")),
             "imported 2 of 3 players; not imported: P3 (the server at http://s did not answer in time): \(run)", exit: 75)
        says(PartialBatchError(.importedGathers(players: 4, missing: [Self.id], of: 1), cause: APIError.unauthorized(server: "http://s")),
             "imported 4 players and 0 of 1 gathers; not imported: gathers \(Self.id.uuidString) (not logged in to http://s): \(run)", exit: 77)
        let missing = (1...12).map { "P\($0)" }
        says(PartialBatchError(.importedPlayers(missing: missing, of: 12, gathers: 0), cause: APIError.serverError(status: 502, reason: nil)),
             "imported 0 of 12 players; not imported: \(missing.prefix(10).joined(separator: ", ")) and 2 more "
                + "(the server failed (502): try again later): \(run)", exit: 75)
    }

    @Test func incompleteGather_saysBothCauses_andHowToDeleteIt() {
        let id = Self.id.uuidString
        let error = IncompleteGather(
            id: Self.id, cause: ErrorCause(APIError.serverError(status: 500, reason: nil)),
            deletion: ErrorCause(APIError.connectionLost(server: "http://s")))
        says(error,
             "the server failed (500): try again later; gather \(id) was left incomplete "
                + "(deleting it failed: the server at http://s closed the connection without a reply: try again); "
                + "delete it with 'gather history delete \(id)' before importing again", exit: 75)
    }

    @Test func reservations() {
        let tail = "on this server; try again when it has finished"
        says(ReservationError(action: .endingMatch), "another gather command on this machine is ending the running match \(tail)", exit: 75)
        says(ReservationError(action: .addingPlayers(["Zoë"])), "another gather command on this machine is adding the player 'Zoë' \(tail)", exit: 75)
        says(ReservationError(action: .addingPlayers(["Ana", "Bo"])), "another gather command on this machine is adding 2 players \(tail)", exit: 75)
        says(ReservationError(action: .signingIn("ana")), "another gather command on this machine is signing in as 'ana' \(tail)", exit: 75)
    }
}
