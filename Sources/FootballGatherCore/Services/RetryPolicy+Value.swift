extension RetryPolicy {
    /// Like `run`, for a request that answers a value, such as a create. After a failure
    /// that may have reached the server, `recover` looks for what the request made: a
    /// value ends the retries, nil means nothing was made and the request is sent again.
    /// Without `recover` such a failure is not retried, as nobody could tell whether it
    /// worked; other transient failures (a 5xx) are.
    public func value<T: Sendable>(
        _ operation: @Sendable () async throws -> T, recover: (@Sendable () async -> T?)? = nil
    ) async throws -> T {
        var delay = firstDelay
        for _ in 1..<max(attempts, 1) {
            do {
                return try await operation()
            } catch let error as APIError where error.isTransient {
                if error.mayHaveReachedServer && recover == nil { throw error }
                try await Task.sleep(for: delay)
                if error.mayHaveReachedServer, let found = await recover?() { return found }
                delay *= 2
            }
        }
        return try await operation()
    }
}
