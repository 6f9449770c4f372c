import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// How a transfer failed before a whole reply was in hand.
enum TransferFailure: Error {
    /// The decoded body passed `limit` bytes; the task was cancelled there.
    case replyTooLarge(limit: Int)
    /// The reply's `Content-Encoding` is `coding`, which the client never asks for; the
    /// task was cancelled at the reply's head.
    case encoded(coding: String)
    /// The transport failed; `connected` says whether the reply's head had arrived first.
    case transport(URLError, connected: Bool)
}

/// The session delegate of every `APIClient` session. It refuses redirects, so the
/// `Authorization` header never travels to another address (left alone, FoundationNetworking
/// follows a redirect to another host and sends the header along); it cancels authentication
/// challenges, which otherwise hang a 401 forever on this Foundation; it refuses a reply with
/// a `Content-Encoding` (the client sends `Accept-Encoding: identity`) as soon as its head
/// arrives; and it collects each reply chunk by chunk, cancelling the task once the body
/// passes `replyLimit`. The chunks are what libcurl hands over, after any decoding of its
/// own, so the limit counts decoded bytes.
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

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        // FoundationNetworking ignores the disposition: a refused reply is cancelled below.
        DispatchQueue.global().async { completionHandler(.allow) }
        guard let coding = Self.coding(of: response) else { return }
        fail(dataTask, with: .encoded(coding: coding))
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
        finish(overflowed, of: dataTask, with: .replyTooLarge(limit: replyLimit))
    }

    /// Ends `task`'s transfer, if still under way, with `failure`.
    private func fail(_ task: URLSessionTask, with failure: TransferFailure) {
        guard let transfer = transfers.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
        finish(transfer, of: task, with: failure)
    }

    /// Answered at once: libcurl may go on reading (or inflating) for a while before the
    /// cancellation reaches it, and nothing it still delivers is kept.
    private func finish(_ transfer: Transfer, of task: URLSessionTask, with failure: TransferFailure) {
        transfer.continuation.resume(throwing: failure)
        DispatchQueue.global().async { task.cancel() }
    }

    /// The reply's content coding, trimmed and cut short for a sentence; nil for none or
    /// `identity`.
    static func coding(of response: URLResponse) -> String? {
        guard let value = (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Encoding") else { return nil }
        let coding = value.trimmingCharacters(in: .whitespaces)
        guard !coding.isEmpty, coding.lowercased() != "identity" else { return nil }
        return coding.count > 40 ? String(coding.prefix(39)) + "…" : coding
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let transfer = transfers.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
        let response = task.response as? HTTPURLResponse
        if let response, let coding = Self.coding(of: response) {
            // libcurl may fail an encoding it cannot decode before the head reached us.
            transfer.continuation.resume(throwing: TransferFailure.encoded(coding: coding))
        } else if error == nil, let response {
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
