import Foundation

/// The one place that decides what a usable server address is: `--server`, `GATHER_SERVER`, the config file.
public enum ServerAddress {
    /// `text` as `scheme://host[:port]`: http or https, a host, no path but "/",
    /// no user, query or fragment. Scheme and host are lowercased, a trailing slash dropped.
    public static func normalizedServerURL(_ text: String) throws(ServerAddressError) -> URL {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .empty }
        // Checked first, so no later message quotes a password given as user:pass@host.
        guard !trimmed.contains("@") else { throw .hasUserInfo }
        guard trimmed.contains("://") else {
            let lowercased = trimmed.lowercased()
            let looksLikeBrokenScheme = lowercased.hasPrefix("http:") || lowercased.hasPrefix("https:")
            throw looksLikeBrokenScheme ? .malformed(trimmed) : .missingScheme(trimmed)
        }
        guard let components = URLComponents(string: trimmed), let scheme = components.scheme?.lowercased() else {
            throw .malformed(trimmed)
        }
        guard components.user == nil, components.password == nil else { throw .hasUserInfo }
        guard scheme == "http" || scheme == "https" else {
            throw .unsupportedScheme(trimmed, scheme: scheme)
        }
        guard let host = components.percentEncodedHost?.lowercased(), !host.isEmpty else {
            throw .missingHost(trimmed)
        }
        guard !host.contains(where: { $0.isWhitespace || $0 == "/" }) else { throw .malformed(trimmed) }
        if let port = components.port, !(1...65535).contains(port) {
            throw .invalidPort(trimmed)
        }
        guard components.path.isEmpty || components.path == "/" else {
            throw .hasPath(trimmed, path: components.path)
        }
        guard components.query == nil, components.fragment == nil else {
            throw .hasQueryOrFragment(trimmed)
        }
        let bracketedHost = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        let port = components.port.map { ":\($0)" } ?? ""
        guard let url = URL(string: "\(scheme)://\(bracketedHost)\(port)") else { throw .malformed(trimmed) }
        return url
    }

    /// `text` without the `user:password@` before its host, if any: for a hint that must not repeat it.
    public static func removingUserInfo(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let schemeEnd = trimmed.range(of: "://") else { return nil }
        let rest = trimmed[schemeEnd.upperBound...]
        let authorityEnd = rest.firstIndex { "/?#".contains($0) } ?? rest.endIndex
        guard let at = rest[..<authorityEnd].lastIndex(of: "@") else { return nil }
        return String(trimmed[..<schemeEnd.upperBound] + rest[rest.index(after: at)...])
    }

    /// The text that identifies `server` in stored files: its URL without a trailing slash.
    public static func storageKey(for server: URL) -> String {
        var key = server.absoluteString
        while key.hasSuffix("/") {
            key.removeLast()
        }
        return key
    }
}
