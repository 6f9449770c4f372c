import Foundation
import Testing

@testable import FootballGatherCore
@testable import GatherCLI

/// Lists piped on stdin: a byte-order mark is not part of the first name, `--except -`
/// reads stdin, and an error about a huge list stays one short line.
@Suite struct PastedInputCLITests {
    @Test func aByteOrderMark_isNotPartOfTheFirstName() async throws {
        let home = TestHome()
        #expect(await gather(arguments: ["players", "add", "-"], stdin: ["\u{FEFF}Ana\nBo"], home: home).code == 0)
        let names = try #require(try parseJSON(await gather("players", "list", "--json", home: home).stdout) as? [[String: Any]])
        #expect(names.compactMap { $0["name"] as? String } == ["Ana", "Bo"])
    }

    @Test func exceptDash_readsTheListFromStdin() async throws {
        let home = await makeFourPlayerHome()
        let plan = await gather(arguments: ["start", "--teams", "auto", "--all", "--except", "-", "--dry-run", "--json"], stdin: ["Ana\nBo"], home: home)
        #expect(plan.code == 0, "\(plan.stderr)")
        let teams = try #require(try parseJSON(plan.stdout) as? [String: Any])
        let names = ((teams["teamA"] as? [[String: Any]] ?? []) + (teams["teamB"] as? [[String: Any]] ?? [])).compactMap { $0["name"] as? String }
        #expect(Set(names) == ["Cy", "Dee"])
    }

    @Test func anErrorAboutAHugeList_namesTenThenHowManyMore() async {
        let home = await makeFourPlayerHome()
        let list = (1...100_000).map { "Nobody \($0)" }.joined(separator: "\n")
        let refused = await gather(arguments: ["squad", "add", "-"], stdin: [list], home: home)
        #expect(refused.code == 65)
        #expect(refused.stderr.contains("no player matches these 100000 names: 'Nobody 1', 'Nobody 2'"))
        #expect(refused.stderr.contains("'Nobody 10' and 99990 more; see 'gather players list'"))
        #expect(refused.stderr.count < 600)
    }

    @Test func aListTooLargeToRead_isNamedAsAList_withItsLimit() {
        let refusal = ErrorWording.description(of: StorageError.tooLarge(path: "stdin", limit: RegularFile.sizeLimit, kind: .pastedList))
        #expect(refusal.hasPrefix("the list of players on stdin is larger than 64"))
        #expect(refusal.hasSuffix("pipe a shorter list, one name per line"))
        #expect(!refusal.contains("import") && !refusal.contains("export"))
    }
}
