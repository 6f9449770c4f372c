import FootballGatherCore

/// "Kwame → Kwame Mensah" on stderr, once per name, when a name found its player other
/// than by the whole name (accents, a word prefix): nothing surprising happens silently.
/// The names come back in the view model's result (`Named`).
extension Output {
    func noteLooseNames(_ names: NameNotes) {
        for match in names.looseMatches { note("\(match.reference) → \(match.player.name)") }
    }
}

extension Named {
    /// The value, once the names it found loosely are noted on `output`.
    func noted(on output: Output) -> Value {
        output.noteLooseNames(names)
        return value
    }
}
