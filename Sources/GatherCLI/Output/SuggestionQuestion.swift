import FootballGatherCore

/// On a terminal, each unknown name's suggestion is offered as a question, yes by default:
/// `Use 'Kwame Mensah' for 'Kwame'? [Y/n]`.
struct SuggestionQuestion: SuggestionPrompter {
    let prompt: Prompt

    func accepts(_ suggestion: String, for reference: String) -> Bool {
        prompt.welcomes("Use '\(suggestion)' for '\(reference)'?")
    }
}
