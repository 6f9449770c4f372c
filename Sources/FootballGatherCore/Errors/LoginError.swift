/// Why a login or a registration was refused, or could not be asked for.
public enum LoginError: Error, Equatable, Sendable, GatherFailure {
    case wrongCredentials(username: String, server: String)
    case usernameTaken(String)
    // Credentials refused before any request.
    case blankUsername
    /// A ':' would end the username in the Basic authorisation header.
    case colonInUsername
    case emptyPassword

    public var failureKind: FailureKind {
        switch self {
        case .wrongCredentials: .notAuthorized
        case .usernameTaken: .refused
        case .blankUsername, .colonInUsername, .emptyPassword: .invalidData
        }
    }

    public var nextStep: NextStep? {
        if case .usernameTaken(let username) = self { return .loginAs(username) }
        return nil
    }
}
