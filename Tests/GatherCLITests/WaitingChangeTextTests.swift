import Foundation
import Testing

@testable import FootballGatherCore
@testable import GatherCLI

/// `gather sync --dry-run` lines: the ids padded so that every column lines up.
@Suite struct WaitingChangeTextTests {
    @Test func idsOfOneAndTwoDigits_lineUp() {
        let keptAt = Date(timeIntervalSince1970: 1_800_000_000)
        let changes = [9, 10].map { WaitingChange(id: $0, change: .deletePlayer(id: $0), keptAt: keptAt) }
        let width = WaitingChangeText.idWidth(changes)
        let lines = changes.map { WaitingChangeText.line($0, idWidth: width) }
        #expect(lines[0].hasPrefix("#9   kept ") && lines[1].hasPrefix("#10  kept "))
        #expect(lines.map { $0.range(of: "player")?.lowerBound.utf16Offset(in: $0) }.allSatisfy { $0 == lines[0].range(of: "player")?.lowerBound.utf16Offset(in: lines[0]) })
    }
}
