import Foundation

/// Tells a reply from something standing in for the server, as a network's sign-in page (a "captive
/// portal") does: it answers every address with its own web page, or redirects there.
enum StandIn {
    /// What answered instead of the API; nil when the reply may be the API's. A 511, a success whose body is
    /// a web page (the API answers JSON), or a redirect to another host away from `/api/…` (one that keeps
    /// them is a server that moved, `APIError.redirected`); neither redirect is followed.
    static func answer(status: Int, header: (String) -> String?, requested: URL?, server: URL) -> Unreachable.Answer? {
        switch status {
        case 511:
            return .webPage
        case 200..<300:
            let type = header("Content-Type")?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
            return type.hasPrefix("text/html") || type.hasPrefix("application/xhtml+xml") ? .webPage : nil
        case 300..<400:
            guard let location = header("Location"), let target = URL(string: location, relativeTo: requested)?.absoluteURL,
                !isSameHost(target, as: server), !target.path.hasPrefix("/api/")
            else { return nil }
            return .redirect(location: target.absoluteString)
        default:
            return nil
        }
    }

    private static func isSameHost(_ target: URL, as server: URL) -> Bool {
        target.host?.lowercased() == server.host?.lowercased() && port(of: target) == port(of: server)
    }

    private static func port(of url: URL) -> Int? {
        url.port ?? (url.scheme?.lowercased() == "https" ? 443 : 80)
    }
}
