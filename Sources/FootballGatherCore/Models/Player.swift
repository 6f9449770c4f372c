import Foundation

/// A player on the roster, exactly as `GET /api/players` returns it.
///
/// Optional fields are omitted by the server when empty. An unknown skill or
/// position decodes as `nil` so that one odd player cannot fail a whole list.
public struct Player: Codable, Sendable, Equatable, Hashable, Identifiable {
    public var id: Int
    public var name: String
    public var age: Int?
    public var skill: Skill?
    public var preferredPosition: Position?
    public var favouriteTeam: String?
    /// Other names the player answers to. The service has no such field: this machine keeps
    /// them per backend (`PlayerNotes`) and `AliasedPlayers` fills them in; never encoded.
    public var aliases: [String] = []
    /// Values the server sent that this version does not know (field name to raw text),
    /// kept so that an edit does not silently erase them; never encoded.
    public var unrecognised: [String: String] = [:]

    public init(
        id: Int, name: String, age: Int? = nil, skill: Skill? = nil,
        preferredPosition: Position? = nil, favouriteTeam: String? = nil
    ) {
        self.id = id
        self.name = name
        self.age = age
        self.skill = skill
        self.preferredPosition = preferredPosition
        self.favouriteTeam = favouriteTeam
    }

    public init(id: Int, draft: PlayerDraft) {
        self.init(
            id: id, name: draft.name, age: draft.age, skill: draft.skill,
            preferredPosition: draft.preferredPosition, favouriteTeam: draft.favouriteTeam)
    }

    /// The body `POST`/`PUT /api/players` expects for this player.
    public var draft: PlayerDraft {
        PlayerDraft(
            name: name, age: age, skill: skill,
            preferredPosition: preferredPosition, favouriteTeam: favouriteTeam)
    }

    enum CodingKeys: String, CodingKey {
        case id, name, age, skill, preferredPosition, favouriteTeam
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        age = try container.decodeIfPresent(Int.self, forKey: .age)
        let rawSkill = try container.decodeIfPresent(String.self, forKey: .skill)
        skill = rawSkill.flatMap(Skill.init(rawValue:))
        if let rawSkill, skill == nil { unrecognised["skill"] = rawSkill }
        let rawPosition = try container.decodeIfPresent(String.self, forKey: .preferredPosition)
        preferredPosition = rawPosition.flatMap(Position.init(rawValue:))
        if let rawPosition, preferredPosition == nil { unrecognised["position"] = rawPosition }
        favouriteTeam = try container.decodeIfPresent(String.self, forKey: .favouriteTeam)
    }
}

/// A player without an id: the body of a create or a whole-player update.
public struct PlayerDraft: Codable, Sendable, Equatable {
    public var name: String
    public var age: Int?
    public var skill: Skill?
    public var preferredPosition: Position?
    public var favouriteTeam: String?

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
}

extension Player {
    /// The skill label of each player of `roster` who has one, by id: the ratings' priors.
    static func skills(of roster: [Player]) -> [Int: Skill] {
        Dictionary(roster.compactMap { player in player.skill.map { (player.id, $0) } }, uniquingKeysWith: { first, _ in first })
    }
}
