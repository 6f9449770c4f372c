import Foundation

/// A change kept instead of sent (no signal, a lost answer, or behind a held one), for `gather sync`.
public enum ServerChange: Codable, Sendable, Equatable {
    /// A match ended with this score (a `PUT` of the gather, so sending it twice is safe).
    case result(gather: UUID, score: Score)
    case addPlayer(gather: UUID, player: Int, team: Team)
    /// A match was cancelled.
    case deleteGather(UUID)
    /// A match started without signal, under a local id until the server gives its own. `before`: the
    /// server's gathers just before the first attempt to send it, so a create whose reply was lost is found.
    case createGather(local: UUID, before: [UUID]?)
    /// A player was edited (a `PUT` of every field). `base`: the player as known at the edit; only what
    /// differs from it is put over the server's player when sent (another machine's change stays).
    case editPlayer(id: Int, draft: PlayerDraft, base: PlayerDraft? = nil)
    case deletePlayer(id: Int)
    /// A player added without signal, under a temporary id (`~1`) until the server gives its own. `above`:
    /// the server's highest id before the first try, so a lost reply's player (same fields) is found.
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
        case .editPlayer(let id, _, _), .deletePlayer(let id), .createPlayer(let id, _, _): .player(id)
        case .result(let gather, _), .addPlayer(let gather, _, _), .deleteGather(let gather), .createGather(let gather, _): .gather(gather)
        }
    }

    /// Its subject and the player a join adds: it cannot go before a held change of any of them.
    var names: [ChangeSubject] {
        if case .addPlayer(let gather, let player, _) = self { return [.gather(gather), .player(player)] }
        return [subject]
    }

    public var playerID: Int? {
        switch self {
        case .addPlayer(_, let player, _): player
        case .editPlayer(let id, _, _), .deletePlayer(let id), .createPlayer(let id, _, _): id
        case .result, .deleteGather, .createGather: nil
        }
    }

    /// The same change, naming the server's id of each player `made` maps from a temporary one.
    func renumbering(_ made: [Int: Int]) -> ServerChange {
        guard let id = playerID, let real = made[id] else { return self }
        return switch self {
        case .addPlayer(let gather, _, let team): .addPlayer(gather: gather, player: real, team: team)
        case .editPlayer(_, let draft, let base): .editPlayer(id: real, draft: draft, base: base)
        case .deletePlayer: .deletePlayer(id: real)
        case .result, .deleteGather, .createGather, .createPlayer: self
        }
    }

    func onServer(created: [UUID: UUID], made: [Int: Int]) -> ServerChange {
        created.reduce(self) { change, pair in change.naming(pair.value, for: pair.key) }.renumbering(made)
    }

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

extension SyncConflict {
    /// The server's player who has the name of a new player held for it.
    var takenBy: Int? {
        if case .nameTaken(let other) = self { other } else { nil }
    }
}

enum ChangeSubject: Hashable {
    case gather(UUID)
    case player(Int)
}

/// One waiting change, under an id that stays its own until sent or dropped (`gather sync --drop ID`).
public struct WaitingChange: Codable, Sendable, Equatable {
    public var id: Int
    public var change: ServerChange
    public var keptAt: Date
    /// Why sync could not send it, and it waits for the user; nil: it goes with the next sync.
    public var conflict: SyncConflict?
    /// The named player's name as this machine knew them when the change was kept, so that a server that gave
    /// their id to someone else since is not sent it. Nil for a new player's own id, or when unknown.
    public var playerName: String?

    /// What reads show: a change that goes with the next sync, or waits only behind a held one.
    var isShown: Bool { if case .dependsOn = conflict { true } else { conflict == nil } }
}

/// Why a waiting change is held for the user instead of sent.
public enum SyncConflict: Codable, Sendable, Equatable {
    /// The gather was deleted on the server (from another device) after this change was kept.
    case gatherDeleted(UUID)
    case playerDeleted(Int)
    /// A change it depends on is itself held back.
    case dependsOn(Int)
    /// A player added without signal whose name the server's player `by` now has (one name, one player).
    case nameTaken(by: Int)
    /// The server's player of this id has another name now: the id may be someone else's (`--send` anyway).
    case playerRenamed(id: Int, was: String, now: String)
}

