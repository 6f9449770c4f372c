extension ActiveMatch {
    /// A player of the match by id, unique name or alias (see `PlayerResolver.resolve(_:playing:…)`).
    func find(
        _ reference: String, notes: PlayerNotes = PlayerNotes(), roster: [Player] = [], ended: Bool = false, names: NameDialogue
    ) throws -> PlacedPlayer {
        let player = try PlayerResolver.resolve(reference, playing: players(with: notes), roster: roster, ended: ended, names: names)
        guard let placed = placed(player.id) else { throw LineupError.notInMatch(reference, suggestion: nil, ended: ended) }
        return placed
    }

    /// Whether any of `references` names no player of the match or only begins a name, so that `find`
    /// needs the roster to tell whether it names someone off the pitch.
    func needsRoster(for references: [String], notes: PlayerNotes) -> Bool {
        let directory = PlayerDirectory(players(with: notes))
        return references.contains { reference in
            guard let (_, match) = try? directory.find(reference) else { return true }
            return match == .wordPrefix
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
