import Foundation
import Testing

@testable import FootballGatherCore
@testable import GatherCLI

/// The offline data file: readable JSON, never overwritten when corrupt, no lost writes.
@Suite struct OfflineDataCLITests {
    @Test func dataFile_isWrittenUnderXDGDataHome() async throws {
        let home = TestHome()
        _ = await gather("players", "add", "Ana", home: home)
        let data = try Data(contentsOf: home.offlineFile)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect((object["players"] as? [[String: Any]])?.first?["name"] as? String == "Ana")
    }

    @Test func corruptDataFile_isAnErrorNamingIt_andIsNeverOverwritten() async throws {
        let home = TestHome()
        try FileManager.default.createDirectory(at: home.dataDirectory, withIntermediateDirectories: true)
        let garbage = Data("{\"players\": [oops".utf8)
        try garbage.write(to: home.offlineFile)
        for arguments in [["players", "list"], ["players", "add", "Ana"]] {
            let result = await gather(arguments: arguments, home: home)
            #expect(result.code == 65, "a damaged data file is bad data, as the README says")
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.contains(home.offlineFile.path))
        }
        #expect(try Data(contentsOf: home.offlineFile) == garbage)
    }

    @Test func concurrentAdds_loseNoWrite() async throws {
        let home = TestHome()
        let codes = await withTaskGroup(of: Int32.self) { group in
            for index in 1...20 {
                group.addTask { await gather("players", "add", "Player \(index)", "--quiet", home: home).code }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(codes == Array(repeating: 0, count: 20))
        let players = try #require(try parseJSON(await gather("players", "list", "--json", home: home).stdout) as? [[String: Any]])
        #expect(players.count == 20)
        #expect(Set(players.compactMap { $0["id"] as? Int }) == Set(1...20))
    }
}
