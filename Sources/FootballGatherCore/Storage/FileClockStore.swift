/// The match clock, in `state.json`.
public struct FileClockStore: ClockStore {
    let state: StateFile

    public func load() throws -> GatherTimeHandler {
        try state.read().clock ?? GatherTimeHandler()
    }

    public func update<T>(_ body: (inout GatherTimeHandler) throws -> T) throws -> T {
        try state.update { stored in
            var clock = stored.clock ?? GatherTimeHandler()
            let result = try body(&clock)
            stored.clock = clock
            return result
        }
    }
}
