import Foundation

/// The add-player screen: validate everything, check the name is free, then one create request.
public struct PlayerAddViewModel: Sendable {
    let service: any PlayerService

    public init(service: any PlayerService) { self.service = service }

    /// Raw user input; validated by `draft()`.
    public struct Input: Sendable {
        public var name: String
        public var age: Int?
        public var skill: String?
        public var position: String?
        public var favouriteTeam: String?
        /// Add even when another player has the same name (trimmed, any case).
        public var allowsDuplicateName: Bool

        public init(
            name: String, age: Int? = nil, skill: String? = nil, position: String? = nil, favouriteTeam: String? = nil,
            allowsDuplicateName: Bool = false
        ) {
            self.name = name
            self.age = age
            self.skill = skill
            self.position = position
            self.favouriteTeam = favouriteTeam
            self.allowsDuplicateName = allowsDuplicateName
        }

        public func draft() throws(InputError) -> PlayerDraft {
            PlayerDraft(
                name: try PlayerValidation.name(name),
                age: try age.map { age throws(InputError) in try PlayerValidation.age(age) },
                skill: try skill.map { text throws(InputError) in try PlayerValidation.skill(text) },
                preferredPosition: try position.map { text throws(InputError) in try PlayerValidation.position(text) },
                favouriteTeam: try favouriteTeam.flatMap { text throws(InputError) in try PlayerValidation.favouriteTeam(text) })
        }
    }

    public func add(_ input: Input) async throws -> Player {
        let draft = try input.draft()
        if !input.allowsDuplicateName {
            try PlayerValidation.refuseDuplicate(draft.name, in: try await service.players())
        }
        let id = try await service.createPlayer(draft)
        return Player(id: id, draft: draft)
    }
}
