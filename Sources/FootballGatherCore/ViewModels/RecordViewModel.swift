import Foundation

/// Entering past matches: one gather with players, sides, score, scorers and real date (kept in its details,
/// so records and ratings take it in order). No kick-off prediction; charged the pitch fee in force.
public struct RecordViewModel: Sendable {
    let records: GatherRecords
    let clock: any GatherClock
    let prompter: any SuggestionPrompter

    public init(
        services: ServiceBundle, clock: any GatherClock, 
        prompter: any SuggestionPrompter = DeclinesSuggestions()
    ) {
        records = GatherRecords(services: services)
        self.clock = clock
        self.prompter = prompter
    }

    /// A future date (or one before 1900) is refused here; every other check inside the intent, pre-create.
    public func record(_ past: PastMatch) async throws -> Named<RecordedMatch> {
        _ = try PlayedDate.validated(past.date, now: Date(timeIntervalSince1970: clock.now().wall))
        return try await NameDialogue.naming(prompter) { names in try await records.record(past, names: names) }
    }
}
