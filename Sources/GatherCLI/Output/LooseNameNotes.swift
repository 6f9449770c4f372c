import FootballGatherCore

/// "Kwame → Kwame Mensah" on stderr, once per name, when a name found its player other than by the whole
/// name (accents, a word prefix), so nothing surprising happens silently.
extension Named {
    func noted(on output: Output) -> Value {
        for match in names.looseMatches { output.note("\(match.reference) → \(match.player.name)") }
        return value
    }
}
