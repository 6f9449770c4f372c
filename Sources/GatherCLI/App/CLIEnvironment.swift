import FootballGatherCore
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Everything a command touches outside the process, injectable for tests.
public struct CLIEnvironment: Sendable {
    public var console: any Console
    public var variables: [String: String]
    public var clock: any GatherClock
    /// Makes the one URLSession of the process; tests inject a stubbed one.
    public var makeSession: @Sendable (_ timeout: Double) -> URLSession
    /// Builds the services for a backend; tests may replace them with stubs.
    public var makeServices: @Sendable (Backend, Context) throws -> ServiceBundle

    public init(
        console: any Console = ProcessConsole(),
        variables: [String: String] = ProcessInfo.processInfo.environment,
        clock: any GatherClock = SystemClock(),
        makeSession: @escaping @Sendable (Double) -> URLSession = { APIClient.makeSession(timeout: $0) },
        makeServices: @escaping @Sendable (Backend, Context) throws -> ServiceBundle = ServiceBundle.standard
    ) {
        self.console = console
        self.variables = variables
        self.clock = clock
        self.makeSession = makeSession
        self.makeServices = makeServices
    }
}

/// Where the data lives: a Football Gather server, or the local data file.
public enum Backend: Sendable, Equatable {
    case server(URL)
    case offline(dataDirectory: URL)

    public var description: String {
        switch self {
        case .server(let url): url.absoluteString
        case .offline(let directory): "offline (\(directory.path))"
        }
    }
}

/// The services of one backend. `auth` is nil offline, where there is no account.
public struct ServiceBundle: Sendable {
    public var players: any PlayerService
    public var gathers: any GatherService
    public var auth: (any AuthService)?

    public init(players: any PlayerService, gathers: any GatherService, auth: (any AuthService)?) {
        self.players = players
        self.gathers = gathers
        self.auth = auth
    }

    public static func standard(for backend: Backend, context: Context) throws -> ServiceBundle {
        switch backend {
        case .offline(let directory):
            let store = OfflineStore(directory: directory)
            return ServiceBundle(players: store, gathers: store, auth: nil)
        case .server(let url):
            let client = context.apiClient(for: url)
            return ServiceBundle(
                players: RESTPlayerService(client: client), gathers: RESTGatherService(client: client),
                auth: RESTAuthService(client: client))
        }
    }
}
