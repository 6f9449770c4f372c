import Testing

@testable import FootballGatherCore
@testable import GatherTestSupport

/// A roster in memory that records what it is asked to create, update and delete.
private actor InMemoryRoster: OneAtATimePlayers {
    private(set) var roster: [Player]
    private(set) var created: [PlayerDraft] = []
    private(set) var updated: [Int] = []
    private(set) var deleted: [Int] = []

    init(_ roster: [Player]) { self.roster = roster }

    func players() async throws -> [Player] { roster }

    func createPlayer(_ draft: PlayerDraft) async throws -> Int {
        created.append(draft)
        let id = (roster.map(\.id).max() ?? 0) + 1
        roster.append(Player(id: id, draft: draft))
        return id
    }

    func updatePlayer(id: Int, with draft: PlayerDraft) async throws { updated.append(id) }
    func deletePlayer(id: Int) async throws { deleted.append(id) }
    func gathers(ofPlayer id: Int) async throws -> [Gather] { [] }
}

/// Names that always pick one player: no duplicates (unless asked), nothing read as an
/// id or a list separator; and a favourite team as strict as a name.
@Suite struct PlayerNamesViewModelTests {
    private static let roster = [Player(id: 3, name: "Ana"), Player(id: 5, name: "Cy")]

    // MARK: - Names that cannot be addressed

    @Test(arguments: ["7", " 42 ", "+7", "-3", "123456789012345678901234567890", "#3", "#Ana", "Ana,Bo", "Ana/Bo", "a/b"])
    func name_thatCouldNotPickThePlayer_isRefused(_ text: String) {
        #expect(throws: InputError.self) { try PlayerValidation.name(text) }
        #expect(PlayerValidation.unaddressable(text.trimmingCharacters(in: .whitespaces)) != nil)
    }

    @Test(arguments: ["Ana 7", "7 Ana", "Zoë 🏆", "李小龍", "O'Neil", "Ana-Bo", "Ana #3"])
    func name_withDigitsOrSymbolsInside_isAccepted(_ text: String) throws {
        #expect(try PlayerValidation.name(text) == text)
    }

    @Test func unaddressableName_saysWhy_andIsInvalidData() {
        #expect(throws: InputError.unaddressableName("#3", reason: .hashNumber)) { try PlayerValidation.name("#3") }
        #expect(InputError.unaddressableName("#3", reason: .hashNumber).failureKind == .invalidData)
    }

    // MARK: - Duplicates on add

