import Foundation

/// Accounts: the only service that exists on a server alone.
public protocol AuthService: Sendable {
    /// Creates an account; `password` is the plain text, hashed before sending.
    func register(username: String, password: String) async throws -> UUID
    func login(username: String, password: String) async throws -> LoginResponse
    func users() async throws -> [User]
}

/// The roster of the logged-in user (or of the offline data file).
public protocol PlayerService: Sendable {
    func players() async throws -> [Player]
    /// The roster as the backend has it now, never a copy this machine kept (what sync compares with).
    func currentPlayers() async throws -> [Player]
    func createPlayer(_ draft: PlayerDraft) async throws -> Int
    /// Replaces every field of the player.
    func updatePlayer(id: Int, with draft: PlayerDraft) async throws
    /// A player already gone is done: deleted elsewhere, or by a resend libcurl made unasked.
    func deletePlayer(id: Int) async throws
    /// The id the next player created will get, where the backend keeps that count (offline: an export
    /// carries it, so a restore is the same home); nil on a server (the default), which gives its own.
    func nextPlayerID() async throws -> Int?
    /// Leaves no trace: offline the id counter goes back too, so that a refused command uses up no id. On a
    /// server (the default) each is deleted; the server's ids are its own.
    func takeBack(ids: [Int]) async throws
    func gathers(ofPlayer id: Int) async throws -> [Gather]
    /// Offline every one or none, in one write; on a server six requests at a time, none creating a player
    /// twice. No default: each backend says its own way (`PlayerServiceWrapper` forwards it to its base).
    /// - Parameters:
    ///   - roster: the players that existed before, so a create whose reply was lost can tell its own player.
    ///   - progress: told how many drafts are done, after each one.
    func createPlayers(
        _ drafts: [PlayerDraft], roster: [Player], progress: @escaping @Sendable (Int) -> Void
    ) async throws -> PlayerBatch.Outcome
    /// `planning` is given the roster and the known gathers (their ids and the archive ids they came from);
    /// what it plans is added. Offline under one lock, in one write; on a server six requests at a time.
    func importArchive(
        planning: (_ roster: [Player], _ known: Set<UUID>) throws -> ImportPlan, services: ServiceBundle,
        progress: @escaping ImportProgress
    ) async throws -> ImportedArchive
}

extension PlayerService {
    public func currentPlayers() async throws -> [Player] { try await players() }

    public func nextPlayerID() async throws -> Int? { nil }

    public func takeBack(ids: [Int]) async throws {
        for id in ids { try await deletePlayer(id: id) }
    }
}

/// A roster service over another's: what it does not do itself (`currentPlayers` aside), its base does.
protocol PlayerServiceWrapper: PlayerService {
    var base: any PlayerService { get }
}

extension PlayerServiceWrapper {
    public func createPlayer(_ draft: PlayerDraft) async throws -> Int { try await base.createPlayer(draft) }

    public func updatePlayer(id: Int, with draft: PlayerDraft) async throws { try await base.updatePlayer(id: id, with: draft) }

    public func deletePlayer(id: Int) async throws { try await base.deletePlayer(id: id) }

    public func takeBack(ids: [Int]) async throws { try await base.takeBack(ids: ids) }

    public func nextPlayerID() async throws -> Int? { try await base.nextPlayerID() }

    public func gathers(ofPlayer id: Int) async throws -> [Gather] { try await base.gathers(ofPlayer: id) }

    public func createPlayers(
        _ drafts: [PlayerDraft], roster: [Player], progress: @escaping @Sendable (Int) -> Void
    ) async throws -> PlayerBatch.Outcome {
        try await base.createPlayers(drafts, roster: roster, progress: progress)
    }

    public func importArchive(
        planning: (_ roster: [Player], _ known: Set<UUID>) throws -> ImportPlan, services: ServiceBundle,
        progress: @escaping ImportProgress
    ) async throws -> ImportedArchive {
        try await base.importArchive(planning: planning, services: services, progress: progress)
    }
}

/// What an import added: its plan, its new players' ids (in the plan's order), each gather's by archive id.
public struct ImportedArchive: Sendable {
    var plan: ImportPlan
    var newIDs: [Int]
    var gatherIDs: [UUID: UUID] = [:]

    /// The id a player of the archive has now, when the import matched or added them.
    func id(ofArchived archivedID: Int) -> Int? {
        switch plan.playerRefs[archivedID] {
        case .existing(let id)?: id
        case .new(let index)?: newIDs.indices.contains(index) ? newIDs[index] : nil
        case nil: nil
        }
    }
}

/// Matches of the logged-in user (or of the offline data file).
public protocol GatherService: Sendable {
    func gathers() async throws -> [Gather]
    /// Returns the new gather's id; it has no score and no winner.
    func createGather() async throws -> UUID
    func setResult(ofGather id: UUID, score: Score) async throws
    /// A gather already gone is done, as a player is.
    func deleteGather(id: UUID) async throws
    /// Once: a player the gather already has (an earlier add whose reply was lost) is not added again.
    func addPlayer(id playerID: Int, toGather gatherID: UUID, team: Team) async throws
    /// The players of a gather; the server does not return their teams.
    func players(inGather id: UUID) async throws -> [Player]
    /// Returns the error of each player that could not be added. Offline one write; on a server six requests
    /// at a time, an add whose reply was lost looked for before it is sent again (`RESTGatherService`).
    func addPlayers(_ assignments: [BulkAssignment], toGather gatherID: UUID) async throws -> [Int: any Error]
    /// A gather that is gone has no entry. Offline one read; on a server six requests at a time.
    func players(inGathers ids: [UUID]) async throws -> [UUID: [Player]]
    /// Every ended match in the order created (`EndedMatch.chronological` sorts by date), with the sides
    /// `details` remembers. Offline one read of the data file; elsewhere the gathers, then their players.
    func endedMatches(details: any GatherDetailsStore) async throws -> [EndedMatch]
    /// Every player's record; offline kept beside the data and rebuilt only when matches or roster change.
    func summary(details: any GatherDetailsStore, skills: [Int: Skill], model: RatingModel) async throws -> HistorySummary
}
