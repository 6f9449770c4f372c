import Foundation

@testable import FootballGatherCore
@testable import GatherTestSupport

/// The in-memory twins as defaults, for tests only: production code names its lock and
/// notes, so no real initialiser falls back to a twin that serializes nothing across processes.
extension ServiceBundle {
    static func inMemory(
        players: any PlayerService, gathers: any GatherService, details: any GatherDetailsStore,
        auth: (any AuthService)?, intents: any IntentSerializer = MemoryIntentLock(),
        notes: any PlayerNotesStore = MemoryPlayerNotes()
    ) -> ServiceBundle {
        ServiceBundle(players: players, gathers: gathers, details: details, auth: auth, intents: intents, notes: notes)
    }
}

extension Roster {
    static func inMemory(
        service: any PlayerService, notes: any PlayerNotesStore = MemoryPlayerNotes()
    ) -> Roster {
        Roster(service: service, intents: MemoryIntentLock(), notes: notes)
    }
}

extension PlayerAddViewModel {
    static func inMemory(service: any PlayerService) -> PlayerAddViewModel {
        PlayerAddViewModel(roster: .inMemory(service: service))
    }
}

extension PlayerDetailViewModel {
    static func inMemory(service: any PlayerService) -> PlayerDetailViewModel {
        PlayerDetailViewModel(roster: .inMemory(service: service), details: MemoryGatherDetails())
    }

    static func inMemory(roster: Roster, details: any GatherDetailsStore = MemoryGatherDetails()) -> PlayerDetailViewModel {
        PlayerDetailViewModel(roster: roster, details: details)
    }
}

extension PlayerEditViewModel {
    static func inMemory(service: any PlayerService) -> PlayerEditViewModel {
        PlayerEditViewModel(roster: .inMemory(service: service))
    }
}

extension StatsViewModel {
    static func inMemory(players: any PlayerService, history: MatchHistory) -> StatsViewModel {
        StatsViewModel(players: players, history: history, notes: MemoryPlayerNotes())
    }
}
