import Foundation

/// Why a login or a registration was refused.
public enum LoginError: Error, Equatable, Sendable, LocalizedError, GatherFailure {
    case wrongCredentials(username: String, server: String)
    case usernameTaken(String)

    public var errorDescription: String? {
        switch self {
        case .wrongCredentials(let username, let server):
            "wrong username or password for '\(username)' on \(server): check them and try again"
        case .usernameTaken(let username):
            "the username '\(username)' is taken"
        }
    }

    public var failureKind: FailureKind {
        switch self {
        case .wrongCredentials: .notAuthorized
        case .usernameTaken: .refused
        }
    }

    public var nextStep: NextStep? {
        if case .usernameTaken(let username) = self { return .loginAs(username) }
        return nil
    }
}
