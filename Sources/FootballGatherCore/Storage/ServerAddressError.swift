/// Why a server address cannot be used. Cases carry what the user typed, unless it holds a user or password.
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

extension ServerAddressError: GatherFailure {
    public var failureKind: FailureKind { .configuration }

    public var nextStep: NextStep? { self == .hasUserInfo ? .removeUserInfoAndLogin : nil }
}
