import Foundation
import Synchronization
@testable import FootballGatherCore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A transport for `APIClient` that a test scripts: it answers from `answer` (a fake
/// server on loopback, or a closure), loses the reply of chosen requests after the server
/// acted on them, and holds chosen requests until the test lets them go, one at a time.
/// No timing: a test waits for requests to arrive, never for a clock.
final class ScriptedTransport: HTTPTransport {
    typealias Answer = @Sendable (URLRequest) async throws -> (Data, HTTPURLResponse)
    typealias Match = @Sendable (URLRequest) -> Bool

    private struct State {
        var failing: [(match: Match, times: Int, status: Int)] = []
        var losing: [(match: Match, times: Int)] = []
        var holding: Match?
        var held: [CheckedContinuation<Void, Never>] = []
        var arrivedHeld = 0
        var mostHeld = 0
        var waiters: [(id: UUID, condition: @Sendable (Int, Int) -> Bool, continuation: CheckedContinuation<Void, Never>)] = []
        var seen: [URLRequest] = []
        var lost: [URLRequest] = []
    }

    private let answer: Answer
    private let baseURL: URL
    private let state = Mutex(State())

    init(baseURL: URL = URL(string: "http://fake.test") ?? URL(fileURLWithPath: "/"), answer: @escaping Answer) {
        self.baseURL = baseURL
        self.answer = answer
    }

    /// No deadline a loaded machine reaches: a request held past one would be sent again, and a window of six
    /// would look like more.
    static let timeout = 600.0

    /// Forwards every request to the server at `server` over the network.
    convenience init(server: URL) {
        let network = URLSessionTransport(session: APIClient.makeSession(timeout: Self.timeout))
        self.init(baseURL: server, answer: { try await network.data(for: $0) })
    }

    /// A client on this transport that retries at once (`RetryPolicy.immediate`).
    func client(token: String? = "t", retry: RetryPolicy = .immediate) -> APIClient {
        APIClient(baseURL: baseURL, timeout: Self.timeout, retry: retry, transport: self, tokenProvider: { token })
    }

    // MARK: Script

    /// The next `times` requests that `match` are carried and answered, then their reply
    /// is lost: the client sees a connection that broke in the middle of the reply.
    func loseReply(times: Int = 1, of match: @escaping Match) {
        state.withLock { $0.losing.append((match, times)) }
    }

    /// The next `times` requests that `match` are answered `status` without reaching the
    /// server, as a proxy in maintenance would.
    func fail(times: Int = 1, status: Int = 503, of match: @escaping Match) {
        state.withLock { $0.failing.append((match, times, status)) }
    }

    /// Requests that `match` wait, from now on, until `releaseOne` or `releaseAll`.
    func hold(_ match: @escaping Match) { state.withLock { $0.holding = match } }

    /// Lets the longest-held request go.
    func releaseOne() {
        let next = state.withLock { state in state.held.isEmpty ? nil : state.held.removeFirst() }
        next?.resume()
        notify()
    }

    /// Lets every held request go and holds no more.
    func releaseAll() {
        let all = state.withLock { state in
            state.holding = nil
            defer { state.held = [] }
            return state.held
        }
        all.forEach { $0.resume() }
    }

    /// Returns once `count` requests are held at the same time.
    func waitUntilHeld(_ count: Int) async { await wait { held, _ in held >= count } }

    /// Returns once `count` held requests have arrived in all.
    func waitUntilArrived(_ count: Int) async { await wait { _, arrived in arrived >= count } }

    var heldNow: Int { state.withLock { $0.held.count } }
    /// The most requests ever held at once.
    var mostHeld: Int { state.withLock { $0.mostHeld } }
    var seen: [URLRequest] { state.withLock { $0.seen } }
    var lostReplies: Int { state.withLock { $0.lost.count } }

    func seen(_ method: String, _ path: String) -> Int {
        seen.filter { $0.httpMethod == method && $0.url?.path == path }.count
    }

    // MARK: HTTPTransport

    func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let holds = state.withLock { state in
            state.seen.append(request)
            return state.holding?(request) ?? false
        }
        if holds {
            await withCheckedContinuation { continuation in
                state.withLock { state in
                    state.held.append(continuation)
                    state.arrivedHeld += 1
                    state.mostHeld = max(state.mostHeld, state.held.count)
                }
                notify()
            }
        }
        let refusal = state.withLock { state -> Int? in
            guard let index = state.failing.firstIndex(where: { $0.times > 0 && $0.match(request) }) else { return nil }
            state.failing[index].times -= 1
            return state.failing[index].status
        }
        if let refusal, let url = request.url, let response = HTTPURLResponse(url: url, statusCode: refusal, httpVersion: "HTTP/1.1", headerFields: [:]) {
            return (Data(), response)
        }
        let reply = try await answer(request)
        let loses = state.withLock { state in
            guard let index = state.losing.firstIndex(where: { $0.times > 0 && $0.match(request) }) else { return false }
            state.losing[index].times -= 1
            state.lost.append(request)
            return true
        }
        if loses { throw APIError.replyCutShort(server: request.url?.host ?? "test") }
        return reply
    }

    /// Returns once `condition` holds, or the test is cancelled (its time limit passed),
    /// so that a window that never fills fails the test instead of hanging it.
    private func wait(until condition: @escaping @Sendable (Int, Int) -> Bool) async {
        let id = UUID()
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let now = state.withLock { state in
                    if Task.isCancelled || condition(state.held.count, state.arrivedHeld) { return true }
                    state.waiters.append((id, condition, continuation))
                    return false
                }
                if now { continuation.resume() }
            }
        } onCancel: {
            let waiting = state.withLock { state -> CheckedContinuation<Void, Never>? in
                guard let index = state.waiters.firstIndex(where: { $0.id == id }) else { return nil }
                return state.waiters.remove(at: index).continuation
            }
            waiting?.resume()
        }
    }

    private func notify() {
        let ready = state.withLock { state in
            let (held, arrived) = (state.held.count, state.arrivedHeld)
            let ready = state.waiters.filter { $0.condition(held, arrived) }.map(\.continuation)
            state.waiters.removeAll { $0.condition(held, arrived) }
            return ready
        }
        ready.forEach { $0.resume() }
    }
}

extension RetryPolicy {
    /// Three sends, no back-off, no deadline: what tests give their clients.
    static let immediate = RetryPolicy(attempts: 3, firstDelay: .zero)
}

extension URLRequest {
    /// `POST /api/players`, say.
    func `is`(_ method: String, _ path: String) -> Bool { httpMethod == method && url?.path == path }
}
