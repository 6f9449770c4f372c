import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@testable import GatherCLI

/// Offline, `stats` keeps its whole-history summary beside the data and serves it until
/// the matches or the roster's skills change.
@Suite struct StatsSummaryCLITests {
    @Test func aKeptSummary_isServedWithoutReadingTheMatches() async throws {
        let home = try await Self.homeWithOneMatch()
        let first = await gather("stats", home: home)
        #expect(first.code == 0)
        // Same file, same size, same modification time, but no longer readable JSON:
        // only a summary kept from the first call can answer.
        try Self.spoilKeepingItsStamp(Self.matches(home))
        let second = await gather("stats", home: home)
        #expect(second.code == 0)
        #expect(second.stdout == first.stdout)
        #expect(await gather("history", home: home).code == 65)
    }

    @Test func aNewMatch_orANewSkill_rebuildsTheSummary() async throws {
        let home = try await Self.homeWithOneMatch()
        let before = await gather("stats", "--json", home: home)
        #expect(before.stdout.contains("\"played\":1"))
        #expect(await gather("start", "--teams", "Ana/Bo", home: home).code == 0)
        #expect(await gather("end", "--score", "0-3", home: home).code == 0)
        let after = await gather("stats", "--json", home: home)
        #expect(after.stdout.contains("\"played\":2"))

        #expect(await gather("players", "edit", "Ana", "--skill", "professional", home: home).code == 0)
        let relabelled = await gather("stats", "--json", home: home)
        let uncached = await gather("stats", "--json", "--since", "2000-01-01", home: home)
        #expect(relabelled.stdout == uncached.stdout)
        #expect(relabelled.stdout != after.stdout)
    }

    private static func homeWithOneMatch() async throws -> TestHome {
        let home = TestHome()
        #expect(await gather("players", "add", "Ana", "Bo", home: home).code == 0)
        #expect(await gather("start", "--teams", "Ana/Bo", home: home).code == 0)
        #expect(await gather("end", "--score", "2-1", home: home).code == 0)
        return home
    }

    private static func matches(_ home: TestHome) -> URL { home.dataDirectory.appendingPathComponent("matches.json") }

    private static func spoilKeepingItsStamp(_ url: URL) throws {
        var status = stat()
        #expect(stat(url.path, &status) == 0)
        let descriptor = open(url.path, O_WRONLY)
        #expect(descriptor >= 0)
        let garbage = [UInt8](repeating: UInt8(ascii: "x"), count: Int(status.st_size))
        #expect(write(descriptor, garbage, garbage.count) == garbage.count)
        close(descriptor)
        var times = [status.st_atim, status.st_mtim]
        #expect(utimensat(AT_FDCWD, url.path, &times, 0) == 0)
    }
}
