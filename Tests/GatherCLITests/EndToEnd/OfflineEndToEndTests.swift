import Foundation
import Testing

@Suite struct OfflineEndToEndTests {
    @Test func matchDay_offline() throws {
        let gather = try GatherBinary()
        defer { gather.cleanUp() }
        try MatchDayScenario.run(gather, login: false)
        #expect(try gather.run("status").stdout.contains("offline ("))
    }

    @Test func twentyParallelAdds_loseNoPlayer() throws {
        let gather = try GatherBinary()
        defer { gather.cleanUp() }
        let codes = Mutex<[Int32]>([])
        DispatchQueue.concurrentPerform(iterations: 20) { index in
            let code = (try? gather.run("players", "add", "Player \(index)").code) ?? -1
            codes.withLock { $0.append(code) }
        }
        #expect(codes.withLock { $0 } == Array(repeating: 0, count: 20))
        let listed = try gather.run("players", "list", "--json")
        let players = try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
        #expect(players.count == 20)
        #expect(Set(players.compactMap { $0["id"] as? Int }) == Set(1...20))
    }

    @Test func corruptDataFile_isNamedAndNeverOverwritten() throws {
        let gather = try GatherBinary()
        defer { gather.cleanUp() }
        #expect(try gather.run("players", "add", "Ana").code == 0)
        let garbage = Data("{\"players\": [oops".utf8)
        try garbage.write(to: gather.dataFile)
        let listed = try gather.run("players", "list")
        #expect(listed.code == 65)
        #expect(listed.stderr.contains(gather.dataFile.path))
        let added = try gather.run("players", "add", "Bo")
        #expect(added.code == 65)
        #expect(try Data(contentsOf: gather.dataFile) == garbage)
    }

    @Test func timerWait_returnsWhenTheTimeIsUp() throws {
        let gather = try GatherBinary()
        defer { gather.cleanUp() }
        #expect(try gather.run("timer", "set", "2s").code == 0)
        #expect(try gather.run("timer", "start").code == 0)
        let started = Date()
        let waited = try gather.run("timer", "wait")
        let elapsed = Date().timeIntervalSince(started)
        #expect(waited.code == 0)
        #expect(elapsed > 1.0 && elapsed < 10)
    }

    @Test func timerWait_whenStopped_exitsThree() throws {
        let gather = try GatherBinary()
        defer { gather.cleanUp() }
        let waited = try gather.run("timer", "wait")
        #expect(waited.code == 3)
        #expect(waited.stderr.contains("not running"))
    }
}

import Synchronization
