import FootballGatherCore
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Everything a command touches outside the process, injectable for tests.
struct CLIEnvironment: Sendable {
    var console: any Console = ProcessConsole()
    var variables: [String: String] = ProcessInfo.processInfo.environment
    var clock: any GatherClock = SystemClock()
    /// How a countdown waits; tests pass a `ManualClock`, which is also their clock.
    var sleeper: any Sleeper = TaskSleeper()
    var documents: any DocumentFiles = FileDocuments()
    /// Makes the process's one URLSession when its first request needs it; tests may inject a stubbed one.
    var makeSession: @Sendable (_ timeout: Double) -> URLSession = { APIClient.makeSession(timeout: $0) }
    var makeServices: @Sendable (Backend, Context) throws -> ServiceBundle = ServiceBundle.standard
    var shell: any ShellRunning = SystemShell()
    /// The terminal's key presses for a live countdown; nil when there is no terminal.
    var openKeys: @Sendable () -> (any KeyPresses)? = RawTerminal.open
}

extension ServiceBundle {
    /// The real services. Offline, the one offline store is players, gathers and details; on a server, the
    /// details are this machine's memory, and the roster keeps a list of player names for completion.
    static func standard(for backend: Backend, context: Context) throws -> ServiceBundle {
        switch backend {
        case .offline(let directory):
            let store = context.storage.offline(dataDirectory: directory)
            return ServiceBundle(
                players: store, gathers: store, details: store, auth: nil, intents: context.storage.intents(of: backend),
                notes: context.storage.notes(of: backend))
        case .server(let url):
            let client = context.apiClient(for: url)
            let gathers = RESTGatherService(client: client)
            let names = context.storage.playerNames(of: backend)
            let players = NameCachingPlayerService(
                RESTPlayerService(client: client) { id in names.entries().first { $0.id == id } }, cache: names, offline: context.keptChanges)
            let intents = context.storage.intents(of: backend)
            let delivery = try context.storage.credentials.token(for: url).map { credential in
                OutboxDelivery(
                    gathers: gathers, players: players,
                    outbox: ServerOutbox(
                        state: context.storage.state, server: url, userID: credential.userID, username: credential.username,
                        keptNow: context.keptChanges),
                    intents: intents)
            }
            var bundle = ServiceBundle(
                players: delivery.map { KeepingPlayerService($0) } ?? players,
                gathers: delivery.map { KeepingGatherService($0) } ?? gathers,
                details: context.storage.memory, auth: RESTAuthService(client: client),
                intents: intents, notes: context.storage.notes(of: backend))
            bundle.outbox = delivery
            bundle.writes = context.storage.state
            return bundle
        }
    }
}
