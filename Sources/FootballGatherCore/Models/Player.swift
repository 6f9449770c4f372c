import Foundation

/// A player on the roster, exactly as `GET /api/players` returns it: an id and the
/// player's fields (`PlayerDraft`), read through as `player.name`, `player.skill`…
///
/// The one player model: the wire, the offline file, the running match and the JSON output
/// all read and write it through its one `init(from:)` and `encode(to:)`.
@dynamicMemberLookup
public struct Player: Codable, Sendable, Equatable, Hashable, Identifiable {
    public var id: Int
    /// Everything but the id: the body `POST`/`PUT /api/players` expects for this player.
    public var draft: PlayerDraft
    /// Other names the player answers to. The service has no such field: this machine keeps
    /// them per backend (`PlayerNotes`) and `AliasedPlayers` fills them in; never encoded.
    public var aliases: [String] = []
    /// The short name the group uses (`Bea`), one of the aliases, which chat posts show;
    /// kept like the aliases (`PlayerNotes.knownAs`), never encoded.
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

/// A player's fields without the id: the body of a create or a whole-player update.
///
/// Optional fields are omitted by the server when empty. An unknown skill or position
/// decodes as `nil`, its text kept in `unrecognised`, so that one odd player cannot fail
/// a whole list and an edit does not silently erase it. The running match of earlier
/// versions saved the position under `position`; it is read from there too.
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
    /// The skill label of each player of `roster` who has one, by id: the ratings' priors.
    /// Players deleted since (`departed`, as they were when deleted) keep theirs, so that the
    /// matches they played teach everyone's ratings as they did before (issue 28).
    static func skills(of roster: [Player], departed: [Player] = []) -> [Int: Skill] {
        Dictionary((roster + departed).compactMap { player in player.skill.map { (player.id, $0) } }, uniquingKeysWith: { first, _ in first })
    }
}
