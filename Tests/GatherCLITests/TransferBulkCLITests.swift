import Foundation
import Testing

@testable import FootballGatherCore
@testable import GatherCLI

/// Big imports show their progress on a terminal only; an export leaves out what it
/// cannot read instead of failing.
@Suite struct TransferBulkCLITests {
    private let server = "http://127.0.0.1:9"

    /// An export file of `count` players and no gathers.
    private func exportFile(players count: Int, in home: TestHome) throws -> String {
        let archive = ExportArchive(players: (1...count).map { Player(id: $0, name: "Player \($0)") }, gathers: [])
        let file = home.file("big.json")
        try TransferViewModel.encoded(archive).write(to: file)
        return file.path
    }

    @Test func import_ofMoreThanFiftyPlayers_onATerminal_redrawsOneProgressLine() async throws {
        let home = TestHome()
        let services = StubServices()
        let result = await gather(
            arguments: ["import", try exportFile(players: 60, in: home), "--server", server], home: home,
            isTerminal: true, services: services)
        #expect(result.code == 0)
        #expect(result.stderr.hasPrefix("\rImporting players 1/60\u{1B}[K"))
        #expect(result.stderr.hasSuffix("\rImporting players 60/60\u{1B}[K\n"))
        #expect(!result.stderr.contains("\n\r"), "one line, redrawn in place")
        #expect(services.storedPlayers.count == 60)
    }

    @Test func import_piped_orOfFiftyOrFewer_showsNoProgress() async throws {
        let home = TestHome()
        let piped = await gather(
            arguments: ["import", try exportFile(players: 60, in: home), "--server", server], home: home,
            services: StubServices())
        #expect(piped.code == 0)
        #expect(piped.stderr.isEmpty)
        let few = await gather(
            arguments: ["import", try exportFile(players: 50, in: home), "--server", server], home: home,
            isTerminal: true, services: StubServices())
        #expect(few.code == 0)
        #expect(!few.stderr.contains("Importing"))
    }

    @Test func export_aGatherWhosePlayersAre404_warnsNamingIt_andStillSucceeds() async throws {
        let home = TestHome()
        let services = StubServices(players: [Player(id: 1, name: "Ana")])
        let lost = try await services.createGather()
        _ = try await services.createGather()
        services.cannotRead(playersOf: lost)
        let file = home.file("backup.json")
        let result = await gather(arguments: ["export", file.path, "--server", server], home: home, services: services)
        #expect(result.code == 0)
        #expect(result.stderr == "warning: gather \(lost.uuidString) is exported without its players: they could not be read (not found)\n")
        #expect(result.stdout == "Exported 1 player and 2 gathers to \(file.path) (1 without their players, which could not be read)\n")
        let archive = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        #expect((archive?["gathers"] as? [Any])?.count == 2)
    }
}
