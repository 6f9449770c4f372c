import Foundation

/// The home archive: everything of a backend in one export, and an import of one.
extension TransferViewModel {
    /// Everything, in one archive; a gather whose players cannot be read (a 404) is exported without them
    /// rather than failing the export.
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
            gather.feeLeftovers = notes.fees.leftovers(of: entry.id)
            gather.feeEachCents = notes.fees.eachCharged?[entry.id.uuidString]
            exported.append(gather)
        }
        let players = try await services.players.players().sorted { $0.id < $1.id }
        let named = Set(exported.flatMap { $0.members.map(\.playerID) })
        let onRoster = Set(players.map(\.id))
        let departed = notes.departed.filter { named.contains($0.id) && !onRoster.contains($0.id) }.sorted { $0.id < $1.id }
        var archive = ExportArchive(players: players, gathers: exported, retired: notes.retired.sorted(), departed: departed)
        var seen = Set<Int>()
        let squadIDs = try squad?.ids().filter { onRoster.contains($0) && seen.insert($0).inserted } ?? []
        archive.squad = squadIDs.isEmpty ? nil : squadIDs
        archive.squadLimit = notes.squadLimit
        let marks = (notes.squadMarks ?? [:]).filter { key, mark in
            (Int(key).map(squadIDs.contains) ?? false) && (mark.guestOf.map(onRoster.contains) ?? true)
        }
        archive.squadMarks = marks.isEmpty ? nil : marks
        archive.pitchFeeCents = notes.fees.perMatchCents == 0 ? nil : notes.fees.perMatchCents
        let inFile = onRoster.union(departed.map(\.id))
        let payments = notes.fees.payments.filter { inFile.contains($0.playerID) }
        archive.payments = payments.isEmpty ? nil : payments
        archive.pitchFeeEachCents = notes.fees.eachCents
        let hosts = (notes.fees.hosts ?? [:]).filter { guest, host in (Int(guest).map(inFile.contains) ?? false) && inFile.contains(host) }
        archive.feeHosts = hosts.isEmpty ? nil : hosts
        let aliases = notes.aliases.filter { key, _ in Int(key).map(onRoster.contains) ?? false }
        archive.aliases = aliases.isEmpty ? nil : aliases
        let knownAs = (notes.knownAs ?? [:]).filter { key, _ in aliases[key] != nil }
        archive.knownAs = knownAs.isEmpty ? nil : knownAs
        archive.nextPlayerID = try await services.players.nextPlayerID()
        return ExportResult(archive: archive, gathersWithoutPlayers: withoutPlayers)
    }

    /// Adds the archive's players whose names are not on the roster yet (a second import adds nothing), and
    /// the gathers not imported before, in one intent: offline one write, on a server six requests at a time.
    /// A retired flag of the file is applied to a player active here only when `takingRetired`.
    public func importArchive(
        _ archive: ExportArchive, takingRetired: Bool = false, progress: @escaping ImportProgress = { _, _, _ in }
    ) async throws -> ImportReport {
        try await services.intents.reserving([.home], for: .importing) { try await importAlone(archive, takingRetired: takingRetired, progress: progress) }
    }

    /// Everything that refuses the file is checked before the first write (or request).
    private func importAlone(
        _ archive: ExportArchive, takingRetired: Bool, progress: @escaping ImportProgress
    ) async throws -> ImportReport {
        try ArchiveCheck.validate(archive)
        let problems = ArchiveCheck.identityProblems(of: archive)
        let players = try archive.players.map { player throws in (archivedID: player.id, draft: try Self.validated(player)) }
        let gathers = try archive.gathers.map { gather throws in (gather: gather, score: try Self.validatedScore(of: gather)) }
        let departed = try (archive.departed ?? []).map { player throws in (archivedID: player.id, draft: try Self.validated(player)) }
        let notesBefore = try services.notes.notes()
        let imported = try await services.players.importArchive(
            planning: { roster, known in
                var plan = ImportPlan(players: players, gathers: gathers, roster: roster, known: known, departed: departed)
                plan.nextPlayerID = archive.nextPlayerID
                let here = roster.map { player in
                    var player = player
                    player.aliases = notesBefore.aliases(of: player.id)
                    return player
                }
                let all = problems + ArchiveCheck.conflicts(of: plan, players: archive.players, roster: here)
                guard all.isEmpty else { throw ArchiveError.problems(all) }
                return plan
            },
            services: services, progress: progress)
        let gone = imported.plan.departedArchiveIDs.compactMap { archivedID in
            imported.id(ofArchived: archivedID).flatMap { id in (archive.departed ?? []).first { $0.id == archivedID }.map { Player(id: id, draft: $0.draft) } }
        }
        if !gone.isEmpty { try await Roster(services: services).delete(gone) }
        let retirements = try importRetired(of: archive, imported: imported, taking: takingRetired)
        try importFees(of: archive, imported: imported)
        let aliasesLeftOut = try await importAliases(of: archive, imported: imported)
        let retired = Set(try services.notes.notes().retired)
        let inSquad = Set(try squad?.ids() ?? [])
        let joining = (archive.squad ?? []).compactMap(imported.id(ofArchived:)).filter { !retired.contains($0) && !inSquad.contains($0) }
        if let squad, !joining.isEmpty { try squad.join(joining) }
        var report = ImportReport(plan: imported.plan)
        report.leftActive = retirements.leftActive
        report.retired = retirements.retired
        report.leftSquad = retirements.leftSquad
        report.joinedSquad = joining.map { id in archive.players.first { imported.id(ofArchived: $0.id) == id }?.name ?? "#\(id)" }
        report.aliasesLeftOut = aliasesLeftOut
        report.changedPlayerIDs = Self.changedPlayerIDs(archive, imported: imported)
        for (archived, id) in imported.gatherIDs where archived != id { report.changedGatherIDs[archived.uuidString] = id.uuidString }
        return report
    }

    /// The same rules as adding a player by hand, checked for the whole file before anything
    /// is sent; a skill or position this version does not know is refused, not dropped.
    private static func validated(_ player: Player) throws(ArchiveError) -> PlayerDraft {
        if let skill = player.draft.unrecognised["skill"] { throw .invalidPlayer(player.id, reason: .unknownSkill(skill)) }
        if let position = player.draft.unrecognised["position"] { throw .invalidPlayer(player.id, reason: .unknownPosition(position)) }
        do {
            return try PlayerValidation.validated(player.draft)
        } catch {
            throw .invalidPlayer(player.id, reason: error)
        }
    }

    private static func validatedScore(of gather: ExportedGather) throws(ArchiveError) -> Score? {
        guard let text = gather.score else { return nil }
        guard let score = Score(text: text) else { throw .invalidScore(gather.id, text) }
        return score
    }
}
