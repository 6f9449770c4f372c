import FakeGatherServer
import GatherTestSupport
@testable import FootballGatherCore
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// How the process ends when its output cannot be written (74, or quietly on a closed
/// pipe) and on Ctrl-C (`Interrupted.`, 130, nothing half-written), through the binary.
@Suite struct ProcessEndEndToEndTests {
    // MARK: - Output write errors

    @Test(arguments: [["export", "-"], ["export"], ["players", "list"], ["players", "list", "--json"]])
    func stdoutOnAFullDevice_exits74_withTheReason(_ arguments: [String]) async throws {
        let gather = try GatherBinary()
        defer { gather.cleanUp() }
        #expect(try await gather.run("players", "add", "Ana").code == 0)
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let ended = try await SpawnedGather(gather, arguments, stdout: full).ended()
        #expect(ended.status == 74)
        #expect(!ended.bySignal)
        #expect(ended.stderr == "Error: could not write the result to stdout: No space left on device; any change the command made is kept\n")
    }

    @Test func aChangeWhoseConfirmationCannotBeWritten_isKept_andSaysSo() async throws {
        let gather = try GatherBinary()
        defer { gather.cleanUp() }
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let ended = try await SpawnedGather(gather, ["players", "add", "Bo"], stdout: full).ended()
        #expect(ended.status == 74)
        #expect(ended.stderr.hasSuffix("any change the command made is kept\n"))
        #expect(try await gather.run("players", "list").stdout.contains("Bo"))
    }

    @Test func closedPipe_endsQuietly_asAUnixTool() async throws {
        let gather = try GatherBinary()
        defer { gather.cleanUp() }
        // A roster whose table is larger than a pipe's buffer, so the writer meets the closed end.
        var data = OfflineData()
        data.players = (1...3000).map { Player(id: $0, name: "Player number \($0)", age: 30, favouriteTeam: "Sporting Clube") }
        data.nextPlayerID = 3001
        try FileManager.default.createDirectory(at: gather.dataFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try JSONEncoder().encode(data).write(to: gather.dataFile)

        let listing = try SpawnedGather(gather, ["players", "list"])
        let first = try await listing.firstLineThenCloseOutput()
        #expect(first.hasPrefix("ID ") && first.contains("NAME"))
        let ended = await listing.ended()
        #expect(ended.stderr.isEmpty)
        #expect(ended.bySignal && ended.status == SIGPIPE, "status \(ended.status), by signal: \(ended.bySignal)")
    }

    /// A stdin that cannot be read (here a folder) is one sentence and 66, never a trap.
    @Test(arguments: [["players", "add", "-"], ["import", "-"], ["squad", "add", "-"]])
    func stdinThatCannotBeRead_exits66_withOneSentence(_ arguments: [String]) async throws {
        let gather = try GatherBinary()
        defer { gather.cleanUp() }
        let folder = try #require(FileHandle(forReadingAtPath: gather.home.path))
        let ended = try await SpawnedGather(gather, arguments, stdin: folder).ended()
        #expect(ended.status == 66 && !ended.bySignal)
        #expect(ended.stderr == "Error: stdin cannot be read (Is a directory): pipe the list or the file to it\n")
    }

    /// A stdin closed before the start (`<&-`) is said as closed, not as what a descriptor opened in its place says.
    @Test(arguments: [["players", "add", "-"], ["login", "ana", "--password-stdin"]])
    func closedStdin_exits66_sayingItIsClosed(_ arguments: [String]) async throws {
        let gather = try GatherBinary()
        defer { gather.cleanUp() }
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", "exec \"$0\" \"$@\" <&-", GatherBinary.url.path] + (arguments[0] == "login" ? ["--server", "http://127.0.0.1:9"] : []) + arguments
        shell.environment = gather.environment
        let errors = Pipe()
        shell.standardError = errors
        try shell.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        shell.waitUntilExit()
        #expect(shell.terminationStatus == 66)
        #expect(stderr == "Error: stdin cannot be read (it is closed): pipe the list or the file to it\n")
    }

