import FootballGatherCore

/// Each unknown name's suggestion as a terminal question, yes by default: `Use 'Kwame Mensah' for 'Kwame'?`.
struct SuggestionQuestion: SuggestionPrompter {
    let prompt: Prompt

    func accepts(_ suggestion: String, for reference: String) -> Bool {
        prompt.welcomes("Use '\(suggestion)' for '\(reference)'?")
    }
}
