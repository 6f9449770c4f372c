import Foundation

/// What to do with one optional field of a player.
public enum FieldChange<Value: Sendable & Equatable>: Sendable, Equatable {
    case keep
    case set(Value)
    case clear

    func applied(to value: Value?) -> Value? {
        switch self {
        case .keep: value
        case .set(let new): new
        case .clear: nil
        }
    }
}

/// The edit-player screen: fetch, change only what was given, and send the whole
/// player, because `PUT` replaces every field.
public struct PlayerEditViewModel: Sendable {
    public struct Changes: Sendable {
        public var name: String?
        public var age: FieldChange<Int> = .keep
        public var skill: FieldChange<String> = .keep
        public var position: FieldChange<String> = .keep
        public var favouriteTeam: FieldChange<String> = .keep
        /// Rename even when another player has the new name (trimmed, any case).
        public var allowsDuplicateName = false
        /// Aliases to add, each unique among every name and alias.
        public var addedAliases: [String] = []
        /// Aliases to remove, each one the player has (any case, any accents).
        public var removedAliases: [String] = []

        public init() {}
    }

    public enum Outcome: Sendable, Equatable {
        case unchanged(Player)
        case updated(before: Player, after: Player)
    }

    let roster: Roster

    public init(roster: Roster) { self.roster = roster }

    public init(service: any PlayerService) { self.init(roster: Roster(service: service)) }

    /// The name rule is checked against the roster inside the edit's own intent.
    public func edit(_ reference: String, with changes: Changes) async throws -> Outcome {
        let validated = try Self.validate(changes)
        return try await roster.edit { roster in
            let player = try PlayerResolver.resolve(reference, in: roster)
            try Self.refuseErasing(player, changes: validated)
            if let name = validated.name, !changes.allowsDuplicateName {
                try PlayerValidation.refuseDuplicate(name, of: player.id, in: roster)
            }
            var edited = Self.apply(validated, to: player)
            edited.aliases = try Self.aliases(of: player, named: edited.name, changes: changes, roster: roster)
            guard edited != player else { return (nil, .unchanged(player)) }
            return (edited, .updated(before: player, after: edited))
        }
    }

    /// The player's aliases without the removed ones (each must be theirs), then the added
    /// ones (one they already have is kept once).
    static func aliases(of player: Player, named name: String, changes: Changes, roster: [Player]) throws(InputError) -> [String] {
        var aliases = player.aliases
        for text in changes.removedAliases {
            guard let index = aliases.firstIndex(where: { PlayerAliases.same($0, text) }) else {
                throw .invalid("\(player.name) has no alias '\(text)'\(aliases.isEmpty ? "" : " (their aliases: \(aliases.joined(separator: ", ")))")")
            }
            aliases.remove(at: index)
        }
        let others = roster.map { other in other.id == player.id ? Player(id: other.id, name: name) : other }
        let added = try PlayerAliases.checked(changes.addedAliases, of: player.id, named: name, in: others)
        return aliases + added.filter { alias in !aliases.contains { PlayerAliases.same($0, alias) } }
    }

    struct ValidChanges {
        var name: String?
        var age: FieldChange<Int>
        var skill: FieldChange<Skill>
        var position: FieldChange<Position>
        var favouriteTeam: FieldChange<String>
    }

    static func validate(_ changes: Changes) throws(InputError) -> ValidChanges {
        ValidChanges(
            name: try changes.name.map { text throws(InputError) in try PlayerValidation.name(text) },
            age: try changes.age.validated { age throws(InputError) in try PlayerValidation.age(age) },
            skill: try changes.skill.validated { text throws(InputError) in try PlayerValidation.skill(text) },
            position: try changes.position.validated { text throws(InputError) in try PlayerValidation.position(text) },
            favouriteTeam: try changes.favouriteTeam.validated { text throws(InputError) in try PlayerValidation.favouriteTeam(text) })
    }

    /// `PUT` replaces every field, so a value this version could not read would be lost
    /// unless the user decides what it becomes.
    static func refuseErasing(_ player: Player, changes: ValidChanges) throws(InputError) {
        for (field, keeps) in [("skill", changes.skill == .keep), ("position", changes.position == .keep)] {
            guard keeps, let raw = player.unrecognised[field] else { continue }
            throw .wouldEraseUnreadable(player: player.name, field: field, raw: raw)
        }
    }

    static func apply(_ changes: ValidChanges, to player: Player) -> Player {
        var edited = player
        edited.name = changes.name ?? player.name
        edited.age = changes.age.applied(to: player.age)
        edited.skill = changes.skill.applied(to: player.skill)
        edited.preferredPosition = changes.position.applied(to: player.preferredPosition)
        edited.favouriteTeam = changes.favouriteTeam.applied(to: player.favouriteTeam)
        return edited
    }
}

extension FieldChange {
    /// Maps a `.set` value through a validation; a validation returning nil clears the field.
    func validated<Valid: Sendable & Equatable, Failure: Error>(
        _ transform: (Value) throws(Failure) -> Valid?
    ) throws(Failure) -> FieldChange<Valid> {
        switch self {
        case .keep: return .keep
        case .clear: return .clear
        case .set(let value):
            guard let valid = try transform(value) else { return .clear }
            return .set(valid)
        }
    }
}
