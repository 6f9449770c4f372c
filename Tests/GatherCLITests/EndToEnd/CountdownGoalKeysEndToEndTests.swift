import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 39: one key a goal. The real binary runs the countdown on a pseudo-terminal this
/// test opens itself (openpty), so CI runs it: `a` and `b` count a goal, `u` takes the last
/// one back, through the running match's file as `goal` does; the line shows the score and
/// the keys are listed under the countdown.
@Suite struct CountdownGoalKeysEndToEndTests {
    /// The master side of a pseudo-terminal, read off the cooperative pool.
    final class PseudoTerminal: Sendable {
        let master: Int32
        let slave: Int32

        init() throws {
            var master: Int32 = -1, slave: Int32 = -1
            guard openpty(&master, &slave, nil, nil, nil) == 0 else { throw POSIXError(.EIO) }
            (self.master, self.slave) = (master, slave)
        }

        func type(_ text: String) { _ = text.utf8CString.withUnsafeBufferPointer { write(master, $0.baseAddress, text.utf8.count) } }

        /// Everything the terminal showed until it shows `text` (or 20 s went by, or it closed).
        func output(until text: String, after seen: String = "") async -> String {
            await withCheckedContinuation { continuation in
                DispatchQueue.global().async { [master] in
                    var shown = Data(seen.utf8)
                    let deadline = Date().addingTimeInterval(20)
                    var buffer = [UInt8](repeating: 0, count: 1024)
                    while Date() < deadline, !String(decoding: shown, as: UTF8.self).contains(text) {
                        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
                        guard poll(&descriptor, 1, 100) > 0 else { continue }
                        let count = read(master, &buffer, buffer.count)
                        if count <= 0 { break }
                        shown.append(contentsOf: buffer[0..<count])
                    }
                    continuation.resume(returning: String(decoding: shown, as: UTF8.self))
                }
            }
        }

        func close() {
            _ = Glibc.close(master)
            _ = Glibc.close(slave)
        }
    }

    @Test func goalKeys_countAndTakeBack_showTheScore_andAreListed() async throws {
        let gather = try GatherBinary()
        defer { gather.cleanUp() }
        for name in ["Ana", "Bo"] { #expect(try await gather.run("players", "add", name).code == 0) }
        #expect(try await gather.run("start", "--teams", "Ana/Bo").code == 0)
        let terminal = try PseudoTerminal()
        defer { terminal.close() }
        let process = Process()
        process.executableURL = GatherBinary.url
        process.arguments = ["timer", "run", "30:00"]
        process.environment = gather.environment
        let slave = FileHandle(fileDescriptor: terminal.slave, closeOnDealloc: false)
        (process.standardInput, process.standardOutput, process.standardError) = (slave, slave, slave)
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }

        var shown = await terminal.output(until: "Keys: a goal for Team A · b goal for Team B · u take the last goal back")
        #expect(shown.contains("Countdown 30:00 started (space: pause/resume)"))
        terminal.type("a")
        shown = await terminal.output(until: "1-0  (goal Team A)", after: shown)
        #expect(shown.contains("1-0  (goal Team A)"))
        #expect(shown.contains("1-0  (goal Team A)\u{1B}[K"), "a shorter status line clears what the last one left")
        terminal.type("b")
        shown = await terminal.output(until: "1-1  (goal Team B)", after: shown)
        #expect(shown.contains("1-1  (goal Team B)"))
        terminal.type("u")
        shown = await terminal.output(until: "1-0  (took back a goal of Team B)", after: shown)
        #expect(shown.contains("1-0  (took back a goal of Team B)"))

        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130)
        let show = try await gather.run("show")
        #expect(show.stdout.contains("Score: 1-0 "), "counted through the match's file, as `goal` counts: \(show.stdout)")
    }
}
