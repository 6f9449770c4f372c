import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `timer run` and concurrent starts through the real binary.
@Suite struct TimerRunEndToEndTests {
    @Test func timerRun_piped_printsPlainLines_andRunsTheEndHook() async throws {
        let gather = try GatherBinary()
        defer { gather.cleanUp() }
        let marker = gather.home.appendingPathComponent("hook-ran")
        let run = try await gather.run("timer", "run", "2s", "--on-end", "touch '\(marker.path)'")
        #expect(run.code == 0)
        #expect(run.stdout == "Countdown 00:02 started\nTime is up\n")
        #expect(FileManager.default.fileExists(atPath: marker.path))
    }

    @Test func timerRun_withJSON_keepsStdoutForJSON() async throws {
        let gather = try GatherBinary()
        defer { gather.cleanUp() }
        let run = try await gather.run("timer", "run", "1s", "--json")
        #expect(run.code == 0)
        #expect(run.stdout == #"{"remainingSeconds":0,"selectedSeconds":1,"state":"finished","text":"00:00"}"# + "\n")
        #expect(run.stderr.contains("Time is up"))
    }

    @Test func timerRun_failingEndHook_exitsOne() async throws {
        let gather = try GatherBinary()
        defer { gather.cleanUp() }
        let run = try await gather.run("timer", "run", "1s", "--on-end", "exit 4")
        #expect(run.code == 1)
        #expect(run.stderr.contains("exit code 4"))
    }

    @Test func timerRun_interrupted_exits130_andSaysTheClockKeepsRunning() async throws {
        let gather = try GatherBinary()
        defer { gather.cleanUp() }
        // Long enough that the clock still runs when a loaded machine gets to the check.
        let process = try SpawnedGather(gather, ["timer", "run", "30:00"])
        // Interrupted only once the countdown says it has started; stdout stays open (a closed one would end it first).
        #expect(await process.output(upToLineHolding: "Countdown").hasPrefix("Countdown 30:00 started"))
        process.interrupt()
        let ended = await process.ended()
        #expect(ended.status == 130)
        #expect(ended.stderr == "Interrupted. The clock keeps running: 'gather timer pause' stops it.\n")
        #expect(try await gather.run("timer", "status").stdout.hasSuffix("running\n"))
    }

    @Test func startRun_interrupted_saysTheClockKeepsRunning() async throws {
        let gather = try GatherBinary()
        defer { gather.cleanUp() }
        for name in ["Ana", "Bo"] { #expect(try await gather.run("players", "add", name).code == 0) }
        let process = try SpawnedGather(gather, ["start", "--teams", "Ana/Bo", "--run"])
        #expect(await process.output(upToLineHolding: "Countdown").hasSuffix("Countdown 10:00 started\n"))
        process.interrupt()
        let ended = await process.ended()
        #expect(ended.status == 130)
        #expect(ended.stderr.hasSuffix("Interrupted. The clock keeps running: 'gather timer pause' stops it.\n"))
    }

    @Test func parallelStarts_createOneGatherOnly() async throws {
        let gather = try GatherBinary()
        defer { gather.cleanUp() }
        for name in ["Ana", "Bo", "Cy", "Dee"] { #expect(try await gather.run("players", "add", name).code == 0) }
        let codes = try await withThrowingTaskGroup(of: Int32.self) { group in
            for _ in 1...4 { group.addTask { try await gather.run("start", "--teams", "Ana,Bo/Cy,Dee").code } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(codes.sorted() == [0, 1, 1, 1])
        let history = try await gather.run("history", "--json")
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(history.stdout.utf8)) as? [Any])
        #expect(entries.count == 1)
    }
}
