import FootballGatherCore
import Foundation

/// The import family (`ArchiveError`): what is wrong with the file, and that nothing was imported.
enum ArchiveErrorWording {
    static func text(_ error: ArchiveError) -> String {
        switch error {
        case .notAnExport(let source):
            "\(source) is not a gather export file"
        case .nestedTooDeep(let source, let limit):
            "\(source) nests lists or objects deeper than \(limit) levels, so it is not a gather export file: nothing was imported"
        case .newerVersion(let version, let newest):
            "the file is an export of version \(version), made by a newer gather; this one reads versions up to \(newest): upgrade gather to import it"
        case .problems(let problems):
            "the file cannot be imported as it is: \(listed(problems.map(text))); nothing was imported"
        default:
            "\(account(error)): nothing was imported"
        }
    }

    /// What is wrong, before ": nothing was imported".
    private static func account(_ error: ArchiveError) -> String {
        switch error {
        case .duplicatePlayerID(let id): "the file has two players with the id \(id)"
        case .duplicateGatherID(let id): "the file has two gathers with the id \(id.uuidString)"
        case .versionBelowOne(let version): "the file is an export of version \(version); versions start at 1"
        case .nextPlayerIDBelowOne(let next): "the file has a next player id of \(next); ids start at 1"
        case .squadLimitBelowOne(let limit): "the file has a squad limit of \(limit); a squad takes at least one player"
        case .strangerInSquad(let player): "the file's squad names player #\(player), who is not among the file's players"
        case .twiceInSquad(let player): "the file's squad names player #\(player) twice"
        case .invalidPlayer(let id, let reason): "player #\(id) of the file is not valid (\(InputErrorWording.text(reason)))"
        case .strangerInGather(let id, let player): "\(gather(id)) names player #\(player), who is not among the file's players"
        case .playerOnBothTeams(let id, let player): "\(gather(id)) has player #\(player) on both teams"
        case .goalsWithoutScore(let id): "\(gather(id)) has goals but no score"
        case .invalidScore(let id, let text): "\(gather(id)) has an invalid score '\(text)'"
        case .winnerContradictsScore(let id, let winner, let score):
            "\(gather(id)) has the winner '\(winner)', which its score \(score.text) contradicts"
        case .moreGoalsThanScore(let id, let goals, let team, let score):
            "\(gather(id)) has \(goals) goals for \(team.rawValue) but a score of \(score.text)"
        case .goalByNonPlayer(let id, let player): "\(gather(id)) has a goal by player #\(player), who did not play in it"
        case .goalByWrongSide(let id, let player, let goalFor, let isOwnGoal, let playedFor):
            "\(gather(id)) has \(isOwnGoal ? "an own goal" : "a goal") for \(goalFor.rawValue) by player #\(player), who played for \(playedFor.rawValue)"
        case .aliasesOfStranger(let key): "the file has aliases for player '\(key)', who is not among the file's players"
        case .knownAsNotAnAlias(let player, let alias):
            "the file shows player #\(player) as '\(InputError.echo(alias))' in chat posts, which is not among their aliases in the file"
        case .invalidAliases(let id, let reason): "the file's aliases of player #\(id) are not valid (\(InputErrorWording.text(reason)))"
        case .invalidPitchFee(let cents): "the file has a pitch fee of \(Amount.text(cents: cents)), which is not allowed"
        case .invalidGatherFee(let id, let cents): "\(gather(id)) has a fee of \(Amount.text(cents: cents)), which is not allowed"
        case .leftoverToStranger(let id, let player):
            "\(gather(id)) gives a cent of its fee to player #\(player), who is not among the file's players"
        case .paymentByStranger(let player): "the file has a payment by player #\(player), who is not among the file's players"
        case .hostOfStranger(let guest, let host):
            "the file gives the share of player #\(InputError.echo(guest)) to player #\(host), and one of them is not among the file's players"
        case .guestHostsThemselves(let guest):
            "the file gives the share of player #\(InputError.echo(guest)) to hosts that lead back to them, so nobody would pay it"
        case .invalidPayment(let cents): "the file has a payment of \(Amount.text(cents: cents)), which is not allowed"
        case .notAnExport, .nestedTooDeep, .newerVersion, .problems: text(error)
        }
    }

    static func text(_ problem: ArchiveProblem) -> String {
        switch problem {
        case .aliasIsNameOf(let alias, let player, let other):
            "the alias '\(alias)' of player #\(player) is the name of player #\(other) of the file"
        case .sharedAlias(let alias, let first, let firstName, let second, let secondName):
            "players #\(first) \(firstName.map { "'\($0)'" } ?? "") and #\(second) '\(secondName)' of the file share the alias '\(alias)'"
        case .invalidChances(let id, let teamA, let teamB):
            "gather \(id.uuidString) has the chances \(teamA) and \(teamB), not two from 0 to 1 adding up to 1"
        case .nameIsAliasHere(let player, let name, let owner, let ownerID):
            "player #\(player) '\(name)' of the file is an alias of \(owner) (#\(ownerID)) here"
        }
    }

    private static func gather(_ id: UUID) -> String { "gather \(id.uuidString) of the file" }

    private static func listed(_ problems: [String]) -> String {
        let limit = PlainList.errorLimit
        let named = problems.prefix(limit) + (problems.count > limit ? ["and \(problems.count - limit) more"] : [])
        return named.joined(separator: "; ")
    }
}
