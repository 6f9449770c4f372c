import Foundation

extension ActiveMatch {
    /// A player of the match by id, unique name or alias (as `notes` keeps them), as
    /// `PlayerResolver` finds them; one not playing is refused with a did-you-mean among
    /// those who are.
    func find(_ reference: String, notes: PlayerNotes = PlayerNotes()) throws -> PlacedPlayer {
        let playing = everyone.map { placed in
            var player = Player(id: placed.id, name: placed.name)
            player.aliases = notes.aliases(of: placed.id)
            return player
        }
        let notInMatch = LineupError.notInMatch(reference, suggestion: PlayerResolver.suggestion(for: reference, in: playing))
        switch Result(catching: { () throws(InputError) in try PlayerResolver.resolve(reference, in: playing) }) {
        case .success(let player):
            guard let found = placed(player.id) else { throw notInMatch }
            return found
        case .failure(.unknownPlayer):
            throw notInMatch
        case .failure(let error):
            throw error
        }
    }
}
