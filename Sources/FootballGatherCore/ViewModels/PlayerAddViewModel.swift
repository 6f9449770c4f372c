import Foundation

/// The add-player screen: validate everything, then one create request.
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

        public init(name: String, age: Int? = nil, skill: String? = nil, position: String? = nil, favouriteTeam: String? = nil) {
            self.name = name
            self.age = age
            self.skill = skill
            self.position = position
            self.favouriteTeam = favouriteTeam
        }

        public func draft() throws(InputError) -> PlayerDraft {
            PlayerDraft(
                name: try PlayerValidation.name(name),
                age: try age.map { age throws(InputError) in try PlayerValidation.age(age) },
                skill: try skill.map { text throws(InputError) in try PlayerValidation.skill(text) },
                preferredPosition: try position.map { text throws(InputError) in try PlayerValidation.position(text) },
                favouriteTeam: favouriteTeam.flatMap(PlayerValidation.favouriteTeam))
        }
    }

    public func add(_ input: Input) async throws -> Player {
        let draft = try input.draft()
        let id = try await service.createPlayer(draft)
        return Player(id: id, draft: draft)
    }
}
