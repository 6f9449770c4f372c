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

    /// The gather the change is about.
    public var gatherID: UUID {
        switch self {
        case .result(let gather, _), .addPlayer(let gather, _, _): gather
        case .deleteGather(let gather): gather
        }
    }
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
    /// A change it depends on is itself held back.
    case dependsOn(Int)
}

/// The changes one user of one server has waiting, oldest first.
public struct Outbox: Codable, Sendable, Equatable {
    public var nextID = 1
    public var waiting: [WaitingChange] = []

    public init() {}

    var isEmpty: Bool { waiting.isEmpty }

    /// Keeps `change`, under the next id.
    mutating func keep(_ change: ServerChange, at date: Date) -> WaitingChange {
        let kept = WaitingChange(id: nextID, change: change, keptAt: date)
        nextID += 1
        waiting.append(kept)
        return kept
    }
}