    // MARK: - Ctrl-C

    @Test func interrupt_duringASlowServerCall_exits130_andChangesNothing() async throws {
        let (server, gather) = try await FaultEndToEndTests.loggedIn()
        defer { server.stop(); gather.cleanUp() }
        #expect(try await gather.run("players", "add", "Ana").code == 0)
        let before = EndToEndCheck.snapshot(of: gather.home)
        server.setFault(.slowReply(seconds: 60))

        let adding = try SpawnedGather(gather, ["players", "add", "Bo", "--timeout", "600"])
        let arrived = await SpawnedGather.poll { server.requests.contains { $0.method == "POST" && $0.path == "/api/players" } }
        #expect(arrived)
        #expect(await adding.handlesInterrupts())
        adding.interrupt()
        let ended = await adding.ended()
        #expect(ended.status == 130 && !ended.bySignal)
        #expect(ended.stderr == "Interrupted.\n")
        #expect(EndToEndCheck.snapshot(of: gather.home) == before)
        #expect(SpawnedGather.temporaryFiles(under: gather.home).isEmpty)
    }

    /// Cut off after its change was saved and before it said so: Ctrl-C says it was saved.
    @Test func interrupt_afterTheChangeWasSaved_saysSo() async throws {
        var gather = try GatherBinary()
        defer { gather.cleanUp() }
        gather.overrides["GATHER_TEST_HOLD"] = "saved"
        let adding = try SpawnedGather(gather, ["players", "add", "Bo"])
        #expect(await adding.errors(upToLineHolding: "held at saved") == "held at saved\n")
        adding.interrupt()
        #expect(await adding.signalTaken())
        try adding.type("\n")  // the end waits for the intent the hold is in
        let ended = await adding.ended()
        #expect(ended.status == 130)
        // Unless it said so first, on stdout.
        #expect(["Interrupted. Its change was saved: look before running it again.\n", "Interrupted.\n"].contains(ended.stderr), "\(ended.stderr)")
        gather.overrides = [:]
        #expect(try await gather.run("players", "list").stdout.contains("Bo"))
    }

    @Test func interrupt_duringTimerWait_exits130_andTheClockKeepsRunning() async throws {
        let gather = try GatherBinary()
        defer { gather.cleanUp() }
        #expect(try await gather.run("timer", "set", "10:00").code == 0)
        #expect(try await gather.run("timer", "start").code == 0)

        // Nothing is printed while it waits: the test build says when it has its Ctrl-C message.
        var holding = gather
        holding.overrides["GATHER_TEST_HOLD"] = "timer-wait"
        let waiting = try SpawnedGather(holding, ["timer", "wait"])
        #expect(await waiting.errors(upToLineHolding: "held at timer-wait") == "held at timer-wait\n")
        waiting.interrupt()
        #expect(await waiting.signalTaken())
        let ended = await waiting.ended()
        #expect(ended.status == 130 && !ended.bySignal)
        #expect(ended.stderr == "Interrupted. The clock keeps running: 'gather timer pause' stops it.\n")
        #expect(try await gather.run("timer", "status").stdout.hasSuffix("running\n"))
        #expect(SpawnedGather.temporaryFiles(under: gather.home).isEmpty)
    }

    @Test func interrupt_whileLoginWaitsForThePassword_exits130_andSavesNoToken() async throws {
        let server = try FakeGatherServer.start()
        let gather = try GatherBinary(server: server.baseURL)
        defer { server.stop(); gather.cleanUp() }
        server.seedUser(username: "coach", password: "pw")

        let login = try SpawnedGather(gather, ["login", "coach", "--password-stdin"])
        #expect(await login.handlesInterrupts())
        login.interrupt()
        let ended = await login.ended()
        #expect(ended.status == 130 && !ended.bySignal)
        #expect(ended.stderr == "Interrupted.\n")
        #expect(server.requests.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: gather.home.appendingPathComponent("config/gather/credentials.json").path))
    }

