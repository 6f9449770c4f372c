import Foundation

extension Store {
    /// What the current server build answers for a taken username (older builds named
    /// the SQLite constraint); clients must find out through `GET /api/users`.
    static let duplicateUsernameReason = "Something went wrong."

    mutating func register(_ request: HTTPRequest) throws(HTTPResponse) -> HTTPResponse {
        let body = try BodyDecoding.decode(RegisterBody.self, from: request.body)
        // Not a check of the real server: it catches clients that forget to hash the password.
        guard Self.isSHA256Hex(body.password) else {
            let reason = "password must be the lowercase hex SHA-256 of the password (64 characters)"
            throw .error(status: 400, reason: reason)
        }
        guard !users.contains(where: { $0.username == body.username }) else {
            throw .error(status: 500, reason: Self.duplicateUsernameReason)
        }
        let user = addUser(username: body.username, passwordHash: body.password)
        return .created(location: "/api/users/\(user.id.uuidString)")
    }

    mutating func login(_ request: HTTPRequest) -> HTTPResponse {
        guard let authorization = request.headers["authorization"],
              let encoded = Self.credentials(authorization, scheme: "Basic"),
              let decoded = Data(base64Encoded: encoded),
              let pair = String(data: decoded, encoding: .utf8),
              let colon = pair.firstIndex(of: ":")
        else { return .error(status: 401, reason: "Unauthorized") }
        let username = String(pair[..<colon])
        let password = String(pair[pair.index(after: colon)...])
        guard let user = users.first(where: { $0.username == username && $0.passwordHash == password }) else {
            return .error(status: 401, reason: "Unauthorized")
        }
        return .json(LoginReply(token: issueToken(for: user.id), userID: user.id))
    }

    func listUsers() -> HTTPResponse {
        .json(users.map { UserReply(id: $0.id, username: $0.username) })
    }

    func user(_ id: UUID) -> HTTPResponse {
        guard let user = users.first(where: { $0.id == id }) else { return .notFound }
        return .json(UserReply(id: user.id, username: user.username))
    }

    /// Deletes the user with everything they own, as the database cascade would.
    mutating func deleteUser(_ id: UUID) -> HTTPResponse {
        let ownPlayers = Set(players.filter { $0.owner == id }.map(\.player.id))
        let ownGathers = Set(gathers.filter { $0.owner == id }.map(\.gather.id))
        memberships.removeAll { ownPlayers.contains($0.playerID) || ownGathers.contains($0.gatherID) }
        players.removeAll { $0.owner == id }
        gathers.removeAll { $0.owner == id }
        tokens = tokens.filter { $0.value != id }
        users.removeAll { $0.id == id }
        return .noContent
    }

    static func isSHA256Hex(_ text: String) -> Bool {
        text.utf8.count == 64 && text.utf8.allSatisfy("0123456789abcdef".utf8.contains)
    }
}
