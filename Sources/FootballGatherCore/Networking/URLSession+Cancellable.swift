import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension URLSession {
    /// `data(for:)` rebuilt on `dataTask`: on this Foundation, cancelling the async
    /// variant can deadlock or crash, so cancellation goes through a dispatch hop and
    /// the continuation resumes only from the completion handler.
    func cancellableData(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let handle = DataTaskHandle()
        let challenges = delegate as? AuthChallengeCanceller
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let task = dataTask(with: request) { data, response, error in
                    if let response = response as? HTTPURLResponse, error == nil {
                        continuation.resume(returning: (data ?? Data(), response))
                    } else if let refused = handle.taskIdentifier.flatMap({ challenges?.failureResponse(of: $0) }) {
                        continuation.resume(returning: (data ?? Data(), refused))
                    } else {
                        continuation.resume(throwing: error ?? URLError(.badServerResponse))
                    }
                }
                handle.start(task)
            }
        } onCancel: {
            handle.cancel()
        }
    }
}

/// Holds a data task so that a cancellation arriving before or after it starts is honoured.
private final class DataTaskHandle: Sendable {
    private let state = Mutex<(task: URLSessionDataTask?, cancelled: Bool)>((nil, false))

    var taskIdentifier: Int? { state.withLock { $0.task?.taskIdentifier } }

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

/// Answers every authentication challenge by cancelling it. Without this a 401 carrying
/// `WWW-Authenticate: Basic` hangs forever on this Foundation; the refused response is
/// kept so the caller still sees the 401.
final class AuthChallengeCanceller: NSObject, URLSessionTaskDelegate, Sendable {
    private let refused = Mutex<[Int: HTTPURLResponse]>([:])

    func urlSession(
        _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
        if let response = challenge.failureResponse as? HTTPURLResponse {
            refused.withLock { $0[task.taskIdentifier] = response }
        }
        completionHandler(.cancelAuthenticationChallenge, nil)
    }

    func failureResponse(of taskIdentifier: Int) -> HTTPURLResponse? {
        refused.withLock { $0.removeValue(forKey: taskIdentifier) }
    }
}