    @Test func interrupt_whileImportReadsStdin_exits130_andAddsNothing() async throws {
        let gather = try GatherBinary()
        defer { gather.cleanUp() }
        #expect(try await gather.run("players", "add", "Ana").code == 0)
        let before = EndToEndCheck.snapshot(of: gather.home)

        let importing = try SpawnedGather(gather, ["import", "-"])
        #expect(await importing.handlesInterrupts())
        importing.interrupt()
        let ended = await importing.ended()
        #expect(ended.status == 130 && !ended.bySignal)
        #expect(ended.stderr == "Interrupted.\n")
        #expect(EndToEndCheck.snapshot(of: gather.home) == before)
    }

    /// An offline import writes the roster, then the history: Ctrl-C between the two (held there by a hook
    /// of the test build) waits for the whole import, so it keeps its gathers with its players, and says so.
    @Test func interrupt_betweenAnImportsTwoFiles_keepsBoth() async throws {
        let source = try GatherBinary(), target = try GatherBinary()
        defer { source.cleanUp(); target.cleanUp() }
        #expect(try await source.run("players", "add", "Ana", "Bo", "Cy", "Dee").code == 0)
        #expect(try await source.run("record", "--date", "2026-11-20", "--teams", "Ana,Bo/Cy,Dee", "--score", "3-1").code == 0)
        let archive = source.home.appendingPathComponent("archive.json")
        #expect(try await source.run("export", archive.path).code == 0)

        var holding = target
        holding.overrides["GATHER_TEST_HOLD"] = "offline-files"
        let importing = try SpawnedGather(holding, ["import", archive.path])
        #expect(await importing.errors(upToLineHolding: "held at offline-files").contains("held at offline-files"))
        importing.interrupt()
        #expect(await importing.signalTaken())
        try importing.type("\n")
        let ended = await importing.ended()
        #expect(ended.status == 130 && !ended.bySignal, "\(ended.stderr)")
        // Said as saved, unless the report came out first.
        #expect(ended.stderr.contains("Its change was saved: look before running it again.") || ended.stderr == "Interrupted.\n")
        #expect(try await target.run("players", "list", "--json").stdout.contains("Dee"))
        #expect(try await target.run("history", "--json").stdout.contains("3-1"))
    }

    /// An offline end writes its score, then the match, its sides and its fee charge: Ctrl-C or SIGTERM (kill,
    /// timeout) at either point (held there by a hook of the test build) waits for the whole end, so the match
    /// is over and charged.
    @Test(arguments: [
        ("end-sent", SIGTERM, Int32(143), "Terminated."), ("end-writes", SIGINT, 130, "Interrupted."), ("end-writes", SIGTERM, 143, "Terminated."),
    ])
    func signal_duringAnOfflineEnd_finishesIt(point: String, signal: Int32, status: Int32, said: String) async throws {
        let gather = try GatherBinary()
        defer { gather.cleanUp() }
        let ending = try await Self.endHeld(at: point, gather)
        ending.send(signal)
        #expect(await ending.signalTaken())
        try ending.type("\n")
        let ended = await ending.ended()
        #expect(ended.status == status && !ended.bySignal, "\(ended.stderr)")
        #expect(ended.stderr.hasPrefix(said), "\(ended.stderr)")
        #expect(try await gather.run("show").code != 0)
        #expect(try await gather.run("fees").stdout.contains("charged 10.00"))
    }

    /// A match of Ana and Bo with a pitch fee of 10, its `end --score 1-0` held at `point`.
    private static func endHeld(at point: String, _ gather: GatherBinary) async throws -> SpawnedGather {
        #expect(try await gather.run("players", "add", "Ana", "Bo").code == 0)
        #expect(try await gather.run("fees", "set", "10").code == 0)
        #expect(try await gather.run("start", "--teams", "Ana/Bo").code == 0)
        var holding = gather
        holding.overrides["GATHER_TEST_HOLD"] = point
        let ending = try SpawnedGather(holding, ["end", "--score", "1-0", "--yes"])
        #expect(await ending.errors(upToLineHolding: "held at \(point)").contains("held at \(point)"))
        return ending
    }

