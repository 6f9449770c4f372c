import Foundation

/// The players and gathers services on local files, for use with no server. Behaves like the server,
/// "not found" included, so commands print the same in both modes. Each change is a locked atomic replace.
public struct OfflineStore: PlayerService, GatherService {
    public static let fileName = "offline.json"

    let files: OfflineFiles

    /// `lock` is the directory's, from `StorageRoot`; by default `gather.lock` beside the file.
    public init(directory: URL, lock: FileLock? = nil) {
        files = OfflineFiles(directory: directory, lock: lock)
    }

    var dataFile: URL { files.roster.url }

    func read() throws -> OfflineData { try files.load() }

    // MARK: PlayerService

    public func players() async throws -> [Player] { try files.loadRoster().players }

    public func createPlayer(_ draft: PlayerDraft) async throws -> Int {
        try files.changeRoster { data in try add([draft], to: &data)[0] }
    }

    public func updatePlayer(id: Int, with draft: PlayerDraft) async throws {
        try files.changeRoster { data in
            guard let index = data.players.firstIndex(where: { $0.id == id }) else { throw Self.notFound }
            data.players[index] = Player(id: id, draft: draft)
        }
    }

    public func deletePlayer(id: Int) async throws {
        // Unlike the server, past matches keep their line-ups: the player's id stays in them.
        try files.changeRoster { data in data.players.removeAll { $0.id == id } }
    }

    /// The id `createPlayer` would give now.
    public func nextPlayerID() async throws -> Int? {
        var data = try files.load()
        return data.takeNextPlayerIDs(1)?.first
    }

    /// The players go, and the counter goes back to the first of them when they were the
    /// last ids given (the caller's intent holds the lock, so nobody took one since).
    public func takeBack(ids: [Int]) async throws {
        guard let first = ids.min(), let last = ids.max() else { return }
        try files.changeRoster { data in
            let taken = Set(ids)
            data.players.removeAll { taken.contains($0.id) }
            if data.nextPlayerID == last &+ 1 { data.nextPlayerID = first }
        }
    }

    public func gathers(ofPlayer id: Int) async throws -> [Gather] {
        let data = try read()
        guard data.players.contains(where: { $0.id == id }) else { throw Self.notFound }
        return data.gathers.filter { $0.members.contains { $0.playerID == id } }.map { $0.gather(userID: data.userID) }
    }

    // MARK: GatherService

    public func gathers() async throws -> [Gather] {
        let data = try read()
        return data.gathers.map { $0.gather(userID: data.userID) }
    }

    public func createGather() async throws -> UUID {
        let id = UUID()
        try files.change { data in data.gathers.append(OfflineGather(id: id)) }
        return id
    }

    public func setResult(ofGather id: UUID, score: Score) async throws {
        try changeGather(id) { gather in
            gather.score = score.text
            gather.winnerTeam = score.winnerWireValue
        }
    }

    public func deleteGather(id: UUID) async throws {
        try files.change { data in
            guard let index = data.gathers.firstIndex(where: { $0.id == id }) else { return }
            data.gathers.remove(at: index)
        }
    }

    /// Unlike the server, refuses unknown players and gathers instead of storing nothing.
    public func addPlayer(id playerID: Int, toGather gatherID: UUID, team: Team) async throws {
        try files.change { data in
            guard data.players.contains(where: { $0.id == playerID }) else { throw Self.notFound }
            guard let index = data.gathers.firstIndex(where: { $0.id == gatherID }) else { throw Self.notFound }
            // Once: a command cut off after this write and run again finds them there.
            guard !data.gathers[index].members.contains(where: { $0.playerID == playerID }) else { return }
            data.gathers[index].members.append(.init(playerID: playerID, team: team))
        }
    }

    public func players(inGathers ids: [UUID]) throws -> [UUID: [Player]] {
        let data = try read()
        let roster = Dictionary(data.players.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let wanted = Set(ids)
        return Dictionary(data.gathers.filter { wanted.contains($0.id) }.map { gather in
            (gather.id, gather.members.compactMap { roster[$0.playerID] })
        }, uniquingKeysWith: { _, last in last })
    }

    public func players(inGather id: UUID) async throws -> [Player] {
        guard let players = try players(inGathers: [id])[id] else { throw Self.notFound }
        return players
    }

    private func changeGather(_ id: UUID, _ body: (inout OfflineGather) -> Void) throws {
        try files.change { data in
            guard let index = data.gathers.firstIndex(where: { $0.id == id }) else { throw Self.notFound }
            body(&data.gathers[index])
        }
    }

    var tooManyIDs: StorageError {
        .corrupt(path: dataFile.path, detail: "has ids too large to number another player", kind: .offlineData)
    }

    static let notFound = APIError.notFound(reason: "no such item in the offline data file")
}

/// Offline, each gather's sides, start date and import origin are the data file's own, stored nowhere else.
extension OfflineStore: GatherDetailsStore {
    public func details() throws -> [UUID: GatherDetails] {
        Dictionary(try read().gathers.map { gather in
            let teams = Dictionary(gather.members.compactMap { member in member.team.map { (member.playerID, $0) } }, uniquingKeysWith: { _, last in last })
            return (gather.id, GatherDetails(
                startedAt: gather.createdAt, teams: teams, importedFrom: gather.importedFrom, goals: gather.goals,
                prediction: gather.prediction))
        }, uniquingKeysWith: { first, _ in first })
    }

    public func kickOffs() throws -> [UUID: GatherKickOff] {
        Dictionary(try read().gathers.map { gather in
            (gather.id, GatherKickOff(startedAt: gather.createdAt, prediction: gather.prediction))
        }, uniquingKeysWith: { first, _ in first })
    }

    /// Nothing to do: the details are the gather's own, and went with it.
    public func forget(_ gatherID: UUID) throws {}

    /// Moves each member to the side `details` gives them; players are only added to a gather by `addPlayer`.
    public func remember(_ details: GatherDetails, of gatherID: UUID) throws {
        try changeGather(gatherID) { gather in
            gather.createdAt = details.startedAt
            gather.importedFrom = details.importedFrom
            gather.goals = details.goals
            gather.prediction = details.prediction
            // A player corrected out of the match leaves its members; offline nothing else lists them.
            gather.members.removeAll { details.isAbsent($0.playerID) }
            for index in gather.members.indices {
                if let team = details.team(of: gather.members[index].playerID) { gather.members[index].team = team }
            }
        }
    }
}

extension OfflineStore {
    /// Every player or none, in one write.
    public func addPlayers(_ assignments: [BulkAssignment], toGather gatherID: UUID) async throws -> [Int: any Error] {
        try files.change { data in
            let known = Set(data.players.map(\.id))
            guard assignments.allSatisfy({ known.contains($0.playerID) }) else { throw Self.notFound }
            guard let index = data.gathers.firstIndex(where: { $0.id == gatherID }) else { throw Self.notFound }
            data.gathers[index].members += assignments.map { .init(playerID: $0.playerID, team: $0.team) }
        }
        return [:]
    }
}
