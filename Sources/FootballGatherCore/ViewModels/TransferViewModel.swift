import Foundation

/// What an import did.
public struct ImportReport: Sendable, Equatable, Encodable {
    public var addedPlayers: [String] = []
    public var skippedPlayers: [String] = []
    public var addedGathers = 0
    public var skippedGathers = 0
}

/// Export and import: moving a roster between the offline file and a server account.
public struct TransferViewModel: Sendable {
    let players: any PlayerService
    let gathers: any GatherService
    let state: StateStore
    let storedTeams: @Sendable (UUID) throws -> [Int: Team]?

    public init(
        players: any PlayerService, gathers: any GatherService, state: StateStore,
        storedTeams: @escaping @Sendable (UUID) throws -> [Int: Team]? = { _ in nil }
    ) {
        self.players = players
        self.gathers = gathers
        self.state = state
        self.storedTeams = storedTeams
    }

    public func export() async throws -> ExportArchive {
        let history = HistoryViewModel(gathers: gathers, state: state, storedTeams: storedTeams)
        var exported: [ExportedGather] = []
        for entry in try await history.entries() {
            let lineup = try await history.lineup(of: entry.id)
            exported.append(ExportedGather(
                id: entry.id, score: entry.score, winnerTeam: entry.winnerTeam, startedAt: entry.startedAt,
                members: lineup.map { .init(playerID: $0.player.id, team: $0.team) }))
        }
        return ExportArchive(players: try await players.players().sorted { $0.id < $1.id }, gathers: exported)
    }

    /// Adds the archive's players whose names are not on the roster yet (a second import
    /// adds nothing), and the gathers this machine has not imported before.
    public func importArchive(_ archive: ExportArchive) async throws -> ImportReport {
        var report = ImportReport()
        var idMap: [Int: Int] = [:]
        let drafts = try archive.players.map { player throws in (player.id, try Self.validated(player)) }
        let scores = try archive.gathers.map { gather throws in try Self.validatedScore(of: gather) }
        var byName = Dictionary(try await players.players().map { ($0.name.lowercased(), $0.id) }, uniquingKeysWith: { first, _ in first })
        for (archivedID, draft) in drafts {
            if let existing = byName[draft.name.lowercased()] {
                idMap[archivedID] = existing
                report.skippedPlayers.append(draft.name)
                continue
            }
            let id = try await players.createPlayer(draft)
            idMap[archivedID] = id
            byName[draft.name.lowercased()] = id
            report.addedPlayers.append(draft.name)
        }
        let known = try state.remembered()
        let existing = Set(try await gathers.gathers().map(\.id))
        let imported = Set(known.values.compactMap(\.importedFrom))
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
        let id = try await gathers.createGather()
        let members = gather.members.compactMap { member in
            member.team.flatMap { team in idMap[member.playerID].map { ($0, team) } }
        }
        var memory = RememberedGather(startedAt: gather.startedAt ?? Date(), teams: Dictionary(members, uniquingKeysWith: { first, _ in first }))
        memory.importedFrom = gather.id
        try state.remember(id, memory)
        for (playerID, team) in members {
            try await gathers.addPlayer(id: playerID, toGather: id, team: team)
        }
        if let score { try await gathers.setResult(ofGather: id, score: score) }
    }
}
