import Foundation

/// Entering past matches: one gather with its players, sides, score, scorers and real date.
/// The date is kept in the gather's details (offline in the matches file; on a server, whose
/// gathers carry no date, in this machine's memory), so records and ratings take the match
/// in date order. A past match has no kick-off prediction; it is charged the pitch fee in force.
public struct RecordViewModel: Sendable {
    let records: GatherRecords
    let clock: any GatherClock
    /// Asks whether a name that matches nobody means the close one on the roster.
    let prompter: any SuggestionPrompter

    public init(
        services: ServiceBundle, clock: any GatherClock, 
        prompter: any SuggestionPrompter = DeclinesSuggestions()
    ) {
        records = GatherRecords(services: services)
        self.clock = clock
        self.prompter = prompter
    }

    /// A date in the future (or before 1900) is refused; every other check happens inside
    /// the intent, before anything is created.
    public func record(_ past: PastMatch) async throws -> Named<RecordedMatch> {
        _ = try PlayedDate.validated(past.date, now: Date(timeIntervalSince1970: clock.now().wall))
        return try await NameDialogue.naming(prompter) { names in try await records.record(past, names: names) }
    }
}
