import Foundation

extension Store {
    mutating func createPlayer(owner: UUID, _ request: HTTPRequest) throws(HTTPResponse) -> HTTPResponse {
        let body = try BodyDecoding.decode(PlayerBody.self, from: request.body)
        // As the real server's SQLite table gives it: one above the highest row now, so the
        // id of the last player deleted goes to the next one made.
        let player = PlayerReply(id: (players.map(\.player.id).max() ?? 0) + 1, body: body)
        players.append(StoredPlayer(owner: owner, player: player))
        return .created(location: "/api/players/\(player.id)")
    }

    func listPlayers(owner: UUID) -> HTTPResponse {
        .json(players.filter { $0.owner == owner }.map(\.player))
    }

    /// Replaces every field: an optional left out of the body becomes empty.
    mutating func updatePlayer(owner: UUID, id: Int, _ request: HTTPRequest) throws(HTTPResponse) -> HTTPResponse {
        let body = try BodyDecoding.decode(PlayerBody.self, from: request.body)
        guard let index = playerIndex(id, owner: owner) else { return .notFound }
        players[index].player = PlayerReply(id: id, body: body)
        return .noContent
    }

    mutating func deletePlayer(owner: UUID, id: Int) -> HTTPResponse {
        guard let index = playerIndex(id, owner: owner) else { return .notFound }
        players.remove(at: index)
        memberships.removeAll { $0.playerID == id }
        return .noContent
    }

    func gathersOfPlayer(owner: UUID, id: Int) -> HTTPResponse {
        guard playerIndex(id, owner: owner) != nil else { return .notFound }
        let found = memberships.filter { $0.playerID == id }.compactMap { membership in
            gathers.first { $0.gather.id == membership.gatherID }?.gather
        }
        return .json(found)
    }
}

extension PlayerReply {
    init(id: Int, body: PlayerBody) {
        self.init(
            id: id, name: body.name, age: body.age, skill: body.skill,
            preferredPosition: body.preferredPosition, favouriteTeam: body.favouriteTeam
        )
    }
}
