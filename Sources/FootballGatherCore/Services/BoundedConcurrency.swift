/// Runs work over many items with at most `limit` in flight at once: a sliding window,
/// so one slow item never holds back the others.
public enum BoundedConcurrency {
    public static func map<Item: Sendable, Result: Sendable>(
        _ items: [Item], limit: Int, _ work: @escaping @Sendable (Item) async -> Result
    ) async -> [Result] {
        await withTaskGroup(of: (Int, Result).self) { group in
            var results = [Result?](repeating: nil, count: items.count)
            var next = 0
            func launch() {
                let index = next
                let item = items[index]
                group.addTask { (index, await work(item)) }
                next += 1
            }
            while next < min(limit, items.count) { launch() }
            for await (index, result) in group {
                results[index] = result
                if next < items.count { launch() }
            }
            return results.compactMap { $0 }
        }
    }
}

/// Retries an operation that failed for a transient reason (timeout, 5xx, a dropped
/// connection), a bounded number of times with exponential back-off.
public struct RetryPolicy: Sendable {
    public var attempts: Int
    public var firstDelay: Duration

    public init(attempts: Int = 3, firstDelay: Duration = .milliseconds(200)) {
        self.attempts = attempts
        self.firstDelay = firstDelay
    }

    /// - Parameter isDone: asked after a failure that may still have reached the server
    ///   (a timeout, a dropped connection); when it answers yes, nothing is sent again.
    public func run(
        _ operation: @Sendable () async throws -> Void, isDone: @Sendable () async -> Bool = { false }
    ) async throws {
        var delay = firstDelay
        for _ in 1..<max(attempts, 1) {
            do {
                return try await operation()
            } catch let error as APIError where error.isTransient {
                try await Task.sleep(for: delay)
                if error.mayHaveReachedServer, await isDone() { return }
                delay *= 2
            }
        }
        try await operation()
    }
}
