/// What an intent on a server touches while it sends: another process's intent on the same thing is
/// refused until it is done. Subjects nest: the roster holds every name and player, the home everything.
public enum ReservedSubject: Hashable, Sendable {
    /// The whole home: an import.
    case home
    /// Every player: a rename, a deletion, a retirement, a long list of new names.
    case roster
    /// One name, as `NameKey` folds it: a player being created under it.
    case playerName(NameKey)
    /// One player: joining a match, being added to a recorded one.
    case player(Int)
    /// The running match: its start, late arrivals, changes of sides, its end.
    case runningMatch
    /// The matches played: a correction, a deletion, a match recorded afterwards.
    case history
    /// The squad and the fees, kept on this machine (their rules read the roster).
    case squad
    /// The account: register, login, logout.
    case account
    /// The changes kept while the server could not be reached, while they are sent.
    case outbox

    /// The file of this subject; its dotted prefixes name the subjects it belongs to.
    var fileName: String {
        switch self {
        case .home: "home"
        case .roster: "home.roster"
        case .playerName(let key): "home.roster.name-" + String(SHA256.hexDigest(key.folded).prefix(24))
        case .player(let id): "home.roster.player-\(id)"
        case .runningMatch: "home.match"
        case .history: "home.history"
        case .squad: "home.squad"
        case .account: "home.account"
        case .outbox: "home.outbox"
        }
    }

    static func overlaps(_ first: String, _ second: String) -> Bool {
        first == second || first.hasPrefix(second + ".") || second.hasPrefix(first + ".")
    }
}

/// What an intent is sending while it holds its reservation, told to a process it refuses.
public enum ReservedAction: Codable, Sendable, Equatable {
    case addingPlayers([String])
    case changingRoster
    case startingMatch
    case changingMatch
    case endingMatch
    case changingHistory
    case recordingMatch
    case importing
    case changingSquad
    case changingFees
    case signingIn(String)
    case signingOut
    case changingHome
    case sendingKept
}

/// Another process on this machine is sending a change to the same thing; nothing was sent.
public struct ReservationError: Error, Equatable, Sendable {
    public let action: ReservedAction
}

extension ReservationError: GatherFailure {
    public var failureKind: FailureKind { .temporaryFailure }
}
