import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The bearer token for authenticated requests; `nil` means not logged in.
public typealias TokenProvider = @Sendable () throws -> String?

/// The one HTTP client of the API: every failure becomes an `APIError`; `RetryPolicy` says what is resent.
public struct APIClient: Sendable {
    public static let defaultTimeout: Double = 15
    /// 32 MiB decoded: far above any real reply, small enough that a hostile one cannot exhaust memory.
    public static let defaultReplyLimit = 32 * 1024 * 1024

    let baseURL: URL
    let timeout: Double
    let retry: RetryPolicy
    private let transport: any HTTPTransport
    private let tokenProvider: TokenProvider
    private let connectGate: ConnectGate?

    /// - Parameters:
    ///   - session: share one per process; tests inject one with a `URLProtocol` stub.
    ///   - timeout: seconds; a hard deadline for each send of a request, reply included.
    ///   - connectGate: the connect timeout, checked before sending (share one per process); nil: none.
    public init(
        baseURL: URL, session: URLSession? = nil, timeout: Double = APIClient.defaultTimeout,
        retry: RetryPolicy? = nil, transport: (any HTTPTransport)? = nil, connectGate: ConnectGate? = nil,
        tokenProvider: @escaping TokenProvider = { nil }
    ) {
        self.baseURL = baseURL
        self.timeout = timeout
        self.retry = retry ?? .standard(timeout: timeout)
        self.transport = transport ?? session.map { URLSessionTransport(session: $0) } ?? URLSessionTransport.shared
        self.tokenProvider = tokenProvider
        self.connectGate = connectGate
    }

    /// At most six connections to a host, a whole-second timeout (Linux drops fractions); its
    /// `TransferDelegate` refuses redirects and content encodings, cancels authentication challenges
    /// rather than hanging, and stops past `replyLimit` decoded bytes. One per process: it loads libcurl.
    public static func makeSession(
        timeout: Double = defaultTimeout, configuration: URLSessionConfiguration = .ephemeral,
        replyLimit: Int = defaultReplyLimit
    ) -> URLSession {
        configuration.urlCache = nil
        configuration.httpMaximumConnectionsPerHost = 6
        // The service sets no cookies. (Linux Foundation still makes the shared storage's empty folder.)
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.timeoutIntervalForRequest = wholeSeconds(timeout)
        let delegate = TransferDelegate(replyLimit: replyLimit)
        return URLSession(configuration: configuration, delegate: delegate, delegateQueue: InlineOperationQueue())
    }

    var server: String { baseURL.absoluteString }

    /// - Parameter landed: for a create, asked after a lost reply before resending (nil: nothing was made,
    ///   send again; throws: the lost reply's error stands). Without it, such a create is not sent again.
    func send<Response>(
        _ request: Request<Response>, landed: (@Sendable () async throws -> Response?)? = nil
    ) async throws -> Response {
        let clock = ContinuousClock()
        let start = clock.now
        var attempt = 1
        while true {
            do {
                return try await sendOnce(request)
            } catch let failure as APIError {
                // A DELETE that finds nothing is done: deleted elsewhere, or by a send whose reply was lost
                // (ours, or one libcurl made again on a new connection without telling).
                if case .notFound = failure, let done = request.doneWhenGone { return done() }
                let next = retry.next(
                    after: failure, attempt: attempt, of: request.repetition, canCheck: landed != nil,
                    elapsed: clock.now - start)
                switch next {
                case .stop:
                    throw failure
                case .again(let delay):
                    try await Task.sleep(for: delay)
                case .checkFirst(let delay):
                    try await Task.sleep(for: delay)
                    let found: Response?
                    do { found = try await landed?() } catch { throw failure }
                    if let found { return found }
                }
                attempt += 1
            }
        }
    }

    private func sendOnce<Response>(_ request: Request<Response>) async throws -> Response {
        let urlRequest = try makeURLRequest(for: request)
        if let reason = await connectGate?.open(baseURL) {
            throw APIError.unreachable(Unreachable(server: server, reason: reason))
        }
        do {
            // The request's idle timer only counts whole seconds, so the hard limit is a race.
            let (data, response) = try await firstOf({ try await transfer(urlRequest) }, orAfter: timeout) {
                APIError.timedOut(server: server)
            }
            let reply = HTTPReply(status: response.statusCode, body: data) {
                response.value(forHTTPHeaderField: $0)
            }
            try checkStatus(of: reply, requested: urlRequest.url)
            return try request.decode(reply)
        } catch APIError.unreachable(let unreachable) where connectGate != nil && [.create, .checked].contains(request.repetition)
            && [.refused, .connectionFailed].contains(unreachable.reason) {
            // The gate connected: libcurl, finding a kept connection dead after sending a create on it, tries once
            // on a new one and tells only that failure. The create may have landed.
            throw APIError.connectionLost(server: server)
        } catch let error as APIError {
            throw error.hiding(urlRequest.secrets)
        }
    }