/// The changes one user of one server has waiting, oldest first.
struct Outbox: Codable, Sendable, Equatable {
    var nextID = 1
    var waiting: [WaitingChange] = []
    /// The server's id of each gather started without signal, by its local id.
    var created: [UUID: UUID] = [:]
    /// The server's id of each player added without signal, by their temporary id.
    var madePlayers: [Int: Int] = [:]
    /// Players added without signal under a taken name, by the user's leave: their create is not held.
    var twins: Set<Int> = []
    /// Whose changes these are: other logins here report them; a new account of this name takes them over.
    var username: String?

    init() {}

    var isEmpty: Bool { waiting.isEmpty && created.isEmpty && madePlayers.isEmpty && twins.isEmpty }

    func serverID(of gather: UUID) -> UUID { created[gather] ?? gather }

    func serverID(ofPlayer player: Int) -> Int { madePlayers[player] ?? player }

    /// `change` under the server's ids, as it is sent.
    func onServer(_ change: ServerChange) -> ServerChange { change.onServer(created: created, made: madePlayers) }

    var temporaryPlayers: [Int] { Array(madePlayers.keys) + waitingCreates.map(\.id) }

    enum CodingKeys: String, CodingKey { case nextID, waiting, created, madePlayers, twins, username }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        nextID = try container.decode(Int.self, forKey: .nextID)
        waiting = try container.decode([WaitingChange].self, forKey: .waiting)
        // Ids no command could have given: one change twice, or a counter that would overflow.
        let ids = waiting.map(\.id)
        guard (1..<Int.max).contains(nextID), ids.allSatisfy({ (1..<nextID).contains($0) }), Set(ids).count == ids.count else {
            throw DecodingError.dataCorruptedError(forKey: .waiting, in: container, debugDescription: "change ids out of order")
        }
        madePlayers = try Self.madePlayers(in: container)
        twins = try container.decodeIfPresent(Set<Int>.self, forKey: .twins) ?? []
        username = try container.decodeIfPresent(String.self, forKey: .username)
        try checkTemporaryPlayers(in: container)
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
        if !twins.isEmpty { try container.encode(twins.sorted(), forKey: .twins) }
        try container.encodeIfPresent(username, forKey: .username)
    }

    mutating func keep(
        _ change: ServerChange, at date: Date, playerName: String? = nil, for username: String? = nil, conflict: SyncConflict? = nil
    ) {
        if let username { self.username = username }
        waiting.append(WaitingChange(id: nextID, change: change, keptAt: date, conflict: conflict, playerName: playerName))
        nextID += 1
    }
}

extension Outbox {
    /// Temporary ids (negative) to the server's (positive), each server id once.
    fileprivate static func madePlayers(in container: KeyedDecodingContainer<CodingKeys>) throws -> [Int: Int] {
        let written = try container.decodeIfPresent([String: Int].self, forKey: .madePlayers) ?? [:]
        var made: [Int: Int] = [:]
        for (key, value) in written {
            guard let temporary = Int(key), PlayerID.isTemporary(temporary), value > 0 else {
                throw DecodingError.dataCorruptedError(forKey: .madePlayers, in: container, debugDescription: "a temporary id or a server id no sync gives")
            }
            made[temporary] = value
        }
        guard Set(made.values).count == made.count else {
            throw DecodingError.dataCorruptedError(forKey: .madePlayers, in: container, debugDescription: "two players made as one")
        }
        return made
    }

    /// Each temporary id: given by one create (which carries a name), named only after it, not also made.
    fileprivate func checkTemporaryPlayers(in container: KeyedDecodingContainer<CodingKeys>) throws {
        var created = Set(madePlayers.keys)
        for entry in waiting {
            if case .createPlayer(let id, let draft, _) = entry.change {
                guard PlayerID.isTemporary(id), created.insert(id).inserted,
                      !draft.name.trimmingCharacters(in: .whitespaces).isEmpty else {
                    throw DecodingError.dataCorruptedError(forKey: .waiting, in: container, debugDescription: "a new player no command adds")
                }
            } else if let id = entry.change.playerID, id <= 0, !created.contains(id) {
                throw DecodingError.dataCorruptedError(forKey: .waiting, in: container, debugDescription: "a player id no command gives")
            }
        }
        guard twins.isSubset(of: created.subtracting(madePlayers.keys)) else {
            throw DecodingError.dataCorruptedError(forKey: .twins, in: container, debugDescription: "a twin no command adds")
        }
    }
}

extension Outbox {
    /// The changes held behind `id` go with the next sync (it was dropped or let go).
    mutating func release(behind id: Int) {
        for index in waiting.indices where waiting[index].conflict == .dependsOn(id) { waiting[index].conflict = nil }
    }
}
