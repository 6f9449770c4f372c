import FootballGatherCore

/// "The server cannot be reached" as one sentence: which server, why, and what to check.
enum UnreachableWording {
    static func text(_ unreachable: Unreachable) -> String {
        guard !unreachable.rosterNeverRead else {
            var plain = unreachable
            plain.rosterNeverRead = false
            return text(plain) + "; this machine has not read its roster yet, so it cannot work without signal until it has"
        }
        let server = unreachable.server
        return switch unreachable.reason {
        case .refused:
            "the server at \(server) cannot be reached (connection refused): check the address and that it is running"
        case .unknownHost:
            "the server at \(server) cannot be reached (its host name cannot be looked up): check the address and the network"
        case .noRoute:
            "the server at \(server) cannot be reached (no route to it): check the network"
        case .noConnection(let seconds):
            "the server at \(server) cannot be reached (no connection within \(Self.seconds(seconds)) s): check the network and the address"
        case .connectionFailed:
            "the server at \(server) cannot be reached (the connection failed): check the address and that it is running"
        case .notTheAPI(.webPage):
            "the server at \(server) cannot be reached: the network answered with a web page instead "
                + "(a sign-in page?); sign in to the network, or check the address"
        case .notTheAPI(.redirect(let location)):
            "the server at \(server) cannot be reached: the network redirected to "
                + "\(APIErrorWording.clause(location, limit: 120)) instead (a sign-in page?); sign in to the network, or check the address"
        }
    }

    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