    func makeURLRequest<Response>(for request: Request<Response>) throws -> URLRequest {
        guard let url = URL(string: request.path, relativeTo: baseURL) else {
            throw APIError.malformedReply(detail: "cannot build a URL for \(request.path)")
        }
        var urlRequest = URLRequest(url: url, timeoutInterval: APIClient.wholeSeconds(timeout))
        urlRequest.httpMethod = request.method
        urlRequest.setValue("application/json", forHTTPHeaderField: "Content-Type")
        urlRequest.setValue("application/json", forHTTPHeaderField: "Accept")
        // The server never compresses. An encoded reply is refused at its head (`TransferDelegate`) before
        // libcurl, which decodes gzip and deflate regardless, can inflate it past the reply limit.
        urlRequest.setValue("identity", forHTTPHeaderField: "Accept-Encoding")
        if let body = request.body {
            urlRequest.httpBody = try JSONCoding.encoder(pretty: false).encode(body)
        }
        switch request.authorization {
        case .none:
            break
        case .bearer:
            // A token that cannot be sent as a header line (a control character, a line break) is no token.
            guard let token = try tokenProvider(), token.utf8.allSatisfy({ $0 == 0x09 || ($0 >= 0x20 && $0 != 0x7F) }) else {
                throw APIError.unauthorized(server: server)
            }
            urlRequest.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        case .basic(let username, let passwordHash):
            let credentials = Data("\(username):\(passwordHash)".utf8).base64EncodedString()
            urlRequest.setValue("Basic \(credentials)", forHTTPHeaderField: "Authorization")
        }
        return urlRequest
    }

    private func transfer(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        do {
            return try await transport.data(for: request)
        } catch let failure as TransferFailure {
            throw map(failure)
        }
    }

    /// 69 only when no connection was made; a connection that broke is a temporary failure.
    private func map(_ failure: TransferFailure) -> APIError {
        switch failure {
        case .replyTooLarge(let limit):
            return .replyTooLarge(limit: limit)
        case .encoded(let coding):
            return .malformedReply(detail: "its body is encoded as \(coding), which gather did not ask for")
        case .transport(let error, _) where error.code == .timedOut:
            return .timedOut(server: server)
        case .transport(_, connected: true):
            return .replyCutShort(server: server)
        case .transport(let error, connected: false):
            switch error.code {
            case .badServerResponse, .networkConnectionLost, .cannotParseResponse:
                return .connectionLost(server: server)
            case .unsupportedURL, .unknown:
                // libcurl's words for a reply that is not HTTP: something answered, so it is not unreachable.
                return .malformedReply(detail: "it is not HTTP")
            case .cannotConnectToHost:
                return .unreachable(Unreachable(server: server, reason: .refused))
            case .cannotFindHost, .dnsLookupFailed:
                return .unreachable(Unreachable(server: server, reason: .unknownHost))
            case .notConnectedToInternet:
                return .unreachable(Unreachable(server: server, reason: .noRoute))
            default:
                return .unreachable(Unreachable(server: server, reason: .connectionFailed))
            }
        }
    }

    /// A redirect's address without the request's own path (`…/api/players`), when that leaves an address
    /// `--server` takes (no path of its own); else the whole address.
    private func serverAddress(in location: String, requested url: URL?) -> String {
        let own = url.map { String($0.path.dropFirst(baseURL.path.count)) } ?? "", server = String(location.dropLast(own.count))
        guard !own.isEmpty, URL(string: location)?.query == nil, location.hasSuffix(own), URL(string: server)?.path.isEmpty == true else { return location }
        return server
    }

    private func checkStatus(of reply: HTTPReply, requested url: URL?) throws {
        if let answer = StandIn.answer(status: reply.status, header: reply.header, requested: url, server: baseURL) {
            throw APIError.unreachable(Unreachable(server: server, reason: .notTheAPI(answer)))
        }
        let reason = ServerErrorBody.reason(in: reply.body)
        switch reply.status {
        case 200..<300: return
        // The API answers every error with its JSON body; a bare "no such page" or "method not supported" is
        // another web server at this address, not a deleted item.
        case _ where [404, 405, 501].contains(reply.status) && reason == nil:
            throw APIError.malformedReply(detail: "it answered \(reply.status) without the API's error body")
        case 300..<400:
            let location = reply.header("Location").map { URL(string: $0, relativeTo: url)?.absoluteString ?? $0 }
            throw APIError.redirected(server: server, location: location.map { serverAddress(in: $0, requested: url) })
        case 401, 403: throw APIError.unauthorized(server: server)
        case 404: throw APIError.notFound(reason: reason)
        case 400..<500: throw APIError.rejected(status: reply.status, reason: reason)
        case 500..<600: throw APIError.serverError(status: reply.status, reason: reason)
        default: throw APIError.malformedReply(detail: "unexpected status \(reply.status)")
        }
    }

    static func wholeSeconds(_ seconds: Double) -> TimeInterval {
        max(1, seconds.rounded(.up))
    }
}

/// `{"error": true, "reason": "..."}`, the server's error body.
struct ServerErrorBody: Decodable {
    var reason: String?

    static func reason(in data: Data) -> String? {
        (try? JSONCoding.decoder().decode(ServerErrorBody.self, from: data))?.reason
    }
}
