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

    /// `--drop` refuses a join of the running match's player: the line says to end or cancel it first.
    @Test func aHeldJoinOfTheRunningMatch_saysToEndItBeforeDropping() {
        let join = WaitingChange(
            id: 2, change: .addPlayer(gather: UUID(), player: 46, team: .teamA), keptAt: Date(timeIntervalSince1970: 1_800_000_000),
            conflict: .playerRenamed(id: 46, was: "Ana", now: "Zed"))
        #expect(WaitingChangeText.line(join, playing: [46]).hasSuffix("'gather end' or 'gather cancel', then 'gather sync --drop 2', drops it"))
        #expect(WaitingChangeText.line(join).hasSuffix(", 'gather sync --drop 2' drops it"))
    }
}
