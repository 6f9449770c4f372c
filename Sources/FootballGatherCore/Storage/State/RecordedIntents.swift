/// Intents whose changes to `state.json` are written once: the intents of a backend
/// (offline its intent lock, on a server reservations), each run as one batch of the state.
public struct RecordedIntents: IntentSerializer {
    let intents: any IntentSerializer
    let state: StateFile

    public init(_ intents: any IntentSerializer, state: StateFile) {
        self.intents = intents
        self.state = state
    }

    public func reserving<T>(
        _ subjects: [ReservedSubject], for action: ReservedAction, _ body: () async throws -> T
    ) async throws -> T {
        try await intents.reserving(subjects, for: action) { try await state.batching(body) }
    }

    public func commitSoFar() throws { try state.commitSoFar() }
}
