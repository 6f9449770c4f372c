import Foundation

/// Why a server address cannot be used. Messages quote what the user typed, except
/// when it carries a user name or password.
public enum ServerAddressError: Error, Equatable, Sendable {
    case empty
    case missingScheme(String)
    case unsupportedScheme(String, scheme: String)
    case malformed(String)
    case missingHost(String)
    case invalidPort(String)
    case hasUserInfo
    case hasPath(String, path: String)
    case hasQueryOrFragment(String)
}

extension ServerAddressError: LocalizedError, GatherFailure {
    public var errorDescription: String? {
        switch self {
        case .empty:
            "the server address is empty: give one like \(Self.example)"
        case .missingScheme(let text):
            "the server address '\(text)' has no scheme: add http:// or https:// (http://\(text))"
        case .unsupportedScheme(let text, let scheme):
            "the server address '\(text)' uses \(scheme)://: use http:// or https://"
        case .malformed(let text):
            "the server address '\(text)' is not a valid URL: give one like \(Self.example)"
        case .missingHost(let text):
            "the server address '\(text)' has no host: give one like \(Self.example)"
        case .invalidPort(let text):
            "the server address '\(text)' has an invalid port: use a number from 1 to 65535"
        case .hasUserInfo:
            "the server address must not contain a user name or password"
        case .hasPath(let text, let path):
            "the server address '\(text)' has a path (\(path)): give only the scheme, host and port"
        case .hasQueryOrFragment(let text):
            "the server address '\(text)' has a query or fragment: remove the part from '?' or '#'"
        }
    }

    public var failureKind: FailureKind { .configuration }

    public var nextStep: NextStep? { self == .hasUserInfo ? .removeUserInfoAndLogin : nil }

    private static let example = "http://127.0.0.1:8080"
}
