import Foundation

/// The first thing wrong with an export file, found before anything is written: nothing was imported.
public enum ArchiveError: Error, Equatable, Sendable {
    /// The file (its path or name as given) is not a gather export.
    case notAnExport(String)
    /// The file nests deeper than the JSON decoder reads (`limit` levels).
    case nestedTooDeep(String, limit: Int)
    case newerVersion(Int, newest: Int)
    case versionBelowOne(Int)
    case duplicatePlayerID(Int)
    case duplicateGatherID(UUID)
    case nextPlayerIDBelowOne(Int)
    case squadLimitBelowOne(Int)
    /// The squad names a player the file does not have, or one twice.
    case strangerInSquad(player: Int)
    case twiceInSquad(player: Int)
    case invalidPlayer(Int, reason: InputError)
    // A gather of the file.
    case strangerInGather(UUID, player: Int)
    case playerOnBothTeams(UUID, player: Int)
    case goalsWithoutScore(UUID)
    case invalidScore(UUID, String)
    /// `winner` is the file's `winnerTeam` as written there.
    case winnerContradictsScore(UUID, winner: String, score: Score)
    case moreGoalsThanScore(UUID, goals: Int, team: Team, score: Score)
    case goalByNonPlayer(UUID, player: Int)
    case goalByWrongSide(UUID, player: Int, goalFor: Team, isOwnGoal: Bool, playedFor: Team)
    // Aliases.
    case aliasesOfStranger(String)
    /// A shown name (`knownAs`) that is not among that player's aliases in the file.
    case knownAsNotAnAlias(player: String, alias: String)
    case invalidAliases(player: Int, reason: InputError)
    // Fees.
    case invalidPitchFee(cents: Int)
    case invalidGatherFee(UUID, cents: Int)
    case leftoverToStranger(UUID, player: Int)
    case paymentByStranger(player: Int)
    /// A guest's share given to a host, one of them not among the file's players.
    case hostOfStranger(guest: String, host: Int)
    /// Hosts that lead back to the guest (a host of themselves, two hosting each other).
    case guestHostsThemselves(guest: String)
    case invalidPayment(cents: Int)
    /// Every identity problem of the file (and of the file against the roster here).
    case problems([ArchiveProblem])
}

/// One identity problem of an export file, listed with the others in one refusal.
public enum ArchiveProblem: Equatable, Sendable {
    /// The alias of player `player` is the name of player `other` of the file.
    case aliasIsNameOf(String, player: Int, other: Int)
    case sharedAlias(String, first: Int, firstName: String?, second: Int, secondName: String)
    /// Kept chances that are not two from 0 to 1 adding up to 1.
    case invalidChances(UUID, teamA: Double, teamB: Double)
    case nameIsAliasHere(player: Int, name: String, owner: String, ownerID: Int)
}

extension ArchiveError: GatherFailure {
    public var failureKind: FailureKind { .invalidData }
}
