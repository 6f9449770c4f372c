import Foundation

/// Header names are lowercase, as Vapor sends them.
struct HTTPResponse: Sendable {
    var status: Int
    var headers: [(name: String, value: String)] = []
    var body: [UInt8] = []

    static func error(status: Int, reason: String) -> HTTPResponse {
        json(ErrorReply(error: true, reason: reason), status: status)
    }

    static let notFound = error(status: 404, reason: "Not Found")
    static let unauthenticated = error(status: 401, reason: "User not authenticated.")
    static let noContent = HTTPResponse(status: 204)
    static let emptyOK = HTTPResponse(status: 200)

    static func created(location: String) -> HTTPResponse {
        HTTPResponse(status: 201, headers: [("location", location)])
    }

    static func json<Value: Encodable>(_ value: Value, status: Int = 200) -> HTTPResponse {
        do {
            let body = try JSONEncoder().encode(value)
            return HTTPResponse(
                status: status,
                headers: [("content-type", "application/json; charset=utf-8")],
                body: Array(body)
            )
        } catch {
            return HTTPResponse(status: 500, body: Array("encoding failed: \(error)".utf8))
        }
    }

    /// A 1xx, 204 or 304 carries neither body nor Content-Length.
    func serialized(keepAlive: Bool, requestVersion: String = "HTTP/1.1") -> [UInt8] {
        var head = "HTTP/1.1 \(status) \(Self.reasonPhrase(status))\r\n"
        for header in headers { head += "\(header.name): \(header.value)\r\n" }
        let bodyAllowed = status != 204 && status != 304 && !(100..<200).contains(status)
        if bodyAllowed { head += "content-length: \(body.count)\r\n" }
        if !keepAlive {
            head += "connection: close\r\n"
        } else if requestVersion == "HTTP/1.0" {
            head += "connection: keep-alive\r\n"
        }
        head += "\r\n"
        return Array(head.utf8) + (bodyAllowed ? body : [])
    }

    static func reasonPhrase(_ status: Int) -> String {
        switch status {
        case 100: "Continue"
        case 200: "OK"
        case 201: "Created"
        case 204: "No Content"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 409: "Conflict"
        case 413: "Payload Too Large"
        case 429: "Too Many Requests"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 501: "Not Implemented"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        default: "Status \(status)"
        }
    }
}

/// Thrown by the request parser and the handlers: the reply to send instead.
extension HTTPResponse: Error {}

struct ErrorReply: Encodable {
    let error: Bool
    let reason: String
}
