/// The running match and a start waiting for its gather, in `state.json`.
public struct FileMatchStore: MatchStore {
    let state: StateFile

    public func slot() throws -> MatchSlot { try state.read().slot }

    public func update<T>(_ body: (inout MatchSlot) throws -> T) throws -> T {
        try state.update { try body(&$0.slot) }
    }
}
