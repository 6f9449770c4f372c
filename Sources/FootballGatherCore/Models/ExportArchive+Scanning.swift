import Foundation

/// An export holds thousands of gathers or players: read straight from its bytes when
/// every one has only the fields below (`ExportedGather.scanned`, `Player.scanned`), else
/// through the tree.
extension ExportArchive {
    static func directlyScanned(from data: Data) -> ExportArchive? {
        JSONScanner.read(data, as: ExportArchive.self, lists: [
            DirectList("gathers", \.gathers, element: ExportedGather.scanned),
            DirectList("players", \.players, element: Player.scanned),
        ])
    }
}

extension ExportedGather {
    /// A gather in the shape `init(from:)` reads, each field once; nil for a field this
    /// reader does not know (one added since), so that `init(from:)` reads it and none is
    /// dropped. Goals and the prediction, rare, go through their own `init(from:)`.
    static func scanned(from scanner: inout JSONScanner) -> ExportedGather? {
        var id: UUID?
        var members: [Member]?
        var gather = ExportedGather(id: UUID.zero, score: nil, winnerTeam: nil, startedAt: nil, members: [])
        var seen = SeenKeys()
        let read = scanner.readObject { key, scanner in
            if key.is("id") {
                guard seen.first(0), let value = scanner.readUUID() else { return false }
                id = value
            } else if key.is("members") {
                guard seen.first(1), let value = scanner.readList(Member.scanned) else { return false }
                members = value
            } else if key.is("score") {
                return seen.first(2) && scanner.readNullable(into: &gather.score) { $0.readString() }
            } else if key.is("winnerTeam") {
                return seen.first(3) && scanner.readNullable(into: &gather.winnerTeam) { $0.readString() }
            } else if key.is("startedAt") {
                return seen.first(4) && scanner.readNullable(into: &gather.startedAt) { $0.readDate() }
            } else if key.is("goals") {
                return seen.first(5) && scanner.readNullable(into: &gather.goals) { $0.readDecoded([GoalEvent].self) }
            } else if key.is("prediction") {
                return seen.first(6) && scanner.readNullable(into: &gather.prediction) { $0.readDecoded(KeptPrediction.self) }
            } else if key.is("feeCents") {
                return seen.first(7) && scanner.readNullable(into: &gather.feeCents) { $0.readInteger() }
            } else if key.is("feeLeftovers") {
                return seen.first(8) && scanner.readNullable(into: &gather.feeLeftovers) { $0.readList { $0.readInteger() } }
            } else {
                return false
            }
            return true
        }
        guard read, let id, let members else { return nil }
        gather.id = id
        gather.members = members
        return gather
    }
}

extension ExportedGather.Member {
    /// Its id, and its side or none (`null` too, as `decodeIfPresent` reads it).
    static func scanned(from scanner: inout JSONScanner) -> Self? {
        scanner.readMember().map { Self(playerID: $0.playerID, team: $0.team) }
    }
}

extension JSONScanner {
    /// A gather's member as the offline file and an export both write it: `playerID` and
    /// `team` (or none, or `null`), each once; nil for any other shape.
    mutating func readMember() -> (playerID: Int, team: Team?)? {
        var playerID: Int?
        var team: Team?
        var seen = SeenKeys()
        let read = readObject { key, scanner in
            if key.is("playerID") {
                guard seen.first(0), let value = scanner.readInteger() else { return false }
                playerID = value
            } else if key.is("team") {
                return seen.first(1) && scanner.readNullable(into: &team) { $0.readTeam() }
            } else {
                return false
            }
            return true
        }
        guard read, let playerID else { return nil }
        return (playerID, team)
    }
}
