import Foundation
import Testing
@testable import FootballGatherCore
@testable import GatherTestSupport

/// An import never changes anything quietly: names that are someone else's alias here,
/// aliases two players of the file share and chances that are not chances refuse the file
/// (each one named, nothing written); a retired flag is not applied to a player active
/// here unless asked; every alias left out is listed. In memory, as on a server.
@Suite struct ImportIdentityTests {
    private struct SUT {
        let backend: MemoryBackend
        let notes: MemoryPlayerNotes
        let squads: MemorySquadStore
        let transfer: TransferViewModel
    }

    private static let backend = Backend.server(URL(string: "http://127.0.0.1:9") ?? URL(fileURLWithPath: "/"))

    /// A home with `names`, and `aliases` by player id.
    private func makeSUT(_ names: [String], aliases: [Int: [String]] = [:]) throws -> SUT {
        let backend = MemoryBackend(players: names)
        let notes = MemoryPlayerNotes()
        try notes.update { notes in for (id, list) in aliases { notes.setAliases(list, of: id) } }
        let squads = MemorySquadStore()
        let services = ServiceBundle.inMemory(players: backend, gathers: backend, details: MemoryGatherDetails(), auth: nil, notes: notes)
        let transfer = TransferViewModel(
            services: services, documents: MemoryDocuments(), squad: BackendSquad(store: squads, backend: Self.backend))
        return SUT(backend: backend, notes: notes, squads: squads, transfer: transfer)
    }

    private func archive(_ names: [String], aliases: [Int: [String]] = [:], retired: [Int]? = nil, gathers: [ExportedGather] = []) -> ExportArchive {
        var archive = ExportArchive(
            players: names.enumerated().map { Player(id: $0.offset + 1, name: $0.element) }, gathers: gathers, retired: retired)
        archive.aliases = aliases.isEmpty ? nil : Dictionary(uniqueKeysWithValues: aliases.map { (String($0.key), $0.value) })
        return archive
    }

    private func gather(chances teamA: Double, _ teamB: Double) -> ExportedGather {
        ExportedGather(
            id: UUID(), score: "1-0", winnerTeam: "Team A", startedAt: Date(timeIntervalSince1970: 0),
            members: [.init(playerID: 1, team: .teamA), .init(playerID: 2, team: .teamB)],
            prediction: KeptPrediction(teamA: teamA, teamB: teamB))
    }

    @Test func aNameThatIsAnotherPlayersAliasHere_isRefused_andNothingIsWritten() async throws {
        let sut = try makeSUT(["Ana"], aliases: [1: ["Nana"]])
        let error = await #expect(throws: ArchiveError.self) { try await sut.transfer.importArchive(archive(["Nana", "Bo"])) }
        #expect(error == .problems([.nameIsAliasHere(player: 1, name: "Nana", owner: "Ana", ownerID: 1)]))
        #expect(sut.backend.roster.map(\.name) == ["Ana"])
    }

