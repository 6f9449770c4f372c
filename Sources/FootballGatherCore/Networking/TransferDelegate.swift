import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// How a transfer failed before a whole reply was in hand.
enum TransferFailure: Error {
    /// The decoded body passed `limit` bytes; the task was cancelled there.
    case replyTooLarge(limit: Int)
    /// The transport failed; `connected` says whether the reply's head had arrived first.
    case transport(URLError, connected: Bool)
}

/// The session delegate of every `APIClient` session. It refuses redirects, so the
/// `Authorization` header never travels to another address (left alone, FoundationNetworking
/// follows a redirect to another host and sends the header along); it cancels authentication
/// challenges, which otherwise hang a 401 forever on this Foundation; and it collects each
/// reply chunk by chunk, cancelling the task once the decoded body passes `replyLimit`.
///
/// Its calls run inline on the session's work queue (see `InlineOperationQueue`), so it
/// never calls back into the session from one: completion handlers and cancellations
/// are handed to another queue, since FoundationNetworking may answer them with a
/// synchronous call on the very queue this call is running on.
final class TransferDelegate: NSObject, URLSessionDataDelegate, Sendable {
    typealias Continuation = CheckedContinuation<(Data, HTTPURLResponse), any Error>

    private struct Transfer {
        let continuation: Continuation
        var body = Data()
        /// The 401 behind a cancelled challenge: still the answer the caller needs.
        var refused: HTTPURLResponse?
    }

    let replyLimit: Int
    private let transfers = Mutex<[Int: Transfer]>([:])

    init(replyLimit: Int) {
        self.replyLimit = replyLimit
    }

    /// Call before `task.resume()`: the task's events are delivered to `continuation`.
    func register(_ task: URLSessionTask, continuation: Continuation) {
        transfers.withLock { $0[task.taskIdentifier] = Transfer(continuation: continuation) }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        // nil: the 3xx itself becomes the reply, which the client reports.
        DispatchQueue.global().async { completionHandler(nil) }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
        if let response = challenge.failureResponse as? HTTPURLResponse {
            transfers.withLock { $0[task.taskIdentifier]?.refused = response }
        }
        DispatchQueue.global().async { completionHandler(.cancelAuthenticationChallenge, nil) }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let id = dataTask.taskIdentifier
        // Mutated in place: a copy of the transfer would copy its body on every chunk.
        let overflowed = transfers.withLock { transfers -> Transfer? in
            guard let received = transfers[id]?.body.count else { return nil }
            guard received + data.count > replyLimit else {
                // Room for the largest reply at once: growing by copies would hold the old
                // and the new buffer together. Pages are only used as they are written.
                if received == 0 { transfers[id]?.body = Data(capacity: replyLimit) }
                transfers[id]?.body.append(data)
                return nil
            }
            return transfers.removeValue(forKey: id)
        }
        guard let overflowed else { return }
        // Answered at once: libcurl may go on inflating a compressed reply for seconds
        // before the cancellation reaches it, and nothing it still delivers is kept.
        overflowed.continuation.resume(throwing: TransferFailure.replyTooLarge(limit: replyLimit))
        DispatchQueue.global().async { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let transfer = transfers.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
        let response = task.response as? HTTPURLResponse
        if error == nil, let response {
            transfer.continuation.resume(returning: (transfer.body, response))
        } else if let refused = transfer.refused {
            transfer.continuation.resume(returning: (transfer.body, refused))
        } else if let error = error as? URLError, error.code == .cancelled {
            transfer.continuation.resume(throwing: CancellationError())
        } else {
            let failure = error as? URLError ?? URLError(.badServerResponse)
            transfer.continuation.resume(throwing: TransferFailure.transport(failure, connected: response != nil))
        }
    }
}
