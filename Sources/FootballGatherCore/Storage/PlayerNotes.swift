import Foundation

/// What this machine keeps of a backend's players beyond what the backend stores, per backend like the
/// squad: who is retired, and who was deleted (as they were), so that past matches still name them.
public struct PlayerNotes: Codable, Sendable, Equatable {
    /// Retired players: off lists, squads and automatic teams, with every record kept.
    var retired: [Int] = []
    var departed: [Player] = []
    /// How many players the squad takes; those who join beyond it are reserves, in order.
    var squadLimit: Int?
    var fees = PitchFees()
    /// Each player's aliases, by player id (as text, JSON object keys); none: no entry.
    var aliases: [String: [String]] = [:]
    /// What the chat list said of a squad entry, by id (as text); kept until the player is re-added or goes.
    var squadMarks: [String: SquadMark]?
    /// The short name each player is known by in chat posts (one of their aliases), by id (as text).
    var knownAs: [String: String]?

    public init(retired: [Int] = [], departed: [Player] = []) {
        self.retired = retired
        self.departed = departed
    }

    func isRetired(_ id: Int) -> Bool { retired.contains(id) }

    public func active(_ roster: [Player]) -> [Player] {
        let retired = Set(retired)
        return roster.filter { !retired.contains($0.id) }
    }

    var isEmpty: Bool {
        retired.isEmpty && departed.isEmpty && squadLimit == nil && fees.isEmpty && aliases.isEmpty && (squadMarks ?? [:]).isEmpty
            && (knownAs ?? [:]).isEmpty
    }

    func squadMark(of id: Int) -> SquadMark? { squadMarks?[String(id)] }

    /// Keeps `mark` for `id` (nil or an empty mark forgets it).
    mutating func setSquadMark(_ mark: SquadMark?, of id: Int) {
        var marks = squadMarks ?? [:]
        marks[String(id)] = mark?.isEmpty == false ? mark : nil
        squadMarks = marks.isEmpty ? nil : marks
    }

    /// Whether the squad entry of `id` is a maybe, not taken by a start until confirmed.
    func isMaybe(_ id: Int) -> Bool { squadMark(of: id)?.maybe == true }

    public func aliases(of id: Int) -> [String] { aliases[String(id)] ?? [] }

    mutating func setAliases(_ list: [String], of id: Int) { aliases[String(id)] = list.isEmpty ? nil : list }

    enum CodingKeys: String, CodingKey {
        case retired, departed, squadLimit, fees, aliases, squadMarks, knownAs
    }

    /// Files written before a field existed read it as empty.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        retired = try container.decodeIfPresent([Int].self, forKey: .retired) ?? []
        departed = try container.decodeIfPresent([Player].self, forKey: .departed) ?? []
        squadLimit = try container.decodeIfPresent(Int.self, forKey: .squadLimit)
        if let squadLimit, squadLimit < 1 {
            throw DecodingError.dataCorruptedError(forKey: .squadLimit, in: container, debugDescription: "a squad limit below 1")
        }
        fees = try container.decodeIfPresent(PitchFees.self, forKey: .fees) ?? PitchFees()
        guard fees.isWithinLimits else {
            throw DecodingError.dataCorruptedError(forKey: .fees, in: container, debugDescription: "an amount beyond what gather allows")
        }
        aliases = try container.decodeIfPresent([String: [String]].self, forKey: .aliases) ?? [:]
        squadMarks = try container.decodeIfPresent([String: SquadMark].self, forKey: .squadMarks)
        knownAs = try container.decodeIfPresent([String: String].self, forKey: .knownAs)
    }
}

/// What a chat line said of a squad entry beside the name: a note (`late 10 min`), that the
/// player is a maybe, or that they are someone's guest (`guestOf`, the host's id).
public struct SquadMark: Codable, Sendable, Equatable {
    public static let noteLimit = 200

    public var note: String?
    public var maybe: Bool?
    public var guestOf: Int?

    public init(note: String? = nil, maybe: Bool? = nil, guestOf: Int? = nil) {
        self.note = note
        self.maybe = maybe == true ? true : nil
        self.guestOf = guestOf
    }

    var isEmpty: Bool { note == nil && maybe != true && guestOf == nil }
}

/// The notes of one backend; `update` is one atomic read-modify-write.
public protocol PlayerNotesStore: Sendable {
    func notes() throws -> PlayerNotes
    func update<T>(_ body: (inout PlayerNotes) throws -> T) throws -> T
}

/// Offline: `players-kept.json` in the data directory, keyed `offline` (a server's: `StatePlayerNotes`).
struct FilePlayerNotes: PlayerNotesStore {
    let file: JSONFileStore<[String: PlayerNotes]>
    let key: String

    init(directory: URL, lock: FileLock, backend: Backend) {
        file = JSONFileStore(url: directory.appendingPathComponent("players-kept.json"), kind: .playerNotes, lock: lock)
        key = FileSquadStore.key(of: backend)
    }

    func notes() throws -> PlayerNotes { try file.load()?[key] ?? PlayerNotes() }

    func update<T>(_ body: (inout PlayerNotes) throws -> T) throws -> T {
        try file.update(entry: key, empty: PlayerNotes(), isEmpty: \.isEmpty, body)
    }
}

/// A server's notes, in `state.json` with the rest of what this machine keeps of it.
struct StatePlayerNotes: PlayerNotesStore {
    let state: StateFile
    let key: String

    func notes() throws -> PlayerNotes { try state.read()[server: key].notes }

    func update<T>(_ body: (inout PlayerNotes) throws -> T) throws -> T {
        try state.update { try body(&$0[server: key].notes) }
    }
}
