import FootballGatherCore
import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One invocation: the parsed line, its global options, and the backend and services, made only when asked.
final class Context: BackendConnector {
    let parsed: ParsedCommand
    let environment: CLIEnvironment
    let output: Output
    let paths: GatherPaths
    /// Every file gather keeps, one lock per directory.
    let storage: StorageRoot
    let timeout: Double
    let allowsInput: Bool
    /// stdin carries a list (a pipe, a file) while stdout is a terminal and `--no-input`
    /// is absent: an offer may be asked on the controlling terminal (`/dev/tty`).
    let asksTerminal: Bool
    /// `Usage: …` of the command being run, for usage errors found after parsing.
    let usage: String

    init(parsed: ParsedCommand, environment: CLIEnvironment, usage: String) throws {
        self.parsed = parsed
        self.usage = usage
        self.environment = environment
        paths = GatherPaths(environment: environment.variables)
        storage = StorageRoot(paths: paths)
        output = Output(
            console: environment.console, json: parsed.flag(GlobalOptions.json) || parsed.value(Format.key) == .json,
            quiet: parsed.flag(GlobalOptions.quiet),
            colour: Style.colourWanted(
                isTerminal: environment.console.isTerminal(.standardOutput),
                environment: environment.variables, noColorFlag: parsed.flag(GlobalOptions.noColor)),
            tableWidth: Output.tableWidth(console: environment.console, environment: environment.variables),
            hint: Self.commandHint(for: parsed))
        let seconds = parsed.value(GlobalOptions.timeout) ?? Int(APIClient.defaultTimeout)
        guard (1...3600).contains(seconds) else {
            throw CommandInputError.timeoutOutOfRange
        }
        timeout = Double(seconds)
        let (makeSession, requestTimeout) = (environment.makeSession, timeout)
        transport = URLSessionTransport { makeSession(requestTimeout) }
        connectGate = ConnectTimeout.gate(variables: environment.variables, requestTimeout: timeout)
        allowsInput = !parsed.flag(GlobalOptions.noInput) && environment.console.isInteractive
        asksTerminal = !parsed.flag(GlobalOptions.noInput) && !environment.console.isInteractive
            && environment.console.isTerminal(.standardOutput)
    }

    var console: any Console { environment.console }

    /// The changes this command kept for `gather sync` instead of sending them.
    let keptChanges = KeptChanges()

    /// A malformed value noticed by a command rather than the parser: exit 64 with this command's usage.
    func usageError(_ message: String) -> UsageError { UsageError(message: message, usage: usage) }

    private let resolvedBackend = Mutex<Backend?>(nil)

    /// `--server`, then `GATHER_SERVER`, then the config file; none of them means offline.
    /// Resolved once per invocation, so the config file is read at most once.
    func backend() throws -> Backend {
        if let known = resolvedBackend.withLock({ $0 }) { return known }
        let backend = try resolveBackend()
        resolvedBackend.withLock { $0 = backend }
        return backend
    }

    private func resolveBackend() throws -> Backend {
        let variable = environment.variables["GATHER_SERVER"].flatMap { $0.isEmpty ? nil : $0 }
        guard let server = try parsed.value(GlobalOptions.server) ?? variable ?? storage.config.load().server else {
            return .offline(dataDirectory: paths.dataDirectory)
        }
        return .server(try ServerAddress.normalizedServerURL(server))
    }

    /// Whether `--server` chose the backend (it goes before `GATHER_SERVER` and the config):
    /// hints must then repeat it, and a login may save it as the configured server.
    var serverChosenByFlag: Bool { parsed.value("server") != nil }

    /// How hints spell the next command: with the server when `--server` chose it. A flag address carrying
    /// a user name or password is refused, so its hint names the address without them.
    static func commandHint(for parsed: ParsedCommand) -> CommandHint {
        guard let flag = parsed.value("server") else { return .plain }
        let meant = ServerAddress.removingUserInfo(flag) ?? flag
        guard let server = try? ServerAddress.normalizedServerURL(meant) else { return .plain }
        return .server(server)
    }

    /// The services of `backend`: the configured one, or the one a match was started on.
    func services(for backend: Backend) throws -> ServiceBundle {
        try environment.makeServices(backend, self)
    }

    private let transport: URLSessionTransport
    /// The connect timeout, checked once per server before its first request.
    private let connectGate: ConnectGate?
    let standardInput = Mutex<Data?>(nil)

    /// A client whose token comes from the credentials file, read when a request needs it.
    func apiClient(for server: URL) -> APIClient {
        let credentials = storage.credentials
        return APIClient(
            baseURL: server, timeout: timeout, transport: transport,
            connectGate: connectGate, tokenProvider: { try credentials.token(for: server)?.token })
    }
}