    /// On a server the score is sent before the rest of an end: cut off between, it says that the match still
    /// runs here and that ending it again with the same score finishes it, charged once.
    @Test func signal_afterAnEndsScoreWasSent_saysEndAgainFinishes() async throws {
        let (server, gather) = try await FaultEndToEndTests.loggedIn()
        defer { server.stop(); gather.cleanUp() }
        let ending = try await Self.endHeld(at: "end-sent", gather)
        ending.send(SIGTERM)
        let ended = await ending.ended()
        #expect(ended.status == 143, "\(ended.stderr)")
        #expect(ended.stderr.contains("the match still runs here: ending it again with the same score finishes it."), "\(ended.stderr)")
        #expect(try await gather.run("show").stdout.contains("Ana"))

        #expect(try await gather.run("end", "--score", "1-0", "--yes").code == 0)
        #expect(try await gather.run("fees").stdout.contains("charged 10.00"))
        #expect(try await gather.run("history", "--json").stdout.components(separatedBy: "1-0").count == 2)
    }

    /// A server import cut off while its gathers are being made waits for those begun: each is remembered and
    /// whole, so running it again makes none twice and leaves no empty gather behind.
    @Test func signal_whileAServerImportMakesGathers_leavesNoneUnknown() async throws {
        let source = try GatherBinary()
        let (server, target) = try await FaultEndToEndTests.loggedIn()
        defer { source.cleanUp(); server.stop(); target.cleanUp() }
        #expect(try await source.run("players", "add", "Ana", "Bo").code == 0)
        // More than the six made at a time: those not begun at the signal never begin, and hold no thread.
        for day in (1...8).map({ "2026-10-0\($0)" }) {
            #expect(try await source.run("record", "--date", day, "--teams", "Ana/Bo", "--score", "1-0").code == 0)
        }
        let archive = source.home.appendingPathComponent("archive.json")
        #expect(try await source.run("export", archive.path).code == 0)

        server.hold("POST", pathPrefix: "/api/gathers")
        var holding = target
        holding.overrides["GATHER_TEST_HOLD"] = "server"  // no such point: the end waits for what the server holds untimed
        let importing = try SpawnedGather(holding, ["import", archive.path])
        await server.waitUntilHeld(6)
        importing.send(SIGTERM)
        #expect(await importing.signalTaken())
        server.releaseHeld()
        let ended = await importing.ended()
        #expect(ended.status == 143, "\(ended.stderr)")

        #expect(try await target.run("import", archive.path).code == 0)
        let history = try await target.run("history", "--json")
        let gathers = try JSONSerialization.jsonObject(with: Data(history.stdout.utf8)) as? [Any]
        #expect(gathers?.count == 8, "\(history.stdout)")
    }

    /// A record on a server cut off while it sends waits for it: the match is made whole and charged.
    @Test func signal_whileARecordIsSent_makesItWhole() async throws {
        let (server, gather) = try await FaultEndToEndTests.loggedIn()
        defer { server.stop(); gather.cleanUp() }
        #expect(try await gather.run("players", "add", "Ana", "Bo").code == 0)
        #expect(try await gather.run("fees", "set", "10").code == 0)

        server.hold("PUT", pathPrefix: "/api/gathers")
        var holding = gather
        holding.overrides["GATHER_TEST_HOLD"] = "server"  // no such point: the end waits for what the server holds untimed
        let recording = try SpawnedGather(holding, ["record", "--date", "2026-11-20", "--teams", "Ana/Bo", "--score", "1-0"])
        await server.waitUntilHeld(1)
        recording.send(SIGTERM)
        #expect(await recording.signalTaken())
        server.releaseHeld()
        #expect(await recording.ended().status == 143)

        #expect(try await gather.run("fees").stdout.contains("charged 10.00"))
        #expect(try await gather.run("history").stdout.contains("1-0"))
    }
}
