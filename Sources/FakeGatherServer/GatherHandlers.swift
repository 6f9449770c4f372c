import Foundation

extension Store {
    /// Any body is ignored: a new gather has no score and no winner.
    mutating func createGather(owner: UUID) -> HTTPResponse {
        let gather = GatherReply(id: UUID(), userId: owner)
        gathers.append(StoredGather(owner: owner, gather: gather))
        return .created(location: "/api/gathers/\(gather.id.uuidString)")
    }

    func listGathers(owner: UUID) -> HTTPResponse {
        .json(gathers.filter { $0.owner == owner }.map(\.gather))
    }

    mutating func updateGather(owner: UUID, id: UUID, _ request: HTTPRequest) throws(HTTPResponse) -> HTTPResponse {
        let body = try BodyDecoding.decode(GatherUpdateBody.self, from: request.body)
        guard let index = gatherIndex(id, owner: owner) else { return .notFound }
        gathers[index].gather.score = body.score
        gathers[index].gather.winnerTeam = body.winnerTeam
        return .noContent
    }

    mutating func deleteGather(owner: UUID, id: UUID) -> HTTPResponse {
        guard let index = gatherIndex(id, owner: owner) else { return .notFound }
        gathers.remove(at: index)
        memberships.removeAll { $0.gatherID == id }
        return .noContent
    }

    /// The real server's quirk: 200 even when the gather or the player does not exist
    /// (nothing is stored then), and a second post of the same player stores a second row.
    mutating func addPlayer(
        owner: UUID, gatherID: UUID, playerID: Int, _ request: HTTPRequest
    ) throws(HTTPResponse) -> HTTPResponse {
        let body = try BodyDecoding.decode(TeamBody.self, from: request.body)
        if gatherIndex(gatherID, owner: owner) != nil, playerIndex(playerID, owner: owner) != nil {
            memberships.append(Membership(gatherID: gatherID, playerID: playerID, team: body.team))
        }
        return .emptyOK
    }

    /// Players only: the team is not returned.
    func playersOfGather(owner: UUID, id: UUID) -> HTTPResponse {
        guard gatherIndex(id, owner: owner) != nil else { return .notFound }
        let found = memberships.filter { $0.gatherID == id }.compactMap { membership in
            players.first { $0.player.id == membership.playerID }?.player
        }
        return .json(found)
    }
}
