/// The services of one backend. `auth` is nil offline, where there is no account; `details` answers what the
/// backend does not return about its gathers (offline the store itself, for a server this machine's memory).
public struct ServiceBundle: Sendable {
    /// The backend's players, with the aliases `notes` keeps for them.
    public var players: any PlayerService
    var gathers: any GatherService
    var details: any GatherDetailsStore
    public var auth: (any AuthService)?
    /// Keeps this backend's intents on this machine apart: `IntentLock` offline, `ServerIntents` for a server.
    public var intents: any IntentSerializer
    /// What no backend stores (retired and deleted players, fees, aliases): kept on this machine.
    var notes: any PlayerNotesStore
    /// For a logged-in user of a server: the changes kept while it could not be reached,
    /// and the server's own services that send them (`OutboxSync`).
    public var outbox: OutboxDelivery?
    /// How the stores' writes of one intent go together (one write of `state.json` on a server).
    public var writes: any WritesTogether = SeparateWrites()

    public init(
        players: any PlayerService, gathers: any GatherService, details: any GatherDetailsStore,
        auth: (any AuthService)?, intents: any IntentSerializer, notes: any PlayerNotesStore
    ) {
        self.players = AliasedPlayers.wrapping(players, notes: notes)
        self.gathers = gathers
        self.details = details
        self.auth = auth
        self.intents = intents
        self.notes = notes
    }
}

/// Opens the services of a backend: the configured one, or the one a match was started on.
public protocol BackendConnector: Sendable {
    func backend() throws -> Backend
    func services(for backend: Backend) throws -> ServiceBundle
}

extension BackendConnector {
    public func services() throws -> ServiceBundle { try services(for: try backend()) }
}

public struct BulkAssignment: Sendable, Equatable {
    var playerID: Int
    var team: Team
}
