import Foundation

/// `matches.json` holds thousands of gathers: read straight from its bytes when every
/// gather has only the fields below (`OfflineGather.scanned`), else through the tree.
extension OfflineHistory {
    static func directlyScanned(from data: Data) -> OfflineHistory? {
        JSONScanner.read(data, as: OfflineHistory.self, lists: [DirectList("gathers", \.gathers, element: OfflineGather.scanned)])
    }
}

extension OfflineGather {
    /// A gather in the shape `init(from:)` reads, each field once; nil for a field this
    /// reader does not know (one added since), so that `init(from:)` reads it and none is
    /// dropped. Goals and the prediction, rare, go through their own `init(from:)`.
    static func scanned(from scanner: inout JSONScanner) -> OfflineGather? {
        var id: UUID?
        var gather = OfflineGather(id: UUID.zero)
        var members: [Member]?
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
            } else if key.is("createdAt") {
                return seen.first(4) && scanner.readNullable(into: &gather.createdAt) { $0.readDate() }
            } else if key.is("importedFrom") {
                return seen.first(5) && scanner.readNullable(into: &gather.importedFrom) { $0.readUUID() }
            } else if key.is("goals") {
                return seen.first(6) && scanner.readNullable(into: &gather.goals) { $0.readDecoded([GoalEvent].self) }
            } else if key.is("prediction") {
                return seen.first(7) && scanner.readNullable(into: &gather.prediction) { $0.readDecoded(KeptPrediction.self) }
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

extension OfflineGather.Member {
    /// Exactly its two fields, a side always, as `init?(scanned:)` reads them from the tree.
    static func scanned(from scanner: inout JSONScanner) -> Self? {
        guard let member = scanner.readMember(), let team = member.team else { return nil }
        return Self(playerID: member.playerID, team: team)
    }
}

extension UUID {
    /// A placeholder for a value whose id is read later.
    static let zero = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
}
