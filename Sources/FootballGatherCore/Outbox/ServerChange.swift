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
    /// `POST /api/players`: a player added without signal, under a temporary id (`~1`) until
    /// the server gives its own. `above`: the highest id the server had just before the
    /// first attempt to send it, so that a create whose reply was lost is found (a player
    /// above it with every field the same), not made twice.
    case createPlayer(id: Int, draft: PlayerDraft, above: Int?)

    /// The gather the change is about; nil for a change of a player.
    public var gatherID: UUID? {
        switch self {
        case .result(let gather, _), .addPlayer(let gather, _, _): gather
        case .deleteGather(let gather), .createGather(let gather, _): gather
        case .editPlayer, .deletePlayer, .createPlayer: nil
        }
    }

    /// What the change is about: later changes of the same thing wait behind it.
    var subject: ChangeSubject {
        switch self {
        case .editPlayer(let id, _), .deletePlayer(let id), .createPlayer(let id, _, _): .player(id)
        case .result(let gather, _), .addPlayer(let gather, _, _), .deleteGather(let gather), .createGather(let gather, _): .gather(gather)
        }
    }

    /// Everything the change names: its subject, and the player a gather's change adds.
    /// It cannot go before a change of any of them that is held.
    var names: [ChangeSubject] {
        if case .addPlayer(let gather, let player, _) = self { return [.gather(gather), .player(player)] }
        return [subject]
    }

    /// The player a change names, for one created without signal and made since.
    public var playerID: Int? {
        switch self {
        case .addPlayer(_, let player, _): player
        case .editPlayer(let id, _), .deletePlayer(let id), .createPlayer(let id, _, _): id
        case .result, .deleteGather, .createGather: nil
        }
    }

    /// The same change, naming the server's id of each player `made` maps from a temporary one.
    func renumbering(_ made: [Int: Int]) -> ServerChange {
        guard let id = playerID, let real = made[id] else { return self }
        return switch self {
        case .addPlayer(let gather, _, let team): .addPlayer(gather: gather, player: real, team: team)
        case .editPlayer(_, let draft): .editPlayer(id: real, draft: draft)
        case .deletePlayer: .deletePlayer(id: real)
        case .result, .deleteGather, .createGather, .createPlayer: self
        }
    }

    /// The same change, about `real` where it named `local`.
    func naming(_ real: UUID, for local: UUID) -> ServerChange {
        guard gatherID == local else { return self }
        return switch self {
        case .result(_, let score): .result(gather: real, score: score)
        case .addPlayer(_, let player, let team): .addPlayer(gather: real, player: player, team: team)
        case .deleteGather: .deleteGather(real)
        case .createGather, .editPlayer, .deletePlayer, .createPlayer: self
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
    /// A player added without signal whose name the server's player `by` now has (our
    /// rule: one name, one player).
    case nameTaken(by: Int)
}

/// The changes one user of one server has waiting, oldest first.
public struct Outbox: Codable, Sendable, Equatable {
    public var nextID = 1
    public var waiting: [WaitingChange] = []
    /// The server's id of each gather started without signal, by its local id.
    public var created: [UUID: UUID] = [:]
    /// The server's id of each player added without signal, by their temporary id.
    public var madePlayers: [Int: Int] = [:]

    public init() {}

    var isEmpty: Bool { waiting.isEmpty && created.isEmpty && madePlayers.isEmpty }

    /// The server's id of `gather`: itself, unless it was started here without signal.
    public func serverID(of gather: UUID) -> UUID { created[gather] ?? gather }

    /// The server's id of `player`: itself, unless they were added here without signal.
    public func serverID(ofPlayer player: Int) -> Int { madePlayers[player] ?? player }

    /// The temporary ids this outbox has given: those waiting and those made since.
    var temporaryPlayers: [Int] {
        Array(madePlayers.keys) + waiting.compactMap { entry in
            if case .createPlayer(let id, _, _) = entry.change { return id }
            return nil
        }
    }

    enum CodingKeys: String, CodingKey { case nextID, waiting, created, madePlayers }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        nextID = try container.decode(Int.self, forKey: .nextID)
        waiting = try container.decode([WaitingChange].self, forKey: .waiting)
        // Ids no command could have given: one change twice, or a counter that would overflow.
        let ids = waiting.map(\.id)
        guard (1..<Int.max).contains(nextID), ids.allSatisfy({ (1..<nextID).contains($0) }), Set(ids).count == ids.count else {
            throw DecodingError.dataCorruptedError(forKey: .waiting, in: container, debugDescription: "change ids out of order")
        }
        let made = try container.decodeIfPresent([String: Int].self, forKey: .madePlayers) ?? [:]
        madePlayers = Dictionary(made.compactMap { key, value in Int(key).map { ($0, value) } }, uniquingKeysWith: { first, _ in first })
        // A temporary id only for a player this outbox adds; a server's id above 0.
        let temporary = Set(temporaryPlayers)
        guard temporary.allSatisfy(PlayerID.isTemporary), madePlayers.values.allSatisfy({ $0 > 0 }),
              waiting.compactMap(\.change.playerID).allSatisfy({ $0 > 0 || temporary.contains($0) }) else {
            throw DecodingError.dataCorruptedError(forKey: .waiting, in: container, debugDescription: "a player id no command gives")
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
        if !madePlayers.isEmpty {
            try container.encode(Dictionary(uniqueKeysWithValues: madePlayers.map { (String($0.key), $0.value) }), forKey: .madePlayers)
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
