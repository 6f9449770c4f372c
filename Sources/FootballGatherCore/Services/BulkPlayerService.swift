/// A player service that can create many players in one step (the offline file: one
/// locked read-modify-write, whatever the number).
public protocol BulkPlayerService: PlayerService {
    /// Creates every draft or none; returns the new ids in the order of `drafts`.
    func createPlayers(_ drafts: [PlayerDraft]) async throws -> [Int]
}
