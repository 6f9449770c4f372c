import Foundation

/// A change to a server's gathers that this machine could not send (the server could not
/// be reached), kept to send later with `gather sync`: what the request would have carried.
public enum ServerChange: Codable, Sendable, Equatable {
    /// `PUT /api/gathers/ID`: the score and the winner of an ended match.
    case result(gather: UUID, score: Score)
    /// `POST /api/gathers/ID/players/PLAYER`: a player joining a gather, on a side.
    case addPlayer(gather: UUID, player: Int, team: Team)
    /// `DELETE /api/gathers/ID`: a cancelled match.
    case deleteGather(UUID)
    /// `POST /api/gathers`: a match started without signal, under a local id until the
    /// server gives its own. `before`: the server's gathers just before the first attempt to
    /// send it, so that a create whose reply was lost is found, not made twice.
    case createGather(local: UUID, before: [UUID]?)
    /// `PUT /api/players/ID`: every field of a player.
    case editPlayer(id: Int, draft: PlayerDraft)
    /// `DELETE /api/players/ID`.
    case deletePlayer(id: Int)

    /// The gather the change is about; nil for a change of a player.
    public var gatherID: UUID? {
        switch self {
        case .result(let gather, _), .addPlayer(let gather, _, _): gather
        case .deleteGather(let gather), .createGather(let gather, _): gather
        case .editPlayer, .deletePlayer: nil
        }
    }

    /// What the change is about: later changes of the same thing wait behind it.
    var subject: ChangeSubject {
        switch self {
        case .editPlayer(let id, _), .deletePlayer(let id): .player(id)
        case .result(let gather, _), .addPlayer(let gather, _, _), .deleteGather(let gather), .createGather(let gather, _): .gather(gather)
        }
    }

    /// The same change, about `real` where it named `local`.
    func naming(_ real: UUID, for local: UUID) -> ServerChange {
        guard gatherID == local else { return self }
        return switch self {
        case .result(_, let score): .result(gather: real, score: score)
        case .addPlayer(_, let player, let team): .addPlayer(gather: real, player: player, team: team)
        case .deleteGather: .deleteGather(real)
        case .createGather, .editPlayer, .deletePlayer: self
        }
    }
}

/// A gather or a player, as changes are about them.
enum ChangeSubject: Hashable {
    case gather(UUID)
    case player(Int)
}

/// One change waiting in the outbox, under an id that stays its own until it is sent or
/// dropped (`gather sync --drop ID`).
public struct WaitingChange: Codable, Sendable, Equatable {
    public var id: Int
    public var change: ServerChange
    public var keptAt: Date
    /// Why sync could not send it, and it waits for the user; nil: it goes with the next sync.
    public var conflict: SyncConflict?

    public init(id: Int, change: ServerChange, keptAt: Date, conflict: SyncConflict? = nil) {
        self.id = id
        self.change = change
        self.keptAt = keptAt
        self.conflict = conflict
    }
}

/// What stops a waiting change: the server no longer has what it names.
public enum SyncConflict: Codable, Sendable, Equatable {
    /// The gather was deleted on the server (from another device) after this change was kept.
    case gatherDeleted(UUID)
    /// The player was deleted on the server after this change was kept.
    case playerDeleted(Int)
    /// A change it depends on is itself held back.
    case dependsOn(Int)
}

/// The changes one user of one server has waiting, oldest first.
public struct Outbox: Codable, Sendable, Equatable {
    public var nextID = 1
    public var waiting: [WaitingChange] = []
    /// The server's id of each gather started without signal, by its local id.
    public var created: [UUID: UUID] = [:]

    public init() {}

    var isEmpty: Bool { waiting.isEmpty && created.isEmpty }

    /// The server's id of `gather`: itself, unless it was started here without signal.
    public func serverID(of gather: UUID) -> UUID { created[gather] ?? gather }

    enum CodingKeys: String, CodingKey { case nextID, waiting, created }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        nextID = try container.decode(Int.self, forKey: .nextID)
        waiting = try container.decode([WaitingChange].self, forKey: .waiting)
        // Ids no command could have given: one change twice, or a counter that would overflow.
        let ids = waiting.map(\.id)
        guard (1..<Int.max).contains(nextID), ids.allSatisfy({ (1..<nextID).contains($0) }), Set(ids).count == ids.count else {
            throw DecodingError.dataCorruptedError(forKey: .waiting, in: container, debugDescription: "change ids out of order")
        }
        for case .addPlayer(_, let player, _) in waiting.map(\.change) where player < 1 {
            throw DecodingError.dataCorruptedError(forKey: .waiting, in: container, debugDescription: "a player id below 1")
        }
        let created = try container.decodeIfPresent([String: UUID].self, forKey: .created) ?? [:]
        self.created = Dictionary(created.compactMap { key, value in UUID(uuidString: key).map { ($0, value) } }, uniquingKeysWith: { first, _ in first })
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(nextID, forKey: .nextID)
        try container.encode(waiting, forKey: .waiting)
        if !created.isEmpty {
            try container.encode(Dictionary(uniqueKeysWithValues: created.map { ($0.key.uuidString, $0.value) }), forKey: .created)
        }
    }

    /// Keeps `change`, under the next id.
    mutating func keep(_ change: ServerChange, at date: Date) -> WaitingChange {
        let kept = WaitingChange(id: nextID, change: change, keptAt: date)
        nextID += 1
        waiting.append(kept)
        return kept
    }
}
