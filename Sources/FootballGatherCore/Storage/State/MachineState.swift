import Foundation

/// `state.json`: everything this machine keeps beside its backends, in one file under one lock so that an
/// intent writes it once: the running match and its clock, what it remembers of a server's gathers, each
/// server's names, squad and notes. The offline squad and notes stay beside the offline data.
struct MachineState: Sendable, Equatable {
    static let layoutVersion = 1

    var version = Self.layoutVersion
    var slot = MatchSlot()
    /// Nil until a clock is saved; read as a ready one at the default time.
    var clock: GatherTimeHandler?
    var gathers: [UUID: GatherDetails] = [:]
    /// By `FileSquadStore.key(of:)` of each server.
    var servers: [String: ServerKnowledge] = [:]
    /// How many temporary player ids (`~1`…) this machine has given: none is given twice, even after its
    /// player was deleted or dropped, so nothing left naming one can pass to another player.
    var temporaryPlayersGiven = 0

    init() {}

    subscript(server key: String) -> ServerKnowledge {
        get { servers[key] ?? ServerKnowledge() }
        set { servers[key] = newValue.isEmpty ? nil : newValue }
    }
}

/// What this machine keeps of one server beyond what the server stores.
struct ServerKnowledge: Codable, Sendable, Equatable {
    /// The roster as this machine last saw it (`PlayerNameCache`), and since when.
    var roster: [Player] = []
    var rosterSeenAt: Date?
    /// The gathers as last listed, and since when: what a command reads when the server cannot be reached; nil until listed.
    var gathers: [Gather]?
    var gathersSeenAt: Date?
    var squad: [Int] = []
    var notes = PlayerNotes()
    /// The changes waiting to be sent (`gather sync`), one outbox per user, by user id.
    var outboxes: [String: Outbox] = [:]

    init() {}

    var isEmpty: Bool { roster.isEmpty && rosterSeenAt == nil && gathers == nil && gathersSeenAt == nil && squad.isEmpty && notes.isEmpty && outboxes.isEmpty }

    /// Said to the minute ("as of 12:58"): the time alone is worth a write once a minute at most.
    static func stamp(_ seen: inout Date?, _ now: Date) {
        let minute = { (date: Date) in Int((date.timeIntervalSince1970 / 60).rounded(.down)) }
        if seen.map({ minute($0) != minute(now) }) ?? true { seen = now }
    }

    subscript(outboxOf userID: UUID) -> Outbox {
        get { outboxes[userID.uuidString] ?? Outbox() }
        set { outboxes[userID.uuidString] = newValue.isEmpty && newValue.nextID == 1 ? nil : newValue }
    }

    enum CodingKeys: String, CodingKey { case roster, rosterSeenAt, gathers, gathersSeenAt, squad, notes, outboxes }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        roster = try container.decodeIfPresent([Player].self, forKey: .roster) ?? []
        rosterSeenAt = try container.decodeIfPresent(Date.self, forKey: .rosterSeenAt)
        gathers = try container.decodeIfPresent([Gather].self, forKey: .gathers)
        gathersSeenAt = try container.decodeIfPresent(Date.self, forKey: .gathersSeenAt)
        squad = try container.decodeIfPresent([Int].self, forKey: .squad) ?? []
        notes = try container.decodeIfPresent(PlayerNotes.self, forKey: .notes) ?? PlayerNotes()
        outboxes = try container.decodeIfPresent([String: Outbox].self, forKey: .outboxes) ?? [:]
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if !roster.isEmpty { try container.encode(roster, forKey: .roster) }
        try container.encodeIfPresent(rosterSeenAt, forKey: .rosterSeenAt)
        try container.encodeIfPresent(gathers, forKey: .gathers)
        try container.encodeIfPresent(gathersSeenAt, forKey: .gathersSeenAt)
        if !squad.isEmpty { try container.encode(squad, forKey: .squad) }
        if !notes.isEmpty { try container.encode(notes, forKey: .notes) }
        if !outboxes.isEmpty { try container.encode(outboxes, forKey: .outboxes) }
    }
}

extension MachineState: Codable {
    enum CodingKeys: String, CodingKey { case version, match, start, clock, gathers, servers, temporaryPlayersGiven }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        guard version >= 1 else {
            throw DecodingError.dataCorruptedError(forKey: .version, in: container, debugDescription: "a version below 1")
        }
        // A newer file is refused before the rest is read: it may mean something else.
        guard version <= Self.layoutVersion else { return }
        slot = MatchSlot(
            match: try container.decodeIfPresent(ActiveMatch.self, forKey: .match),
            start: try container.decodeIfPresent(StartIntent.self, forKey: .start))
        clock = try container.decodeIfPresent(GatherTimeHandler.self, forKey: .clock)
        let gathers = try container.decodeIfPresent([String: GatherDetails].self, forKey: .gathers) ?? [:]
        self.gathers = Dictionary(gathers.compactMap { key, value in UUID(uuidString: key).map { ($0, value) } },
                                  uniquingKeysWith: { first, _ in first })
        servers = try container.decodeIfPresent([String: ServerKnowledge].self, forKey: .servers) ?? [:]
        temporaryPlayersGiven = try container.decodeIfPresent(Int.self, forKey: .temporaryPlayersGiven) ?? 0
        guard (0..<Int.max).contains(temporaryPlayersGiven) else {
            throw DecodingError.dataCorruptedError(forKey: .temporaryPlayersGiven, in: container, debugDescription: "a count no command gives")
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(version, forKey: .version)
        try container.encodeIfPresent(slot.match, forKey: .match)
        try container.encodeIfPresent(slot.start, forKey: .start)
        try container.encodeIfPresent(clock, forKey: .clock)
        if !gathers.isEmpty {
            try container.encode(Dictionary(uniqueKeysWithValues: gathers.map { ($0.key.uuidString, $0.value) }), forKey: .gathers)
        }
        if !servers.isEmpty { try container.encode(servers, forKey: .servers) }
        if temporaryPlayersGiven > 0 { try container.encode(temporaryPlayersGiven, forKey: .temporaryPlayersGiven) }
    }
}
