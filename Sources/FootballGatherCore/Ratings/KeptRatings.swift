/// The ratings an intent predicts with, without reading every gather's players under its reservation:
/// offline the kept summary; on a server one list read, with remembered sides (`MatchHistory.remembered`).
struct KeptRatings {
    let services: ServiceBundle
    let model: RatingModel
    /// The server's ended gathers with their remembered sides; nil offline.
    let remembered: [EndedMatch]?

    /// Reads the server's list of gathers once (one request); nothing offline.
    init(backend: Backend, services: ServiceBundle, model: RatingModel) async throws {
        self.services = services
        self.model = model
        if backend.server == nil {
            remembered = nil
        } else {
            // Without signal, and no list kept, the prediction goes by the skill labels alone.
            let listed = try await noneWithoutSignal { try await services.gathers.gathers() }
            remembered = MatchHistory.remembered(listed, known: try services.details.details())
        }
    }

    /// Every rating after the ended matches, with the labels of `roster` and of the departed.
    func ratings(of roster: [Player]) async throws -> [Int: Rating] {
        let skills = Player.skills(of: roster, departed: try services.notes.notes().departed)
        guard let remembered else { return try await MatchHistory(services: services).summary(skills: skills, model: model).ratings }
        return model.ratings(after: remembered, skills: skills)
    }
}
