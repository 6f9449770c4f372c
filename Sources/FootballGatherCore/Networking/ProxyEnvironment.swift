/// The proxy variables of the environment. Where any is set, requests go through
/// URLSession, whose libcurl honours them, so a proxy is never bypassed; `SocketTransport`
/// speaks only directly to the server.
public enum ProxyEnvironment {
    /// Upper and lower case alike: libcurl reads `http_proxy` but not `HTTP_PROXY`, and
    /// the other spellings for `https` and every scheme; any of them means "a proxy here".
    public static let variables = ["http_proxy", "HTTP_PROXY", "https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"]

    public static func isSet(in environment: [String: String]) -> Bool {
        variables.contains { !(environment[$0] ?? "").isEmpty }
    }
}
