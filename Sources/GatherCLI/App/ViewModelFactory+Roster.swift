import FootballGatherCore

/// The roster side's view models over this invocation's backend; commands never build a repository themselves.
extension Context {
    func playerListViewModel() throws -> PlayerListViewModel { PlayerListViewModel(roster: Roster(services: try services())) }

    func playerAddViewModel() throws -> PlayerAddViewModel { PlayerAddViewModel(roster: Roster(services: try services())) }

    func playerEditViewModel() throws -> PlayerEditViewModel {
        PlayerEditViewModel(roster: Roster(services: try services()), prompter: suggestions)
    }

    func playerDetailViewModel() throws -> PlayerDetailViewModel {
        PlayerDetailViewModel(
            services: try services(), squad: BackendSquad(store: storage.squads, backend: try backend()), matches: storage.match,
            prompter: suggestions)
    }

    func statsViewModel() throws -> StatsViewModel { StatsViewModel(services: try services(), prompter: suggestions) }

    func predictionsViewModel() throws -> PredictionsViewModel { PredictionsViewModel(services: try services()) }

    func recordViewModel() throws -> RecordViewModel {
        RecordViewModel(services: try services(), clock: environment.clock, prompter: suggestions)
    }

    func feesViewModel() throws -> FeesViewModel { FeesViewModel(services: try services(), clock: environment.clock, prompter: suggestions) }
}
