import Foundation

/// What an import did.
public struct ImportReport: Sendable, Equatable, Encodable {
    public var addedPlayers: [String] = []
    public var skippedPlayers: [String] = []
    public var addedGathers = 0
    public var skippedGathers = 0
}

/// Export and import: moving a roster and its gathers between the offline file and a
/// server account, as one JSON document.
public struct TransferViewModel: Sendable {
    let services: ServiceBundle
    let documents: any DocumentFiles
    let clock: any GatherClock

    public init(services: ServiceBundle, documents: any DocumentFiles, clock: any GatherClock) {
        self.services = services
        self.documents = documents
        self.clock = clock
    }

    public func export() async throws -> ExportArchive {
        let history = GatherRecords(gathers: services.gathers, details: services.details)
        var exported: [ExportedGather] = []
        for entry in try await history.entries() {
            let lineup = try await history.lineup(of: entry.id)
            let goals = try history.goals(of: entry.id)
            exported.append(ExportedGather(
                id: entry.id, score: entry.score, winnerTeam: entry.winnerTeam, startedAt: entry.startedAt,
                members: lineup.map { .init(playerID: $0.player.id, team: $0.team) }, goals: goals.isEmpty ? nil : goals))
        }
        return ExportArchive(players: try await services.players.players().sorted { $0.id < $1.id }, gathers: exported)
    }

    /// The export as the file holds it: sorted, indented JSON ending in a newline.
    public static func encoded(_ archive: ExportArchive) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return try encoder.encode(archive) + Data("\n".utf8)
    }

    /// Writes the export to `path`; returns what it holds.
    public func export(to path: String) async throws -> ExportArchive {
        let archive = try await export()
        try documents.write(try Self.encoded(archive), to: path)
        return archive
    }

    /// Imports the export file at `path`.
    public func importFile(_ path: String) async throws -> ImportReport {
        try await importArchive(try Self.decoded(try documents.read(path), source: path))
    }

    /// Imports an export read from elsewhere (stdin); `source` names it in errors.
    /// `data` read from a stream (stdin) is held to the same 64 MiB as an import file.
    public func importData(_ data: Data, source: String) async throws -> ImportReport {
        guard data.count <= RegularFile.sizeLimit else {
            throw StorageError.tooLarge(path: source, limit: RegularFile.sizeLimit, kind: .importFile)
        }
        return try await importArchive(try Self.decoded(data, source: source))
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
    /// adds nothing), and the gathers not imported before.
    public func importArchive(_ archive: ExportArchive) async throws -> ImportReport {
        var report = ImportReport()
        var idMap: [Int: Int] = [:]
        let drafts = try archive.players.map { player throws in (player.id, try Self.validated(player)) }
        let scores = try archive.gathers.map { gather throws in try Self.validatedScore(of: gather) }
        var byName = Dictionary(try await services.players.players().map { ($0.name.lowercased(), $0.id) }, uniquingKeysWith: { first, _ in first })
        for (archivedID, draft) in drafts {
            if let existing = byName[draft.name.lowercased()] {
                idMap[archivedID] = existing
                report.skippedPlayers.append(draft.name)
                continue
            }
            let id = try await services.players.createPlayer(draft)
            idMap[archivedID] = id
            byName[draft.name.lowercased()] = id
            report.addedPlayers.append(draft.name)
        }
        let existing = Set(try await services.gathers.gathers().map(\.id))
        let imported = Set(try services.details.details().values.compactMap(\.importedFrom))
        for (gather, score) in zip(archive.gathers, scores) {
            guard !existing.contains(gather.id), !imported.contains(gather.id) else {
                report.skippedGathers += 1
                continue
            }
            try await importGather(gather, score: score, idMap: idMap)
            report.addedGathers += 1
        }
        return report
    }

    /// The same rules as adding a player by hand, checked for the whole file before anything is sent.
    static func validated(_ player: Player) throws(InputError) -> PlayerDraft {
        let input = PlayerAddViewModel.Input(
            name: player.name, age: player.age, skill: player.skill?.rawValue,
            position: player.preferredPosition?.rawValue, favouriteTeam: player.favouriteTeam)
        do {
            return try input.draft()
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

    /// Remembered as soon as it exists, so an import that fails halfway and is run again
    /// does not create it twice. Members of an unknown side are left out rather than
    /// given a made-up team (the server needs one).
    private func importGather(_ gather: ExportedGather, score: Score?, idMap: [Int: Int]) async throws {
        let id = try await services.gathers.createGather()
        let members = gather.members.compactMap { member in
            member.team.flatMap { team in idMap[member.playerID].map { ($0, team) } }
        }
        let startedAt = gather.startedAt ?? Date(timeIntervalSince1970: clock.now().wall)
        let teams = Dictionary(members, uniquingKeysWith: { first, _ in first })
        let goals = (gather.goals ?? []).map { goal in
            GoalEvent(side: goal.side, scorer: goal.scorer.flatMap { idMap[$0] }, isOwnGoal: goal.isOwnGoal)
        }
        try services.details.remember(
            GatherDetails(startedAt: startedAt, teams: teams, importedFrom: gather.id, goals: goals), of: id)
        for (playerID, team) in members {
            try await services.gathers.addPlayer(id: playerID, toGather: id, team: team)
        }
        if let score { try await services.gathers.setResult(ofGather: id, score: score) }
    }
}
