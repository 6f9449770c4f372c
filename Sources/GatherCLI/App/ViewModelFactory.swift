import FootballGatherCore
import Foundation

extension Context {
    func clockViewModel() -> ClockViewModel {
        ClockViewModel(store: storage.clock, clock: environment.clock, sleeper: environment.sleeper)
    }

    /// Offers a close name for one that matches nobody (`Use 'Kwame Mensah' for 'Kwmae'? [Y/n]`).
    var suggestions: any SuggestionPrompter { SuggestionQuestion(prompt: Prompt(context: self)) }

    func matchViewModel() -> MatchViewModel {
        MatchViewModel(matches: storage.match, connector: self, clock: clockViewModel(), prompter: suggestions, squads: storage.squads)
    }

    func lineupViewModel() -> LineupViewModel {
        LineupViewModel(matches: storage.match, connector: self, prompter: suggestions)
    }

    func startViewModel() -> StartViewModel {
        StartViewModel(connector: self, matches: storage.match, squads: storage.squads, clock: environment.clock, prompter: suggestions)
    }

    func squadViewModel() -> SquadViewModel {
        SquadViewModel(connector: self, squads: storage.squads, prompter: suggestions)
    }

    func historyViewModel() throws -> HistoryViewModel {
        HistoryViewModel(services: try services(), matches: storage.match, clock: environment.clock, prompter: suggestions)
    }

    func transferViewModel() throws -> TransferViewModel {
        TransferViewModel(
            services: try services(), documents: environment.documents,
            squad: BackendSquad(store: storage.squads, backend: try backend()))
    }

    func settingsViewModel() -> SettingsViewModel { SettingsViewModel(config: storage.config) }

    /// The account screen of the configured server; offline there are no accounts.
    func loginViewModel() throws -> (LoginViewModel, URL) {
        let services = try services()
        guard case .server(let server) = try backend(), let auth = services.auth else {
            throw OfflineModeError.noAccounts
        }
        let viewModel = LoginViewModel(
            service: auth, server: server, credentials: storage.credentials, config: storage.config,
            intents: services.intents, savesServerWhenNoneIsConfigured: serverChosenByFlag)
        return (viewModel, server)
    }

    func statusViewModel() -> StatusViewModel {
        StatusViewModel(connector: self, credentials: storage.credentials)
    }
}
