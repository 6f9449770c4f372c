import FootballGatherCore

/// "Kwame → Kwame Mensah" on stderr, once per name, when a name found its player other than by the whole
/// name (accents, a word prefix), so nothing surprising happens silently.
extension Output {
    func noteLooseNames(_ names: NameNotes) {
        for match in names.looseMatches { note("\(match.reference) → \(match.player.name)") }
    }
}

extension Named {
    func noted(on output: Output) -> Value {
        output.noteLooseNames(names)
        return value
    }
}
