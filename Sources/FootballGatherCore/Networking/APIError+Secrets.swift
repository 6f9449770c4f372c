import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension APIError {
    /// Hides every `secret` the request carried (token, credentials, password hash) wherever the reply's own
    /// text is kept: a server may echo what it was sent, and an error is printed.
    func hiding(_ secrets: [String]) -> APIError {
        // As sent, and as an echo may have changed it: percent-encoded, base64-encoded, in another case.
        let forms = secrets.filter { $0.count >= 8 }.flatMap { secret in
            [secret, secret.addingPercentEncoding(withAllowedCharacters: .alphanumerics), Data(secret.utf8).base64EncodedString()].compactMap { $0 }
        }
        guard !forms.isEmpty else { return self }
        func hide(_ text: String?) -> String? {
            text.map { text in forms.reduce(text) { $0.replacingOccurrences(of: $1, with: "[hidden]", options: .caseInsensitive) } }
        }
        switch self {
        case .notFound(let reason): return .notFound(reason: hide(reason))
        case .rejected(let status, let reason): return .rejected(status: status, reason: hide(reason))
        case .serverError(let status, let reason): return .serverError(status: status, reason: hide(reason))
        case .redirected(let server, let location): return .redirected(server: server, location: hide(location))
        case .malformedReply(let detail): return .malformedReply(detail: hide(detail) ?? detail)
        case .unreachable(var unreachable):
            if case .notTheAPI(.redirect(let location)) = unreachable.reason {
                unreachable.reason = .notTheAPI(.redirect(location: hide(location) ?? location))
            }
            return .unreachable(unreachable)
        case .timedOut, .connectionLost, .replyCutShort, .unauthorized, .replyTooLarge: return self
        }
    }
}

extension URLRequest {
    /// What the request carries that must never be printed: the `Authorization` header's
    /// credentials (and, for Basic, the password hash in them) and a body's `password`.
    var secrets: [String] {
        var secrets: [String] = []
        if let authorization = value(forHTTPHeaderField: "Authorization"), let space = authorization.firstIndex(of: " ") {
            let credentials = String(authorization[authorization.index(after: space)...])
            secrets += [authorization, credentials]
            if authorization.hasPrefix("Basic "), let data = Data(base64Encoded: credentials),
               let pair = String(data: data, encoding: .utf8), let colon = pair.firstIndex(of: ":") {
                secrets.append(String(pair[pair.index(after: colon)...]))
            }
        }
        if let body = httpBody, let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
           let password = object["password"] as? String {
            secrets.append(password)
        }
        return secrets
    }
}
