import Foundation

extension ActiveMatch {
    /// A player of the match by id, unique name or alias (as `notes` keeps them), as
    /// `PlayerResolver` finds them. An id, whole name or alias of someone in `roster` who
    /// is not playing means them, never a player it loosely resembles ("Jo" is not José
    /// when Jo is on the roster), and is refused. `ended`: a past match, named so in errors.
    func find(_ reference: String, notes: PlayerNotes = PlayerNotes(), roster: [Player] = [], ended: Bool = false) throws -> PlacedPlayer {
        let player = try PlayerResolver.resolve(reference, playing: players(with: notes), roster: roster, ended: ended)
        guard let placed = placed(player.id) else { throw LineupError.notInMatch(reference, suggestion: nil, ended: ended) }
        return placed
    }

    /// Whether any of `references` is not an id, whole name or alias of a player of the
    /// match, so that `find` needs the roster to tell whether it names someone off the pitch.
    func needsRoster(for references: [String], notes: PlayerNotes) -> Bool {
        let directory = PlayerDirectory(players(with: notes))
        return references.contains { reference in
            guard let (_, match) = try? directory.find(reference) else { return true }
            return match.isLoose
        }
    }

    private func players(with notes: PlayerNotes) -> [Player] {
        everyone.map { placed in
            var player = Player(id: placed.id, name: placed.name)
            player.aliases = notes.aliases(of: placed.id)
            return player
        }
    }
}
