import FootballGatherCore

/// The connect timeout: `ConnectGate.defaultTimeout` (3 s), or `GATHER_CONNECT_TIMEOUT` seconds (0 turns the
/// check off; anything not a number from 0.1 to 60 is ignored), never longer than the request timeout. None
/// when a proxy is set: libcurl connects to the proxy, so checking the server's own address would say nothing.
enum ConnectTimeout {
    static let variable = "GATHER_CONNECT_TIMEOUT"
    static let proxyVariables = ["http_proxy", "https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"]

    static func gate(variables: [String: String], requestTimeout: Double) -> ConnectGate? {
        guard !proxyVariables.contains(where: { !(variables[$0] ?? "").isEmpty }) else { return nil }
        let seconds = seconds(from: variables[variable])
        guard seconds > 0 else { return nil }
        return ConnectGate(timeout: min(seconds, requestTimeout))
    }

    static func seconds(from text: String?) -> Double {
        guard let text, let seconds = Double(text.trimmingCharacters(in: .whitespaces)) else {
            return ConnectGate.defaultTimeout
        }
        return seconds == 0 || (0.1...60).contains(seconds) ? seconds : ConnectGate.defaultTimeout
    }
}
