/// A backend's players with the aliases this machine keeps for them (`PlayerNotes`), so that every roster
/// read (and so the name resolver) knows them. Everything else is the backend's own (`PlayerServiceWrapper`).
struct AliasedPlayers: PlayerServiceWrapper {
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
}