    @Test(arguments: ["Ana", "ana", "  ANA  ", "Ána", "ANÄ"])
    func add_nameAnotherPlayerHas_isRefused_namingThePlayer_andCreatesNothing(_ name: String) async throws {
        let service = InMemoryRoster(Self.roster)
        let error = await #expect(throws: InputError.self) {
            try await PlayerAddViewModel.inMemory(service: service).add(.init(PlayerDraft(name: name)))
        }
        #expect(error == .duplicateName("Ana", takenBy: 3, suggestion: "\(name.trimmingCharacters(in: .whitespaces)) 2"))
        #expect(error?.nextStep == .distinctName(suggestion: "\(name.trimmingCharacters(in: .whitespaces)) 2"))
        #expect(error?.failureKind == .invalidData)
        #expect(await service.created.isEmpty)
    }

    @Test func add_nameAnotherHas_withOtherAccentsOrSpacing_isRefused() async {
        let service = InMemoryRoster([Player(id: 8, name: "Zoë Clarke")])
        for name in ["Zoe Clarke", "Zoe  Clarke", "ZOË CLARKE"] {
            await #expect(throws: InputError.self, "\(name)") { try await PlayerAddViewModel.inMemory(service: service).add(.init(PlayerDraft(name: name))) }
        }
        #expect(await service.created.isEmpty)
    }

    @Test func add_duplicate_suggestsANameNobodyHas() async {
        let service = InMemoryRoster(Self.roster + [Player(id: 6, name: "Ana 2")])
        await #expect(throws: InputError.duplicateName("Ana", takenBy: 3, suggestion: "Ana 3")) {
            try await PlayerAddViewModel.inMemory(service: service).add(.init(PlayerDraft(name: "Ana")))
        }
    }

    @Test func add_duplicate_withAllowDuplicate_isCreated() async throws {
        let service = InMemoryRoster(Self.roster)
        let player = try await PlayerAddViewModel.inMemory(service: service).add(.init(PlayerDraft(name: "ana"), allowsDuplicateName: true))
        #expect(player.name == "ana")
        #expect(await service.created.map(\.name) == ["ana"])
    }

    @Test func add_freeName_isCreated() async throws {
        let service = InMemoryRoster(Self.roster)
        _ = try await PlayerAddViewModel.inMemory(service: service).add(.init(PlayerDraft(name: "Bo")))
        #expect(await service.created.map(\.name) == ["Bo"])
    }

    // MARK: - Duplicates on edit

    @Test func edit_renameToAnotherPlayersName_isRefused_andSendsNothing() async {
        let service = InMemoryRoster(Self.roster)
        var changes = PlayerEditViewModel.Changes()
        changes.set(\.name, to: "CY")
        await #expect(throws: InputError.duplicateName("Cy", takenBy: 5, suggestion: "CY 2")) {
            try await PlayerEditViewModel.inMemory(service: service).edit("Ana", with: changes)
        }
        #expect(await service.updated.isEmpty)
    }

    @Test func edit_renameToOwnNameInAnotherCase_isAllowed() async throws {
        let service = InMemoryRoster(Self.roster)
        var changes = PlayerEditViewModel.Changes()
        changes.set(\.name, to: "ANA")
        let outcome = try await PlayerEditViewModel.inMemory(service: service).edit("3", with: changes).value
        guard case .updated(_, let after) = outcome else {
            Issue.record("expected an update, got \(outcome)")
            return
        }
        #expect(after.name == "ANA")
    }

    @Test func edit_renameToAnotherPlayersName_withAllowDuplicate_isSent() async throws {
        let service = InMemoryRoster(Self.roster)
        var changes = PlayerEditViewModel.Changes()
        changes.set(\.name, to: "Cy")
        changes.allowsDuplicateName = true
        _ = try await PlayerEditViewModel.inMemory(service: service).edit("Ana", with: changes)
        #expect(await service.updated == [3])
    }

    @Test func edit_renameToAnUnaddressableName_isRefused() async {
        let service = InMemoryRoster(Self.roster)
        var changes = PlayerEditViewModel.Changes()
        changes.set(\.name, to: "Ana/Bo")
        await #expect(throws: InputError.self) {
            try await PlayerEditViewModel.inMemory(service: service).edit("Ana", with: changes)
        }
        #expect(await service.updated.isEmpty)
    }

    // MARK: - Delete

    @Test func playersToDelete_namedTwice_areListedOnce() async throws {
        let service = InMemoryRoster(Self.roster)
        let players = try await PlayerDetailViewModel.inMemory(service: service).players(["Cy", "Cy", "#5", "cy", "Ana"])
        #expect(players.map(\.id) == [5, 3])
    }

    // MARK: - Favourite team

    @Test(arguments: ["\u{1B}]0;pwned\u{07}", "Porto\nFC", "Benfica\u{7F}", "Sporting\u{9B}31m"])
    func favouriteTeam_withControlCharacters_isRefused(_ text: String) {
        #expect(throws: InputError.controlCharacterInText(field: "favouriteTeam")) { try PlayerValidation.favouriteTeam(text) }
    }

    @Test func favouriteTeam_ofSixtyFourCharacters_isAccepted_sixtyFiveIsNot() throws {
        #expect(try PlayerValidation.favouriteTeam(String(repeating: "é", count: 64))?.count == 64)
        #expect(throws: InputError.textTooLong(field: "favouriteTeam", limit: 64)) {
            try PlayerValidation.favouriteTeam(String(repeating: "a", count: 65))
        }
    }

    @Test func favouriteTeam_isTrimmed_andBlankIsNone() throws {
        #expect(try PlayerValidation.favouriteTeam("  FC Porto ") == "FC Porto")
        #expect(try PlayerValidation.favouriteTeam(" \t ") == nil)
    }

    @Test func favouriteTeam_isCheckedOnAddAndEdit_beforeAnyRequest() async {
        let service = InMemoryRoster(Self.roster)
        await #expect(throws: InputError.controlCharacterInText(field: "favouriteTeam")) {
            try await PlayerAddViewModel.inMemory(service: service).add(.init(PlayerDraft(name: "Bo", favouriteTeam: "a\u{1B}b")))
        }
        var changes = PlayerEditViewModel.Changes()
        changes.set(\.favouriteTeam, to: String(repeating: "x", count: 65))
        await #expect(throws: InputError.textTooLong(field: "favouriteTeam", limit: 64)) {
            try await PlayerEditViewModel.inMemory(service: service).edit("Ana", with: changes)
        }
        #expect(await service.created.isEmpty)
        #expect(await service.updated.isEmpty)
    }
}
