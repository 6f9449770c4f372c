import Foundation

/// What an import did.
public struct ImportReport: Sendable, Equatable, Encodable {
    public var addedPlayers: [String] = []
    public var skippedPlayers: [String] = []
    public var addedGathers = 0
    public var skippedGathers = 0

    public init(addedPlayers: [String] = [], skippedPlayers: [String] = [], addedGathers: Int = 0, skippedGathers: Int = 0) {
        self.addedPlayers = addedPlayers
        self.skippedPlayers = skippedPlayers
        self.addedGathers = addedGathers
        self.skippedGathers = skippedGathers
    }

    init(plan: ImportPlan) {
        let departed = Set(plan.departedArchiveIDs.compactMap { id -> Int? in
            if case .new(let index)? = plan.playerRefs[id] { return index }
            return nil
        })
        addedPlayers = plan.newPlayers.enumerated().filter { !departed.contains($0.offset) }.map(\.element.name)
        skippedPlayers = plan.skippedPlayers
        addedGathers = plan.gathers.count
        skippedGathers = plan.skippedGathers
    }
}

/// Told, as an import goes, what it is sending ("players", "gathers"), how many are done, and of how many.
public typealias ImportProgress = @Sendable (_ what: String, _ done: Int, _ total: Int) -> Void

/// An export, and the gathers it holds without their players, as those could not be read.
public struct ExportResult: Sendable {
    public var archive: ExportArchive
    public var gathersWithoutPlayers: [UUID]
}

/// Export and import: moving a roster and its gathers between the offline file and a
/// server account, as one JSON document.
public struct TransferViewModel: Sendable {
    let services: ServiceBundle
    let documents: any DocumentFiles
    let clock: any GatherClock
    let retry: RetryPolicy
    /// The backend's squad, which travels with the archive.
    let squad: BackendSquad?
    public static let concurrentRequests = PlayerBatch.concurrentRequests

    public init(
        services: ServiceBundle, documents: any DocumentFiles, clock: any GatherClock, retry: RetryPolicy = RetryPolicy(),
        squad: BackendSquad? = nil
    ) {
        self.services = services
        self.documents = documents
        self.clock = clock
        self.retry = retry
        self.squad = squad
    }

    /// Everything, in one archive. A gather whose players cannot be read (the server
    /// answers 404) is exported without them rather than failing the whole export.
    public func export() async throws -> ExportResult {
        let history = GatherRecords(services: services)
        let entries = try await history.entries()
        let lineups = try await history.lineups(of: entries.map(\.id))
        let known = try services.details.details()
        let notes = try services.notes.notes()
        var exported: [ExportedGather] = []
        var withoutPlayers: [UUID] = []
        for entry in entries {
            let lineup = lineups[entry.id] ?? []
            if lineups[entry.id] == nil { withoutPlayers.append(entry.id) }
            let goals = known[entry.id]?.goals ?? []
            var gather = ExportedGather(
                id: entry.id, score: entry.score, winnerTeam: entry.winnerTeam, startedAt: entry.startedAt,
                members: lineup.map { .init(playerID: $0.player.id, team: $0.team) }, goals: goals.isEmpty ? nil : goals,
                prediction: known[entry.id]?.prediction)
            gather.feeCents = notes.fees.fee(of: entry.id)
            exported.append(gather)
        }
        let players = try await services.players.players().sorted { $0.id < $1.id }
        let named = Set(exported.flatMap { $0.members.map(\.playerID) })
        let onRoster = Set(players.map(\.id))
        let departed = notes.departed.filter { named.contains($0.id) && !onRoster.contains($0.id) }.sorted { $0.id < $1.id }
        var archive = ExportArchive(players: players, gathers: exported, retired: notes.retired.sorted(), departed: departed)
        let squadIDs = try squad?.ids().filter(onRoster.contains) ?? []
        archive.squad = squadIDs.isEmpty ? nil : squadIDs
        archive.squadLimit = notes.squadLimit
        archive.pitchFeeCents = notes.fees.perMatchCents == 0 ? nil : notes.fees.perMatchCents
        let inFile = onRoster.union(departed.map(\.id))
        let payments = notes.fees.payments.filter { inFile.contains($0.playerID) }
        archive.payments = payments.isEmpty ? nil : payments
        let aliases = notes.aliases.filter { key, _ in Int(key).map(onRoster.contains) ?? false }
        archive.aliases = aliases.isEmpty ? nil : aliases
        return ExportResult(archive: archive, gathersWithoutPlayers: withoutPlayers)
    }

