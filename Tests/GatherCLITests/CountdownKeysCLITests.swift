import Foundation
import Synchronization
import Testing

@testable import FootballGatherCore
@testable import GatherTestSupport
@testable import GatherCLI

/// The live countdown on a terminal, in-process, with the terminal's keys scripted: space
/// pauses, `p` resumes, and the terminal is given back however the countdown ends.
@Suite struct CountdownKeysCLITests {
    /// Hands out `script` one key per call, then waits to be cancelled; records `restore()`
    /// and tells `asked` of each call.
    final class ScriptedKeys: KeyPresses {
        private let state: Mutex<(script: [UInt8], asked: Int, restored: Bool)>
        let asked: AsyncStream<Void>
        private let askedNow: AsyncStream<Void>.Continuation

        init(_ script: [UInt8]) {
            state = Mutex((script, 0, false))
            (asked, askedNow) = AsyncStream.makeStream()
        }

        var restored: Bool { state.withLock { $0.restored } }
        var timesAsked: Int { state.withLock { $0.asked } }

        func nextKey(within seconds: Double) async -> UInt8? {
            let key = state.withLock { state -> UInt8? in
                state.asked += 1
                return state.script.isEmpty ? nil : state.script.removeFirst()
            }
            askedNow.yield()
            if key == nil { try? await Task.sleep(for: .seconds(3_600)) }  // until the countdown cancels it
            return key
        }

        func restore() { state.withLock { $0.restored = true } }
    }

    @Test func space_pausesTheClock_andP_resumesIt_thenTheTerminalIsGivenBack() async {
        let home = TestHome()
        let keys = ScriptedKeys([0x20, UInt8(ascii: "p")])
        // The first tick waits until both keys were taken (a third ask comes after the
        // second key was acted on), so the pause is seen whatever the scheduling. It awaits,
        // never blocks a thread: the keys are read on the same pool.
        let clock = ManualClock { sleeps in
            guard sleeps == 1 else { return }
            var asks = keys.asked.makeAsyncIterator()
            for _ in 0..<3 { _ = await asks.next() }
        }
        let result = await gather(arguments: ["timer", "run", "0:05"], home: home, isTerminal: true, clock: clock, keys: keys)
        #expect(result.code == 0)
        #expect(result.stdout.hasPrefix("Countdown 00:05 started (space: pause/resume)\n"))
        #expect(result.stdout.contains("00:05 paused\u{1B}[K"))
        #expect(result.stdout.hasSuffix("Time is up\n"))
        #expect(keys.restored)
    }

    @Test func piped_noKeyIsAskedFor() async {
        let home = TestHome()
        let keys = ScriptedKeys([0x20])
        let result = await gather(arguments: ["timer", "run", "0:03"], home: home, clock: ManualClock(), keys: keys)
        #expect(result.code == 0)
        #expect(result.stdout == "Countdown 00:03 started\nTime is up\n")
        #expect(keys.timesAsked == 0)
    }
}
