import Foundation

/// The server's data, as the SQLite database of the real server would hold it.
struct Store: Codable {
    struct User: Codable {
        let id: UUID
        let username: String
        let passwordHash: String
    }

    struct StoredPlayer: Codable {
        let owner: UUID
        var player: PlayerReply
    }

    struct StoredGather: Codable {
        let owner: UUID
        var gather: GatherReply
    }

    /// A row of the gather/player pivot; the same pair may occur twice.
    struct Membership: Codable {
        let gatherID: UUID
        let playerID: Int
        let team: String
    }

    var users: [User] = []
    var tokens: [String: UUID] = [:]
    var players: [StoredPlayer] = []
    var gathers: [StoredGather] = []
    var memberships: [Membership] = []

    mutating func addUser(username: String, passwordHash: String) -> User {
        let user = User(id: UUID(), username: username, passwordHash: passwordHash)
        users.append(user)
        return user
    }

    mutating func issueToken(for userID: UUID) -> String {
        let bytes = (0..<16).map { _ in UInt8.random(in: .min ... .max) }
        let token = Data(bytes).base64EncodedString()
        tokens[token] = userID
        return token
    }

    func authenticatedUser(authorization: String?) -> UUID? {
        guard let authorization, let token = Self.credentials(authorization, scheme: "Bearer"),
              let userID = tokens[token], users.contains(where: { $0.id == userID })
        else { return nil }
        return userID
    }

    /// The part after `<scheme> ` (scheme matched case-insensitively).
    static func credentials(_ authorization: String, scheme: String) -> String? {
        let parts = authorization.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == scheme.lowercased() else { return nil }
        let value = parts[1].trimmingCharacters(in: .whitespaces)
        return value.isEmpty ? nil : value
    }

    func playerIndex(_ id: Int, owner: UUID) -> Int? {
        players.firstIndex { $0.player.id == id && $0.owner == owner }
    }

    func gatherIndex(_ id: UUID, owner: UUID) -> Int? {
        gathers.firstIndex { $0.gather.id == id && $0.owner == owner }
    }
}
