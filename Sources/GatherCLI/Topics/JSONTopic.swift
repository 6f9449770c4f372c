import FootballGatherCore
import Foundation

/// A shape `--json` prints, as `gather help json` documents it. `JSONTopicTests` runs a
/// command of each shape and checks that its keys are the example's keys.
struct JSONShape: Sendable {
    var name: String
    /// Which commands print it, and what its keys mean.
    var text: String
    /// As piped: compact, keys sorted; every key the shape can have.
    var example: String
}

extension JSONShape {
    static let all: [JSONShape] = [
        .init(
            name: "Player",
            text: "players add, edit and show (one), players list (an array), and in every team list and the squad. The API's player: age, skill, preferredPosition and favouriteTeam are absent when empty; id is \"~1\" for a player added without signal. The player commands add aliases (always there); team lists and the squad leave it out, and add onRoster false for a player deleted since.",
            example: documented(player: [:])),
        .init(
            name: "Player shown",
            text: "players show: the player, with record (the keys of a stats row, without id and name), ratingExplained (label null when unset; teamMates and opponents absent before any match), lastMatches and, when the rating suggests another label, suggestedSkill.",
            example: documented(player: [
                "lastMatches": #"[{"goals":1,"id":"9E4BF228-DBD8-42B5-926C-46AF9B0FB561","result":"W","score":"3-2","startedAt":"2026-11-22T19:30:00Z","team":"Team A"}]"#,
                "ratingExplained": #"{"drawn":0,"expectedWins":0.5,"label":"amateur","lost":0,"matches":1,"opponents":1000,"start":1000,"teamMates":1000,"won":1}"#,
                "record": #"{"drawn":0,"form":"W","goalDifference":1,"goals":1,"goalsFor":3,"lost":0,"played":1,"points":3,"ppg":3,"provisional":true,"rating":1061,"ratingMean":0.305,"ratingUncertainty":0.943,"streak":"W1","won":1}"#,
            ])),
        .init(
            name: "Gather",
            text: "history (an array, without the sides), history show and record (one). score (\"3-2\") and winnerTeam (Team A, Team B or None) are absent until it has ended; startedAt (ISO 8601) when unknown. history show adds teamA and teamB when the sides are known (players, for whoever played with no known side), goals when a scorer was given, and the prediction kept at kick-off.",
            example: #"{"goals":[{"isOwnGoal":false,"scorer":1,"side":"teamA"}],"id":"9E4BF228-DBD8-42B5-926C-46AF9B0FB561","prediction":{"teamA":0.51,"teamB":0.49},"score":"3-2","startedAt":"2026-11-22T19:30:00Z","teamA":[{"age":31,"favouriteTeam":"Arsenal","id":1,"name":"Ana","preferredPosition":"striker","skill":"amateur"}],"teamB":[{"id":3,"name":"Cy","skill":"beginner"}],"winnerTeam":"Team A"}"#),
        .init(
            name: "Gather of a player",
            text: "players gathers PLAYER (an array): the gather's keys plus the player's team and result (W, D or L), when known.",
            example: #"[{"id":"9E4BF228-DBD8-42B5-926C-46AF9B0FB561","result":"W","score":"3-2","startedAt":"2026-11-22T19:30:00Z","team":"Team A","winnerTeam":"Team A"}]"#),
        .init(
            name: "Match",
            text: "start, show, goal, score, add, move, swap, end and cancel: the gather's keys plus state (running, ended, cancelled), teamA, teamB and timer (the clock). score is always there (0-0 before any goal), winnerTeam only once ended; goals (side, scorer, isOwnGoal) when a scorer was given; prediction, each side's chance, from the start or kept since kick-off; add adds reason (smaller, lowerChance, even or chosen); end adds charge (cents, players, shareCents, and largerShareCents when the fee does not split evenly) with a pitch fee in force.",
            example: #"{"goals":[{"isOwnGoal":true,"scorer":2,"side":"teamB"}],"id":"9E4BF228-DBD8-42B5-926C-46AF9B0FB561","prediction":{"teamA":0.51,"teamB":0.49},"score":"0-1","startedAt":"2026-11-22T19:30:00Z","state":"running","teamA":[{"age":31,"favouriteTeam":"Arsenal","id":1,"name":"Ana","preferredPosition":"striker","skill":"amateur"}],"teamB":[{"id":3,"name":"Cy","skill":"beginner"}],"timer":{"remainingSeconds":1500,"selectedSeconds":1500,"state":"running","text":"25:00"}}"#),
        .init(
            name: "Proposed match",
            text: "start --dry-run: the sides and their chances, with state proposed and no id, score, start or timer, since nothing was made.",
            example: #"{"prediction":{"teamA":0.51,"teamB":0.49},"state":"proposed","teamA":[{"age":31,"favouriteTeam":"Arsenal","id":1,"name":"Ana","preferredPosition":"striker","skill":"amateur"}],"teamB":[{"id":3,"name":"Cy","skill":"beginner"}]}"#),
        .init(
            name: "Clock",
            text: "every timer command (wait and run once the time is up). state is ready, running, paused, half-time or finished; a match in two halves adds half and halves.",
            example: #"{"remainingSeconds":1500,"selectedSeconds":1500,"state":"ready","text":"25:00"}"#),
        .init(
            name: "Stats row",
            text: "stats (an array, one row per player who has played). ppg is absent before any match with known sides; rating is the shown number, ratingMean and ratingUncertainty the belief behind it in model units; provisional is true before 5 matches with known sides; retired (true) and onRoster (false, deleted since) only when so.",
            example: #"[{"drawn":0,"form":"WWW","goalDifference":7,"goals":0,"goalsFor":9,"id":3,"lost":0,"name":"Cy","played":3,"points":9,"ppg":3,"provisional":true,"rating":1121,"ratingMean":0.605,"ratingUncertainty":0.943,"streak":"W3","won":3}]"#),
        .init(
            name: "Predictions scored",
            text: "stats --predictions. kept, coinFlip and labelsOnly are absent when no match was scored; upsets, at most three, each with the gather's id, startedAt, prediction and score.",
            example: #"{"coinFlip":{"brierScore":0.25,"logLoss":0.6931},"kept":{"brierScore":0.2073,"logLoss":0.6067},"labelsOnly":{"brierScore":0.25,"logLoss":0.6931},"matchesScored":2,"upsets":[]}"#),
        .init(
            name: "Squad",
            text: "squad add, remove, clear and list: limit is null when there is none; maybes ([{id, name}]), notes and guests ([{id, host}]) are there only when the chat said any. squad limit prints limit, with movedUp and movedDown when someone moved.",
            example: #"{"limit":12,"players":[{"age":31,"favouriteTeam":"Arsenal","id":1,"name":"Ana","preferredPosition":"striker","skill":"amateur"}],"reserves":[{"id":13,"name":"Mo","skill":"beginner"}]}"#),
        .init(
            name: "Fee row",
            text: "fees (an array, who owes most first) and fees paid (the player's row after the payment). Amounts in cents; balanceCents is charged minus paid, negative when paid ahead.",
            example: #"[{"balanceCents":1500,"chargedCents":1500,"id":2,"matches":1,"name":"Bo","paidCents":0}]"#),
        .init(
            name: "Fee statement",
            text: "fees show PLAYER: date and note are null when unknown; id is the short id 'fees undo ID' takes (a charge's is its gather's).",
            example: #"{"balanceCents":-285,"charges":[{"cents":858,"date":"2026-11-19T19:30:00Z","gatherID":"9E4BF228-DBD8-42B5-926C-46AF9B0FB561","id":"9E4BF228"}],"payments":[{"cents":2000,"date":"2026-11-26T12:33:00Z","id":"175ac2","note":"bank transfer"}]}"#),
        .init(name: "Pitch fee", text: "fees set.", example: #"{"pitchFeeCents":6000}"#),
        .init(name: "Deleted players", text: "players delete: the ids deleted.", example: #"{"deleted":[3]}"#),
        .init(name: "Deleted gathers", text: "history delete: the gather ids deleted.", example: #"{"deleted":["9E4BF228-DBD8-42B5-926C-46AF9B0FB561"]}"#),
        .init(name: "Setting", text: "config get, set and unset: value is absent when unset.", example: #"{"key":"username","value":"ana"}"#),
        .init(
            name: "Account", text: "register, login and logout: who is logged in where afterwards (username absent after logout); never a token.",
            example: #"{"loggedIn":true,"server":"http://127.0.0.1:8080","username":"ana"}"#),
        .init(
            name: "Status",
            text: "status. token is accepted, refused, none or unchecked; server and reachable are absent offline, dataDirectory present only offline, user only when a token is saved; pending counts the changes waiting, held (absent when none) those of them held for you; otherAccounts (absent when none) lists those kept for other accounts of the server, each with user and pending.",
            example: #"{"backend":"offline","dataDirectory":"/home/ana/.local/share/gather","pending":0,"token":"none"}"#),
        .init(
            name: "Export",
            text: "export FILE: what was written where. export - prints the archive itself, the file import reads.",
            example: #"{"file":"backup.json","gathers":1,"players":2}"#),
        .init(
            name: "Import",
            text: "import. skippedPlayers were matched by name; changedPlayerIDs maps a file id (as text) to the id here, changedGatherIDs a file gather id to the one here; leftActive names players retired in the file but left active here; retired, leftSquad and joinedSquad what the import changed.",
            example: #"{"addedGathers":1,"addedPlayers":["Ana"],"aliasesLeftOut":[],"changedGatherIDs":{},"changedPlayerIDs":{"4":2},"joinedSquad":["Ana"],"leftActive":[],"leftSquad":[],"retired":[],"skippedGathers":0,"skippedPlayers":["Bo"]}"#),
        .init(
            name: "Sync",
            text: "sync: what was sent and what is held (each with why), created maps a local gather id to the server's, players a temporary player id to the server's. sync --dry-run prints the list of what waits.",
            example: #"{"created":{},"held":[],"players":{},"sent":[]}"#),
        .init(name: "Completion", text: "completion SHELL: the script as a string.", example: #"{"script":"…","shell":"bash"}"#),
    ]
}

extension JSONShape {
    /// The player as `--json` prints them, generated from the model's own coding (so a new
    /// field shows here without a word written), with the keys of `extra` (JSON text) added.
    static func documented(player extra: [String: String]) -> String {
        var json = PlayerJSON.withAliases(Player(id: 1, draft: .example))
        json.aliases = ["Annie"]
        let encoder = JSONCoding.encoder(pretty: false)
        let decoder = JSONCoding.decoder()
        guard let data = try? encoder.encode(json), var object = try? decoder.decode([String: ExampleValue].self, from: data) else { return "{}" }
        for (key, text) in extra { object[key] = try? decoder.decode(ExampleValue.self, from: Data(text.utf8)) }
        guard let merged = try? encoder.encode(object) else { return "{}" }
        return String(decoding: merged, as: UTF8.self)
    }
}

/// Any JSON value, read and written again as it was: the pieces of a documented example.
private enum ExampleValue: Codable {
    case text(String), number(Double), flag(Bool), list([ExampleValue]), object([String: ExampleValue])

    init(from decoder: any Decoder) throws {
        let single = try decoder.singleValueContainer()
        if let value = try? single.decode(Bool.self) { self = .flag(value) }
        else if let value = try? single.decode(Double.self) { self = .number(value) }
        else if let value = try? single.decode(String.self) { self = .text(value) }
        else if let value = try? single.decode([ExampleValue].self) { self = .list(value) }
        else { self = .object(try single.decode([String: ExampleValue].self)) }
    }

    func encode(to encoder: any Encoder) throws {
        var single = encoder.singleValueContainer()
        switch self {
        case .text(let value): try single.encode(value)
        case .number(let value) where value == value.rounded() && abs(value) < 1e15: try single.encode(Int(value))
        case .number(let value): try single.encode(value)
        case .flag(let value): try single.encode(value)
        case .list(let value): try single.encode(value)
        case .object(let value): try single.encode(value)
        }
    }
}

enum JSONTopic {
    static let topic = Topic(
        name: "json", abstract: "Every shape --json prints.", title: "JSON OUTPUT",
        blocks: TopicText.blocks(#"""
            Every command takes --json and then prints exactly one JSON value on stdout, an
            object or, for lists, an array: compact with sorted keys when piped, indented on a
            terminal. Errors still go to stderr, with nothing on stdout. Keys are the API's
            camelCase, and one kind of thing has one shape in every command. A key with no
            value is left out, never null, except where a shape says so. A change prints the
            changed object. The examples are as piped; messages such as who was new on the
            roster still go to stderr beside the JSON.
            """#)
            + JSONShape.all.flatMap { shape -> [ManualSection.Block] in
                [.heading(shape.name), .paragraph(shape.text), .verbatim([shape.example])]
            })
}
