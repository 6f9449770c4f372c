public struct PredictionsViewModel: Sendable {
    let players: any PlayerService
    let history: MatchHistory
    let notes: any PlayerNotesStore
    let model: RatingModel

    public init(services: ServiceBundle, model: RatingModel = .standard) {
        players = services.players
        history = MatchHistory(services: services)
        notes = services.notes
        self.model = model
    }

    public func report() async throws -> PredictionsReport {
        let skills = Player.skills(of: try await players.players(), departed: try notes.notes().departed)
        return PredictionsReport(of: try await history.endedMatches(), skills: skills, model: model)
    }
}
