import FootballGatherCore

enum InputErrorWording {
    /// A player's field in words, from its key: `favouriteTeam` is "a favourite team".
    static func fieldWords(_ key: String) -> String {
        "a " + key.reduce(into: "") { words, character in
            words += character.isUppercase ? " " + character.lowercased() : String(character)
        }
    }

    static func text(_ error: InputError) -> String {
        switch error {
        case .blankName, .nameTooLong, .controlCharacterInName, .unaddressableName:
            nameRule(error, of: "a player's name")
        case .duplicateName(let name, let id, _):
            "player \(PlayerID.tag(id)) is already called '\(name)', so the name would no longer pick one player"
        case .textTooLong(let field, let limit):
            "\(fieldWords(field)) can have at most \(limit) characters"
        case .controlCharacterInText(let field):
            "\(fieldWords(field)) cannot contain control characters such as newlines or escapes, nor invisible ones such as a zero-width space"
        case .ageOutOfRange(let age):
            "age \(age) is not allowed: give a whole number from 1 to 99"
        case .unknownSkill(let text):
            "unknown skill '\(text)': use one of \(Skill.allCases.map(\.rawValue).joined(separator: ", "))"
        case .unknownPosition(let text):
            "unknown position '\(text)': use one of \(Position.allCases.map(\.rawValue).joined(separator: ", "))"
        case .wouldEraseUnreadable(let player, let field, let raw):
            "\(player) has a \(field) gather does not know ('\(raw)'), which an edit would erase"
        case .unknownPlayer(let reference, let suggestion), .unknownExactPlayer(let reference, let suggestion):
            unknown([UnknownPlayer(reference: reference, suggestion: suggestion)])
        case .ambiguousPlayer(let reference, let candidates):
            ambiguous(reference, candidates) + ": use the id"
        case .notExactPlayer(let reference, let meant):
            "'\(InputError.echo(reference))' is not a player's whole name (it would mean \(meant)): give the id or the whole name, as this cannot be undone"
        case .unknownPlayers(let unknown):
            self.unknown(unknown)
        case .listProblems(let unknown, let ambiguous, let retired):
            "the list was not taken, nothing changed: "
                + ([unknown.isEmpty ? nil : self.unknown(unknown) + ": check the spelling or add --new",
                    ambiguous.isEmpty ? nil : PlainList.joined(ambiguous.map { self.ambiguous($0.reference, $0.candidates) }, atMost: PlainList.errorLimit)
                        + ": use an alias, the whole name or the id",
                    retired.isEmpty ? nil : "\(PlainList.joined(retired)) \(retired.count == 1 ? "is" : "are") retired: "
                        + "bring them back with 'gather players unretire NAME' first, or leave them out"] as [String?])
                .compactMap { $0 }.joined(separator: "; ")
        case .nearMissNewcomers(let names):
            PlainList.joined(names.map { "'\(InputError.echo($0.reference))'" + ($0.suggestion.map { " is close to \($0)" } ?? "") }, atMost: PlainList.errorLimit)
                + (names.count == 1 ? ", so it was not added as a new player" : ", so they were not added as new players")
        case .ambiguousPlayers(let players):
            PlainList.joined(players.map { ambiguous($0.reference, $0.candidates) }, atMost: PlainList.errorLimit)
                + (players.count == 1 ? ": use the id" : ": use their ids")
        case .noPlayersNamed:
            "the list of players names nobody"
        case .notInSquad(let names):
            "\(PlainList.joined(names)) \(names.count == 1 ? "is" : "are") not in the squad"
        case .retired(let names):
            "\(PlainList.joined(names)) \(names.count == 1 ? "is" : "are") retired"
        case .givenTwice(let name):
            "'\(name)' is given twice, and each new player needs a distinct name: nobody was added"
        case .cannotAdd(let name, let reason):
            "cannot add '\(name)': \(text(reason)); nobody was added"
        case .cannotAddSeveral(let refused):
            "cannot add \(refused.count) of the names: "
                + PlainList.joined(refused.map { "'\($0.name)' (\(text($0.reason)))" }, atMost: PlainList.errorLimit) + "; nobody was added"
        case .noNamesToAdd:
            "no names to add: give at least one name"
        case .aliasesForSeveralPlayers:
            "an alias names one player: add the players one by one to give aliases"
        case .playerNotAdded:
            "the player was not added"
        case .invalidAlias(let reason):
            nameRule(reason, of: "an alias")
        case .aliasIsNameOf(let alias, let player, let id):
            "'\(alias)' is already the name of \(player) (\(PlayerID.tag(id))): an alias must pick one player by itself"
        case .aliasTaken(let alias, let player, let id):
            "'\(alias)' is already an alias of \(player) (\(PlayerID.tag(id))): an alias must pick one player"
        case .nameIsAliasOf(let name, let player, let id):
            "'\(name)' is already an alias of \(player) (\(PlayerID.tag(id))): choose another name, or remove the alias first"
        case .aliasIsOwnName(let alias, let name):
            "'\(alias)' is \(name)'s own name: an alias is another name they answer to"
        case .aliasGivenTwice(let alias):
            "the alias '\(alias)' is given twice"
        case .noSuchAlias(let alias, let player, let aliases):
            "\(player) has no alias '\(alias)'" + (aliases.isEmpty ? "" : " (their aliases: \(aliases.joined(separator: ", ")))")
        case .notTwoSides:
            "the teams need two sides separated by '/'"
        case .sideWithoutPlayers(let team):
            "\(team.rawValue) has no players"
        case .emptyEntryInSide(let team):
            "\(team.rawValue) has an empty entry: remove the extra comma"
        case .pickedTwice(let name, let id):
            "\(name) (\(PlayerID.tag(id))) is picked twice: a player can only play once"
        case .tooFewPlayersForTeams:
            "at least two players are needed to make two teams"
        case .emptySquad:
            "the squad is empty"
        case .squadOfMaybes(let count):
            "no player of the squad is sure yet (\(PlainList.counted(count, "maybe")))"
        }
    }