    /// The export as the file holds it: sorted, indented JSON ending in a newline.
    public static func encoded(_ archive: ExportArchive) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return try encoder.encode(archive) + Data("\n".utf8)
    }

    /// Writes the export to `path`; returns what it holds.
    public func export(to path: String) async throws -> ExportResult {
        let result = try await export()
        try documents.write(try Self.encoded(result.archive), to: path)
        return result
    }

    /// Imports the export file at `path`.
    public func importFile(_ path: String, progress: @escaping ImportProgress = { _, _, _ in }) async throws -> ImportReport {
        try await importArchive(try Self.decoded(try documents.read(path), source: path), progress: progress)
    }

    /// Imports an export read from elsewhere (stdin); `source` names it in errors.
    /// `data` read from a stream (stdin) is held to the same 64 MiB as an import file.
    public func importData(
        _ data: Data, source: String, progress: @escaping ImportProgress = { _, _, _ in }
    ) async throws -> ImportReport {
        guard data.count <= RegularFile.sizeLimit else {
            throw StorageError.tooLarge(path: source, limit: RegularFile.sizeLimit, kind: .importFile)
        }
        return try await importArchive(try Self.decoded(data, source: source), progress: progress)
    }

    static func decoded(_ data: Data, source: String) throws(InputError) -> ExportArchive {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        guard let archive = try? decoder.decode(ExportArchive.self, from: data), archive.format == ExportArchive.formatName else {
            throw .invalid("\(source) is not a gather export file")
        }
        return archive
    }

    /// Adds the archive's players whose names are not on the roster yet (a second import
    /// adds nothing), and the gathers not imported before. Offline that is one write of
    /// the data file; on a server, six requests at a time (see `TransferViewModel+Server`).
    public func importArchive(
        _ archive: ExportArchive, progress: @escaping ImportProgress = { _, _, _ in }
    ) async throws -> ImportReport {
        try await services.exclusively { try await importAlone(archive, progress: progress) }
    }

    /// Within one intent, so a parallel add or import cannot slip between the plan and the writes.
    private func importAlone(_ archive: ExportArchive, progress: @escaping ImportProgress) async throws -> ImportReport {
        try ArchiveCheck.validate(archive)
        let players = try archive.players.map { player throws in (archivedID: player.id, draft: try Self.validated(player)) }
        let gathers = try archive.gathers.map { gather throws in (gather: gather, score: try Self.validatedScore(of: gather)) }
        let now = Date(timeIntervalSince1970: clock.now().wall)
        let departed = try (archive.departed ?? []).map { player throws in (archivedID: player.id, draft: try Self.validated(player)) }
        let imported = try await services.players.importArchive(
            planning: { roster, known in
                ImportPlan(players: players, gathers: gathers, roster: roster, known: known, now: now, departed: departed)
            },
            services: services, retry: retry, progress: progress)
        let gone = imported.plan.departedArchiveIDs.compactMap { archivedID in
            imported.id(ofArchived: archivedID).flatMap { id in (archive.departed ?? []).first { $0.id == archivedID }.map { Player(id: id, draft: $0.draft) } }
        }
        if !gone.isEmpty { try await Roster(services: services, retry: retry).delete(gone) }
        let retired = (archive.retired ?? []).compactMap(imported.id(ofArchived:))
        try services.notes.update { notes in
            notes.retired += retired.filter { !notes.retired.contains($0) }
            notes.squadLimit = notes.squadLimit ?? archive.squadLimit
        }
        try importFees(of: archive, imported: imported)
        try await importAliases(of: archive, imported: imported)
        let joining = (archive.squad ?? []).compactMap(imported.id(ofArchived:))
        if let squad, !joining.isEmpty { try squad.join(joining) }
        return ImportReport(plan: imported.plan)
    }

    /// The same rules as adding a player by hand, checked for the whole file before anything is sent.
    static func validated(_ player: Player) throws(InputError) -> PlayerDraft {
        do {
            return try PlayerValidation.validated(player.draft)
        } catch {
            throw .invalid("player #\(player.id) of the file is not valid (\(error.localizedDescription)): nothing was imported")
        }
    }

    static func validatedScore(of gather: ExportedGather) throws(InputError) -> Score? {
        guard let text = gather.score else { return nil }
        guard let score = Score(text: text) else {
            throw .invalid("gather \(gather.id.uuidString) of the file has an invalid score '\(text)': nothing was imported")
        }
        return score
    }
}