    @Test func twoPlayersOfTheFileSharingAnAlias_areRefused() async throws {
        let sut = try makeSUT([])
        let error = await #expect(throws: ArchiveError.self) {
            try await sut.transfer.importArchive(archive(["Bea", "Bo", "Cy"], aliases: [1: ["B"], 2: ["B"], 3: ["Bo"]]))
        }
        #expect(error == .problems([
            .sharedAlias("B", first: 1, firstName: "Bea", second: 2, secondName: "Bo"), .aliasIsNameOf("Bo", player: 3, other: 2),
        ]))
        #expect(sut.backend.roster.isEmpty)
    }

    @Test(arguments: [(1.2, -0.2), (0.7, 0.7), (0.5, 0.4)])
    func chancesThatAreNotChances_areRefused(teamA: Double, teamB: Double) async throws {
        let sut = try makeSUT([])
        let error = await #expect(throws: ArchiveError.self) {
            try await sut.transfer.importArchive(archive(["Ana", "Bo"], gathers: [gather(chances: teamA, teamB)]))
        }
        guard case .problems(let problems) = error, case .invalidChances(_, teamA, teamB)? = problems.first else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(sut.backend.roster.isEmpty && sut.backend.allGathers.isEmpty)
    }

    @Test func chancesWithinAThousandthOfOne_areTaken() async throws {
        let sut = try makeSUT([])
        let report = try await sut.transfer.importArchive(archive(["Ana", "Bo"], gathers: [gather(chances: 0.6, 0.4005)]))
        #expect(report.addedGathers == 1)
    }

    @Test func everyProblem_isNamedInOneRefusal() async throws {
        let sut = try makeSUT(["Ana"], aliases: [1: ["Nana"]])
        let error = await #expect(throws: ArchiveError.self) {
            try await sut.transfer.importArchive(archive(["Nana", "Bo", "Cy"], aliases: [2: ["C"], 3: ["C"]], gathers: [gather(chances: 2, -1)]))
        }
        guard case .problems(let problems) = error else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(problems.count == 3)
        #expect(problems.contains { if case .nameIsAliasHere(_, "Nana", _, _) = $0 { true } else { false } })
        #expect(problems.contains { if case .sharedAlias("C", _, _, _, _) = $0 { true } else { false } })
        #expect(problems.contains { if case .invalidChances(_, 2, -1) = $0 { true } else { false } })
    }

    @Test func manyProblems_areAllKept() async throws {
        let sut = try makeSUT([])
        let gathers = (1...12).map { _ in gather(chances: 0.9, 0.9) }
        let error = await #expect(throws: ArchiveError.self) { try await sut.transfer.importArchive(archive(["Ana", "Bo"], gathers: gathers)) }
        guard case .problems(let problems) = error else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(problems.count == 12, "every one kept; the CLI names ten")
    }

    @Test func aRetiredFlag_isNotAppliedToAPlayerActiveHere_unlessTaken() async throws {
        let file = archive(["Ana", "Cy"], retired: [1, 2])
        let sut = try makeSUT(["Ana"])
        try sut.squads.update(of: Self.backend) { $0 = [1] }
        let report = try await sut.transfer.importArchive(file)
        #expect(report.leftActive == ["Ana"])
        #expect(report.skippedPlayers == ["Ana"] && report.addedPlayers == ["Cy"])
        #expect(try sut.notes.notes().retired == [2], "the newcomer Cy is retired, as in the file")
        #expect(try sut.squads.squad(of: Self.backend) == [1], "Ana stays in the squad")

        let taking = try makeSUT(["Ana"])
        try taking.squads.update(of: Self.backend) { $0 = [1] }
        let taken = try await taking.transfer.importArchive(file, takingRetired: true)
        #expect(taken.leftActive.isEmpty)
        #expect(taken.retired == ["Ana"], "said: active here, retired by the file")
        #expect(taken.leftSquad == ["Ana"])
        #expect(try taking.notes.notes().retired.sorted() == [1, 2])
        #expect(try taking.squads.squad(of: Self.backend).isEmpty, "a retired player leaves the squad")
    }

    @Test func theFilesSquad_joiningTheSquadHere_isSaid() async throws {
        var file = archive(["Ana", "Cy", "Dee"])
        file.squad = [1, 2]
        let sut = try makeSUT(["Ana", "Bo"])
        try sut.squads.update(of: Self.backend) { $0 = [1] }
        let report = try await sut.transfer.importArchive(file)
        #expect(report.joinedSquad == ["Cy"], "Ana was in the squad already")
        #expect(try sut.squads.squad(of: Self.backend).count == 2)
    }

    @Test func anAliasThatWouldNotPickOnePlayerHere_isLeftOut_andListed() async throws {
        let sut = try makeSUT(["Ana"], aliases: [1: ["Annie"]])
        let report = try await sut.transfer.importArchive(archive(["Bo", "Cy"], aliases: [1: ["Annie", "Bobby"], 2: ["Ana"]]))
        #expect(report.aliasesLeftOut == ["'Annie' (Bo)", "'Ana' (Cy)"])
        #expect(try sut.notes.notes().aliases(of: 2) == ["Bobby"])
    }

    @Test func onAServer_theIDsThatChanged_areReported() async throws {
        let sut = try makeSUT(["Zed"])
        let played = gather(chances: 0.5, 0.5)
        let report = try await sut.transfer.importArchive(archive(["Ana", "Bo"], gathers: [played]))
        // The server numbers them (Zed is 1); six are sent at a time, so who gets 2 varies:
        // each file id must lead to the player of that name, and 1 must have changed.
        let here = Dictionary(uniqueKeysWithValues: sut.backend.roster.map { ($0.id, $0.name) })
        for (fileID, name) in [(1, "Ana"), (2, "Bo")] {
            #expect(here[report.changedPlayerIDs[String(fileID)] ?? fileID] == name)
        }
        #expect(report.changedPlayerIDs["1"] != nil)
        #expect(report.changedGatherIDs.keys.sorted() == [played.id.uuidString])
        #expect(report.changedGatherIDs[played.id.uuidString] == sut.backend.allGathers.first?.id.uuidString)
    }
}

/// The file's names are compared with the name key, as `players add` compares them.
@Suite struct ImportNameKeyTests {
    @Test func aNameWithAnInvisibleMark_isMatchedToThePlayerHere_notAddedBesideThem() async throws {
        let backend = MemoryBackend(players: ["Ana"])
        let transfer = TransferViewModel(
            services: ServiceBundle.inMemory(players: backend, gathers: backend, details: MemoryGatherDetails(), auth: nil),
            documents: MemoryDocuments())
        let file = ExportArchive(players: [Player(id: 1, name: "\u{200E}ANA"), Player(id: 2, name: "Bo")], gathers: [])
        let report = try await transfer.importArchive(file)
        #expect(report.skippedPlayers == ["\u{200E}ANA"] && report.addedPlayers == ["Bo"])
        #expect(backend.roster.map(\.name) == ["Ana", "Bo"])
    }

    @Test func anAliasHere_withoutItsAccents_stillRefusesTheName() async throws {
        let backend = MemoryBackend(players: ["Béatrice"])
        let notes = MemoryPlayerNotes()
        try notes.update { $0.setAliases(["Béa"], of: 1) }
        let transfer = TransferViewModel(
            services: ServiceBundle.inMemory(players: backend, gathers: backend, details: MemoryGatherDetails(), auth: nil, notes: notes),
            documents: MemoryDocuments())
        await #expect(throws: ArchiveError.self) {
            try await transfer.importArchive(ExportArchive(players: [Player(id: 1, name: "BEA")], gathers: []))
        }
        #expect(backend.roster.map(\.name) == ["Béatrice"])
    }
}
