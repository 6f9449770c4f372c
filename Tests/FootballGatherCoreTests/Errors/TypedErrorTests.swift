import Foundation
import Testing

@testable import FootballGatherCore

/// Each Core rule refuses with a typed case carrying its values, never a sentence: the
/// CLI words them (`GatherCLITests/Errors`).
@Suite struct TypedErrorTests {
    private static let server = Backend.server(URL(string: "http://127.0.0.1:9") ?? URL(fileURLWithPath: "/"))

    // MARK: - Squad

    @Test func squadLimitBelowOne_andAnEmptyList_areSquadErrors() async throws {
        var connector = FixedConnector(MemoryBackend(players: ["Ana", "Bo"]))
        connector.configured = Self.server
        let squad = SquadViewModel(connector: connector, squads: MemorySquadStore())
        await #expect(throws: SquadError.limitBelowOne) { try await squad.setLimit(0) }
        await #expect(throws: SquadError.noPlayersGiven) { try await squad.add([]) }
        #expect(SquadError.noPlayersGiven.failureKind == .invalidData)
    }

    // MARK: - Account

    @Test(arguments: [("", LoginError.blankUsername), ("  ", .blankUsername), ("ana:b", .colonInUsername)])
    func aUsernameThatCannotBeSent_isRefused(_ text: String, _ refusal: LoginError) {
        #expect(throws: refusal) { try LoginViewModel.validatedUsername(text) }
        #expect(refusal.failureKind == .invalidData)
    }

    @Test func anEmptyPassword_isRefused() {
        #expect(throws: LoginError.emptyPassword) { try LoginViewModel.validatedPassword("") }
    }

    // MARK: - History

    @Test func aPlayedDate_inTheFutureOrBefore1900_isRefused() {
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        #expect(throws: HistoryError.dateInFuture) { try PlayedDate.validated(now.addingTimeInterval(86_400), now: now) }
        #expect(throws: HistoryError.dateBefore1900) { try PlayedDate.validated(Date(timeIntervalSince1970: -2_300_000_000), now: now) }
        #expect(HistoryError.dateInFuture.failureKind == .invalidData)
    }

    // MARK: - Players and names

    @Test func addingSeveral_withoutNamesOrWithAliases_isRefused() async {
        let add = PlayerAddViewModel.inMemory(service: MemoryBackend(players: []))
        await #expect(throws: InputError.noNamesToAdd) { try await add.add(names: [], with: .init(PlayerDraft(name: ""))) }
        var withAliases = PlayerAddViewModel.Input(PlayerDraft(name: ""))
        withAliases.aliases = ["A"]
        await #expect(throws: InputError.aliasesForSeveralPlayers) { try await add.add(names: ["Ana", "Bo"], with: withAliases) }
    }

    @Test(arguments: [
        ("42", UnaddressableReason.number), ("#7", .hashNumber), ("#tag", .hashWord), ("Ana,Bo", .listSeparator), ("A/B", .listSeparator),
    ])
    func anUnaddressableName_saysWhyAsAValue(_ name: String, _ reason: UnaddressableReason) {
        #expect(throws: InputError.unaddressableName(name, reason: reason)) { try PlayerValidation.name(name) }
    }

    @Test func anAliasBreakingANameRule_carriesTheRule() {
        #expect(throws: InputError.invalidAlias(.blankName)) { try PlayerAliases.validated(" ") }
        #expect(throws: InputError.invalidAlias(.nameTooLong(limit: 64))) { try PlayerAliases.validated(String(repeating: "x", count: 65)) }
    }

    @Test func oneBadNameAmongSeveral_carriesTheNameAndWhy() {
        let roster = [Player(id: 3, name: "Ana")]
        #expect(throws: InputError.cannotAdd("ana", reason: .duplicateName("Ana", takenBy: 3, suggestion: "ana 2"))) {
            try PlayerValidation.refuseDuplicates(["Bo", "ana"], in: roster)
        }
        #expect(InputError.cannotAdd("ana", reason: .blankName).nextStep == nil)
    }

    // MARK: - Teams

    @Test func tooFewPlayers_forTwoTeams_isTyped() {
        #expect(throws: InputError.tooFewPlayersForTeams) { try TeamBalancer.balance([Player(id: 1, name: "Ana")], seed: 0) }
    }

    // MARK: - Import

    @Test func aFileThatIsNoExport_isNamed() {
        #expect(throws: ArchiveError.notAnExport("notes.txt")) { try TransferViewModel.decoded(Data("{}".utf8), source: "notes.txt") }
    }

    @Test func archiveFees_andPayments_areRefusedWithTheirValues() {
        var archive = ExportArchive(players: [Player(id: 1, name: "Ana")], gathers: [])
        archive.pitchFeeCents = -1
        #expect(throws: ArchiveError.invalidPitchFee(cents: -1)) { try ArchiveCheck.validate(archive) }
        archive.pitchFeeCents = nil
        archive.payments = [FeePayment(playerID: 1, cents: Amount.maximumCents + 1)]
        #expect(throws: ArchiveError.invalidPayment(cents: Amount.maximumCents + 1)) { try ArchiveCheck.validate(archive) }
        archive.payments = nil
        archive.aliases = ["9": ["Nan"]]
        #expect(throws: ArchiveError.aliasesOfStranger("9")) { try ArchiveCheck.validate(archive) }
        archive.aliases = ["1": ["#3"]]
        #expect(throws: ArchiveError.invalidAliases(player: 1, reason: .invalidAlias(.unaddressableName("#3", reason: .hashNumber)))) {
            try ArchiveCheck.validate(archive)
        }
    }

    // MARK: - No sentences in Core

    /// Core's error types carry values; a sentence (an `errorDescription`, a cause kept as
    /// its `localizedDescription`, a catch-all `.invalid("…")`) anywhere in Core is a regression.
    @Test func coreErrorFamilies_carryNoWording() throws {
        let core = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/FootballGatherCore")
        let families = [
            "InputError", "ArchiveError", "FeeError", "SquadError", "HistoryError", "ScorerError", "LineupError", "LoginError",
            "MatchError", "PartialBatchError", "ErrorCause",
        ].map { "Errors/\($0)" } + [
            "Timer/TimerError", "Networking/APIError", "Storage/StorageError", "Storage/StoredFileKind", "Storage/ConfigError",
            "Storage/ServerAddressError", "Storage/Reservation", "Storage/FileDocuments", "Storage/FileLock", "Services/ServerImport",
        ]
        for family in families {
            let source = try String(contentsOf: core.appendingPathComponent("\(family).swift"), encoding: .utf8)
            #expect(!source.contains("errorDescription") && !source.contains("LocalizedError"), "\(family) words itself")
        }
        let files = FileManager.default.enumerator(at: core, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        let swift = files.filter { $0.pathExtension == "swift" }
        #expect(swift.count > 50)
        for file in swift {
            let source = try String(contentsOf: file, encoding: .utf8)
            #expect(!source.contains(".invalid(\""), "\(file.lastPathComponent) throws a sentence")
            // A cause kept as its sentence, or a type that words itself, anywhere in Core.
            for wording in ["errorDescription", "LocalizedError", "localizedDescription"] {
                #expect(!source.contains(wording), "\(file.lastPathComponent) words an error (\(wording))")
            }
        }
    }
}
