import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

enum TransferFailure: Error {
    /// The decoded body passed `limit` bytes; the task was cancelled there.
    case replyTooLarge(limit: Int)
    /// A `Content-Encoding` the client never asks for; the task was cancelled at the reply's head.
    case encoded(coding: String)
    /// The transport failed; `connected` says whether the reply's head had arrived first.
    case transport(URLError, connected: Bool)
}

/// The delegate of every `APIClient` session. It refuses redirects, so `Authorization` never travels to
/// another host (FoundationNetworking would send it along); cancels authentication challenges, which hang a
/// 401 forever on this Foundation; refuses a reply with a `Content-Encoding` at its head; and cancels a task
/// once the body passes `replyLimit` decoded bytes. Its calls run inline on the session's work queue
/// (`InlineOperationQueue`), where FoundationNetworking may answer a completion handler or a cancellation
/// synchronously, so those go to another queue.
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
        guard let coding = Self.coding(of: response), let transfer = take(dataTask) else { return }
        finish(transfer, of: dataTask, with: .encoded(coding: coding))
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let id = dataTask.taskIdentifier
        // Mutated in place: a copy of the transfer would copy its body on every chunk.
        let overflowed = transfers.withLock { transfers -> Transfer? in
            guard let received = transfers[id]?.body.count else { return nil }
            guard received + data.count > replyLimit else {
                // Room for the largest reply at once: growing by copies holds two buffers. Pages are used
                // only as they are written.
                if received == 0 { transfers[id]?.body = Data(capacity: replyLimit) }
                transfers[id]?.body.append(data)
                return nil
            }
            return transfers.removeValue(forKey: id)
        }
        guard let overflowed else { return }
        finish(overflowed, of: dataTask, with: .replyTooLarge(limit: replyLimit))
    }

    private func take(_ task: URLSessionTask) -> Transfer? {
        transfers.withLock { $0.removeValue(forKey: task.taskIdentifier) }
    }

    /// Answered at once: libcurl may read (or inflate) on before the cancellation reaches it; none is kept.
    private func finish(_ transfer: Transfer, of task: URLSessionTask, with failure: TransferFailure) {
        transfer.continuation.resume(throwing: failure)
        DispatchQueue.global().async { task.cancel() }
    }

    /// Trimmed and cut short for a sentence; nil for none or `identity`.
    static func coding(of response: URLResponse) -> String? {
        guard let value = (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Encoding") else { return nil }
        let coding = value.trimmingCharacters(in: .whitespaces)
        guard !coding.isEmpty, coding.lowercased() != "identity" else { return nil }
        return coding.count > 40 ? String(coding.prefix(39)) + "…" : coding
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let transfer = take(task) else { return }
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
