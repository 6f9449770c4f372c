import Foundation

/// What `gather login` keeps for one server. The token is a secret: it never appears
/// in `description`, `debugDescription` or `dump`.
public struct Credential: Codable, Sendable, Equatable {
    public var token: String
    public var userID: UUID
    public var username: String

    package init(token: String, userID: UUID, username: String) {
        self.token = token
        self.userID = userID
        self.username = username
    }
}

extension Credential: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String {
        "Credential(username: \(username), userID: \(userID.uuidString), token: <redacted>)"
    }

    public var debugDescription: String { description }

    public var customMirror: Mirror {
        Mirror(self, children: ["username": username, "userID": userID, "token": "<redacted>"])
    }
}
