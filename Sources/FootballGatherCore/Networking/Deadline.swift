import Synchronization

/// Answers with whichever of `operation` and the deadline ends first. The loser is cancelled but not waited
/// for: a transfer stuck inside FoundationNetworking (which reads a 3xx body whole, out of the delegate's
/// reach, before it lets anyone cancel) must not hold the caller past its deadline.
func firstOf<T: Sendable>(
    _ operation: @escaping @Sendable () async throws -> T, orAfter seconds: Double,
    timeout: @escaping @Sendable () -> any Error
) async throws -> T {
    let race = FirstResult<T>()
    return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
            let work = Task {
                do { race.finish(.success(try await operation())) } catch { race.finish(.failure(error)) }
            }
            let deadline = Task {
                try await Task.sleep(for: .seconds(seconds))
                race.finish(.failure(timeout()))
            }
            race.begin(continuation, cancelling: [{ work.cancel() }, { deadline.cancel() }])
        }
    } onCancel: {
        race.finish(.failure(CancellationError()))
    }
}

/// Resumes one continuation with the first result it is given, then cancels the racers.
private final class FirstResult<T: Sendable>: Sendable {
    private struct State {
        var continuation: CheckedContinuation<T, any Error>?
        var result: Result<T, any Error>?
        var cancellations: [@Sendable () -> Void] = []
    }

    private let state = Mutex(State())

    func begin(_ continuation: CheckedContinuation<T, any Error>, cancelling: [@Sendable () -> Void]) {
        state.withLock {
            $0.continuation = continuation
            $0.cancellations = cancelling
        }
        resumeIfDone()
    }

    func finish(_ result: Result<T, any Error>) {
        state.withLock { state in
            if state.result == nil { state.result = result }
        }
        resumeIfDone()
    }

    private func resumeIfDone() {
        let ready = state.withLock { state -> (CheckedContinuation<T, any Error>, Result<T, any Error>, [@Sendable () -> Void])? in
            guard let result = state.result, let continuation = state.continuation.take() else { return nil }
            return (continuation, result, state.cancellations)
        }
        guard let (continuation, result, cancellations) = ready else { return }
        continuation.resume(with: result)
        cancellations.forEach { $0() }
    }
}
