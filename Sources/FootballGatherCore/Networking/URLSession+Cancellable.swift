import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension URLSession {
    /// `data(for:)` on a delegate data task: on this Foundation, cancelling the async variant can deadlock or
    /// crash, so cancelling hops through dispatch and only the session's `TransferDelegate` resumes.
    func cancellableData(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        guard let transfers = delegate as? TransferDelegate else { throw SessionWithoutTransferDelegate() }
        let handle = DataTaskHandle()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let task = dataTask(with: request)
                transfers.register(task, continuation: continuation)
                handle.start(task)
            }
        } onCancel: {
            handle.cancel()
        }
    }
}

/// A session not made by `APIClient.makeSession`: it would follow redirects and read
/// replies of any size, so the client refuses to use it. A bug, never a user's error.
struct SessionWithoutTransferDelegate: Error {}

/// Holds a data task so that a cancellation arriving before or after it starts is honoured.
private final class DataTaskHandle: Sendable {
    private let state = Mutex<(task: URLSessionDataTask?, cancelled: Bool)>((nil, false))

    func start(_ task: URLSessionDataTask) {
        let cancelled = state.withLock { state in
            state.task = task
            return state.cancelled
        }
        task.resume()
        if cancelled { cancelSoon(task) }
    }

    func cancel() {
        let task = state.withLock { state in
            state.cancelled = true
            return state.task
        }
        if let task { cancelSoon(task) }
    }

    private func cancelSoon(_ task: URLSessionDataTask) {
        DispatchQueue.global().async { task.cancel() }
    }
}
