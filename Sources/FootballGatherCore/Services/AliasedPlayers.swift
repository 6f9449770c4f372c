import Foundation

/// A backend's players with the aliases this machine keeps for them (`PlayerNotes`), so that every roster
/// read (and so the name resolver) knows them. Everything else is the backend's own.
struct AliasedPlayers: PlayerService {
    let base: any PlayerService
    let notes: any PlayerNotesStore

    /// `service` with its aliases; a service that already has them is returned as it is.
    static func wrapping(_ service: any PlayerService, notes: any PlayerNotesStore) -> any PlayerService {
        service is AliasedPlayers ? service : AliasedPlayers(base: service, notes: notes)
    }

    func players() async throws -> [Player] {
        let roster = try await base.players()
        let kept = try notes.notes()
        guard !kept.aliases.isEmpty || !(kept.knownAs ?? [:]).isEmpty else { return roster }
        return roster.map { player in
            var player = player
            player.aliases = kept.aliases(of: player.id)
            player.knownAs = kept.knownAs?[String(player.id)]
            return player
        }
    }

    func createPlayer(_ draft: PlayerDraft) async throws -> Int { try await base.createPlayer(draft) }

    func updatePlayer(id: Int, with draft: PlayerDraft) async throws { try await base.updatePlayer(id: id, with: draft) }

    func deletePlayer(id: Int) async throws { try await base.deletePlayer(id: id) }

    func takeBack(ids: [Int]) async throws { try await base.takeBack(ids: ids) }

    func nextPlayerID() async throws -> Int? { try await base.nextPlayerID() }

    func gathers(ofPlayer id: Int) async throws -> [Gather] { try await base.gathers(ofPlayer: id) }

    func createPlayers(
        _ drafts: [PlayerDraft], roster: [Player], progress: @escaping @Sendable (Int) -> Void
    ) async throws -> PlayerBatch.Outcome {
        try await base.createPlayers(drafts, roster: roster, progress: progress)
    }

    func importArchive(
        planning: (_ roster: [Player], _ known: Set<UUID>) throws -> ImportPlan, services: ServiceBundle,
        progress: @escaping ImportProgress
    ) async throws -> ImportedArchive {
        try await base.importArchive(planning: planning, services: services, progress: progress)
    }
}
