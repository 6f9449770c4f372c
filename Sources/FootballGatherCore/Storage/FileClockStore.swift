import Foundation

/// `timer.json` in the state directory.
public struct FileClockStore: ClockStore {
    let file: JSONFileStore<GatherTimeHandler>

    init(directory: URL, lock: FileLock) {
        file = JSONFileStore(url: directory.appendingPathComponent("timer.json"), kind: .matchState, lock: lock)
    }

    public func load() throws -> GatherTimeHandler {
        try file.load() ?? GatherTimeHandler()
    }

    public func update<T>(_ body: (inout GatherTimeHandler) throws -> T) throws -> T {
        try file.update { stored in
            var clock = stored ?? GatherTimeHandler()
            let result = try body(&clock)
            stored = clock
            return result
        }
    }
}