    /// A name's rule, about `subject` (a player's name, an alias); any other error as it is.
    private static func nameRule(_ error: InputError, of subject: String) -> String {
        switch error {
        case .blankName:
            "\(subject) cannot be blank"
        case .nameTooLong(let limit):
            "\(subject) can have at most \(limit) characters"
        case .controlCharacterInName:
            "\(subject) cannot contain control characters such as newlines or escapes, nor invisible ones such as a zero-width space"
        case .unaddressableName(let name, let reason):
            "'\(name)' cannot be \(subject), as it could never be used to pick the player: \(text(reason))"
        default:
            text(error)
        }
    }

    static func text(_ reason: UnaddressableReason) -> String {
        switch reason {
        case .number: "a number is read as a player id"
        case .hashNumber: "'#' followed by a number is read as a player id"
        case .tildeNumber: "'~' followed by a number is read as the id of a player added without signal"
        case .hashWord: "a word that starts with '#' is a comment to a shell, so the name would be lost when typed"
        case .listSeparator: "',' and '/' separate the players of a list"
        }
    }

    private static func ambiguous(_ reference: String, _ candidates: [String]) -> String {
        "'\(InputError.echo(reference))' matches several players (\(PlainList.commaSeparated(candidates, atMost: PlainList.errorLimit)))"
    }

    /// `no player matches 'Anna' (did you mean 'Ana'?)`, or `no player matches these 2 names: …`.
    private static func unknown(_ unknown: [UnknownPlayer]) -> String {
        let names = unknown.map { name in "'\(InputError.echo(name.reference))'" + (name.suggestion.map { " (did you mean \($0)?)" } ?? "") }
        guard names.count > 1 else { return "no player matches \(names.first ?? "''")" }
        return "no player matches these \(names.count) names: \(PlainList.joined(names, atMost: PlainList.errorLimit))"
    }
}
