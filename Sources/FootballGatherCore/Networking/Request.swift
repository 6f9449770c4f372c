import Foundation

enum RequestAuthorization: Sendable, Equatable {
    case none
    /// `Authorization: Bearer <token>` from the client's token provider.
    case bearer
    /// `Authorization: Basic base64(username:passwordHash)`, for login only.
    case basic(username: String, passwordHash: String)
}

struct Request<Response: Sendable>: Sendable {
    let method: String
    let path: String
    let body: (any Encodable & Sendable)?
    let authorization: RequestAuthorization
    let repetition: Repetition
    let decode: @Sendable (HTTPReply) throws -> Response
    /// For a `DELETE`: the answer when it finds nothing (404), which is what it asked for; nil for others.
    let doneWhenGone: (@Sendable () -> Response)?

    init(
        method: String, path: String, body: (any Encodable & Sendable)? = nil,
        authorization: RequestAuthorization = .bearer, repetition: Repetition? = nil,
        doneWhenGone: (@Sendable () -> Response)? = nil,
        decode: @escaping @Sendable (HTTPReply) throws -> Response
    ) {
        self.method = method
        self.path = path
        self.body = body
        self.authorization = authorization
        self.repetition = repetition ?? Repetition(method: method)
        self.doneWhenGone = doneWhenGone
        self.decode = decode
    }
}

extension Repetition {
    /// By method: `GET` reads, `PUT` and `DELETE` are idempotent, a `POST` creates.
    init(method: String) {
        switch method {
        case "GET": self = .read
        case "PUT", "DELETE": self = .idempotent
        default: self = .create
        }
    }
}

/// A reply whose status already passed the client's error checks.
struct HTTPReply: Sendable {
    let status: Int
    let body: Data
    /// Header lookup that ignores case, as HTTP requires.
    let header: @Sendable (String) -> String?
}

extension Request where Response: Decodable {
    /// A `200` whose body is JSON of type `Response`.
    static func json(
        _ method: String, _ path: String, authorization: RequestAuthorization = .bearer, repetition: Repetition? = nil
    ) -> Request {
        Request(method: method, path: path, authorization: authorization, repetition: repetition) { reply in
            try reply.expect(status: 200)
            let decoded: Response
            do {
                decoded = try JSONCoding.decoder().decode(Response.self, from: reply.body)
            } catch {
                let tooDeep = JSONCoding.isNestedTooDeep(reply.body)
                throw APIError.malformedReply(
                    detail: tooDeep ? "the body is nested deeper than \(JSONCoding.depthLimit) levels" : "the body is not the expected JSON")
            }
            if let problem = (decoded as? any CheckedReply)?.problem { throw APIError.malformedReply(detail: problem) }
            return decoded
        }
    }
}

/// A reply that decodes but no Football Gather server sends: what this machine keeps of it could not be read back.
protocol CheckedReply { var problem: String? { get } }

extension Array: CheckedReply where Element == Player {
    /// A server's player ids are above 0 (this machine's own below). A gather may list one twice (the same pair
    /// twice in the server's table): that is not refused.
    var problem: String? { first { $0.id < 1 }.map { "player id \($0.id) is below 1" } }
}

extension Request where Response == Void {
    /// A reply with nothing to read but its status (`204`, or `200` for a few endpoints).
    static func empty(
        _ method: String, _ path: String, body: (any Encodable & Sendable)? = nil, status: Int = 204, repetition: Repetition? = nil
    ) -> Request {
        let done: (@Sendable () -> Void)? = method == "DELETE" ? { @Sendable in } : nil
        return Request(method: method, path: path, body: body, repetition: repetition, doneWhenGone: done) { (reply: HTTPReply) throws -> Void in
            try reply.expect(status: status)
        }
    }
}

extension Request {
    /// A `201 Created` whose `Location` header ends with the new resource's id.
    static func created(
        _ path: String, body: (any Encodable & Sendable)?, authorization: RequestAuthorization = .bearer,
        repetition: Repetition = .create, id parse: @escaping @Sendable (String) -> Response?
    ) -> Request {
        Request(method: "POST", path: path, body: body, authorization: authorization, repetition: repetition) { reply in
            try reply.expect(status: 201)
            guard let location = reply.header("Location") else {
                throw APIError.malformedReply(detail: "the 201 reply has no Location header")
            }
            let locationPath = URLComponents(string: location)?.path ?? location
            guard let component = locationPath.split(separator: "/").last, let id = parse(String(component)) else {
                throw APIError.malformedReply(detail: "the Location header '\(location)' does not end with a valid id")
            }
            return id
        }
    }
}

extension HTTPReply {
    func expect(status expected: Int) throws {
        guard status == expected else {
            throw APIError.malformedReply(detail: "unexpected status \(status), expected \(expected)")
        }
    }
}
