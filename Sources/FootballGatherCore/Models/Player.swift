/// A roster player exactly as `GET /api/players` returns it: an id and fields, read as `player.name`. The
/// one player model: wire, offline file, running match and JSON all use its `init(from:)`/`encode(to:)`.
@dynamicMemberLookup
public struct Player: Codable, Sendable, Equatable, Hashable, Identifiable {
    public var id: Int
    /// Everything but the id: the body `POST`/`PUT /api/players` expects for this player.
    public var draft: PlayerDraft
    /// Other names the player answers to: kept per backend by this machine (`PlayerNotes`), never encoded.
    public var aliases: [String] = []
    /// The short name the group uses (`Bea`), one of the aliases, shown in chat posts; never encoded.
    public var knownAs: String?

    public init(id: Int, draft: PlayerDraft) {
        self.id = id
        self.draft = draft
    }

    public init(
        id: Int, name: String, age: Int? = nil, skill: Skill? = nil,
        preferredPosition: Position? = nil, favouriteTeam: String? = nil
    ) {
        self.init(
            id: id, draft: PlayerDraft(name: name, age: age, skill: skill, preferredPosition: preferredPosition, favouriteTeam: favouriteTeam))
    }

    // Inlinable, so that the CLI's reads of a field compile to the field itself.
    @inlinable
    public subscript<Value>(dynamicMember field: WritableKeyPath<PlayerDraft, Value>) -> Value {
        get { draft[keyPath: field] }
        set { draft[keyPath: field] = newValue }
    }

    /// One container for the id and the fields: a roster of 10,000 is decoded in one pass each.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: PlayerDraft.CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        draft = try PlayerDraft(from: container)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: PlayerDraft.CodingKeys.self)
        try container.encode(id, forKey: .id)
        try draft.encode(to: &container)
    }
}

/// A player's fields: the body of a create or whole-player update (the server omits empty optional ones). An
/// unknown skill or position decodes as nil, its text kept in `unrecognised`, so one odd player cannot fail a
/// list and an edit does not silently erase it. Earlier versions saved the position under `position`.
public struct PlayerDraft: Codable, Sendable, Equatable, Hashable {
    public var name: String
    public var age: Int?
    public var skill: Skill?
    public var preferredPosition: Position?
    public var favouriteTeam: String?
    /// Values the server sent that this version does not know (field name to raw text); never encoded.
    var unrecognised: [String: String] = [:]

    public init(
        name: String, age: Int? = nil, skill: Skill? = nil,
        preferredPosition: Position? = nil, favouriteTeam: String? = nil
    ) {
        self.name = name
        self.age = age
        self.skill = skill
        self.preferredPosition = preferredPosition
        self.favouriteTeam = favouriteTeam
    }

    /// A draft with every field given: what `gather help json` shows of a player.
    public static let example = PlayerDraft(
        name: "Ana", age: 31, skill: .amateur, preferredPosition: .striker, favouriteTeam: "Arsenal")

    enum CodingKeys: String, CodingKey {
        case name, age, skill, preferredPosition, favouriteTeam
        case position  // the running match of earlier versions
        case id  // the player's, read and written by `Player` in the same container
    }

    /// The field an `unrecognised` entry was read for.
    static func field(named name: String) -> PartialKeyPath<PlayerDraft>? {
        switch name {
        case "skill": \PlayerDraft.skill
        case "position": \PlayerDraft.preferredPosition
        default: nil
        }
    }

    public init(from decoder: any Decoder) throws {
        try self.init(from: decoder.container(keyedBy: CodingKeys.self))
    }

    init(from container: KeyedDecodingContainer<CodingKeys>) throws {
        name = try container.decode(String.self, forKey: .name)
        age = try container.decodeIfPresent(Int.self, forKey: .age)
        let rawSkill = try container.decodeIfPresent(String.self, forKey: .skill)
        skill = rawSkill.flatMap(Skill.init(rawValue:))
        if let rawSkill, skill == nil { unrecognised["skill"] = rawSkill }
        let rawPosition = try container.decodeIfPresent(String.self, forKey: .preferredPosition)
            ?? container.decodeIfPresent(String.self, forKey: .position)
        preferredPosition = rawPosition.flatMap(Position.init(rawValue:))
        if let rawPosition, preferredPosition == nil { unrecognised["position"] = rawPosition }
        favouriteTeam = try container.decodeIfPresent(String.self, forKey: .favouriteTeam)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try encode(to: &container)
    }

    func encode(to container: inout KeyedEncodingContainer<CodingKeys>) throws {
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(age, forKey: .age)
        try container.encodeIfPresent(skill, forKey: .skill)
        try container.encodeIfPresent(preferredPosition, forKey: .preferredPosition)
        try container.encodeIfPresent(favouriteTeam, forKey: .favouriteTeam)
    }
}

extension Player {
    /// Each labelled player's skill by id: the ratings' priors. Players deleted since (`departed`) keep
    /// theirs, so that their matches teach everyone's ratings as before (issue 28).
    static func skills(of roster: [Player], departed: [Player] = []) -> [Int: Skill] {
        Dictionary((roster + departed).compactMap { player in player.skill.map { (player.id, $0) } }, uniquingKeysWith: { first, _ in first })
    }
}
