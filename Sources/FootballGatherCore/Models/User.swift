import Foundation

/// A user account, as `GET /api/users` returns it.
public struct User: Codable, Sendable, Equatable {
    public var id: UUID
    var username: String

    public init(id: UUID, username: String) {
        self.id = id
        self.username = username
    }
}

/// The reply of `POST /api/users/login`.
public struct LoginResponse: Codable, Sendable, Equatable {
    package var token: String
    package var userID: UUID
}

/// The body of `POST /api/users`; `password` is already the SHA-256 hex digest.
struct NewUser: Codable, Sendable, Equatable {
    var username: String
    var password: String
}
