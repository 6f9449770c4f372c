/// A list of players typed or pasted from a chat: ids or names, one per line or comma-separated, each found
/// exact first; every reference is checked before any is refused, so one error names them all.
public enum PastedPlayers {
    /// The references in `text` (`ChatLine.listName`: reactions left for the lookup), each once, in order.
    public static func references(in text: String) -> [String] { once(references(of: "-", stdin: text)) }

    /// The names a pasted list gives to add as players, as `squad add -` reads them: comma-separated, without
    /// numbering, bullets, reactions, notes (`(late)`), guests (`+1`) or a maybe.
    public static func newNames(in stdin: String) -> [String] {
        ChatLine.listLines(in: stdin)
            .flatMap { $0.split(separator: ",") }
            .map { ChatEntry.parse(ChatLine.name(in: $0)).name.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }

    /// The entries of a pasted list whose note, guests or maybe a roster does not keep,
    /// as written (`Bo (late)`, `Cy +1`, `Dee?`): what `newNames(in:)` took off.
    public static func marksLeftOut(in stdin: String) -> [String] {
        ChatLine.listLines(in: stdin)
            .flatMap { $0.split(separator: ",") }
            .map { ChatLine.listName(in: $0) }
            .filter { ChatEntry.parse($0).hasMarks }
    }

    /// The references as typed: ids or names, comma-separated or one per line, each trimmed and kept whole
    /// (tried exactly first), each once; a `-` stands for the pasted `stdin`.
    public static func references(typed arguments: [String], stdin: String = "") -> [String] {
        once(arguments.flatMap { references(of: $0, stdin: stdin) })
    }

    /// One argument's references, blank ones kept: a `-` is the pasted list (`ChatLine.listName` of each).
    private static func references(of argument: String, stdin: String) -> [String] {
        guard argument == "-" else {
            return argument.split(whereSeparator: { $0 == "," || $0.isNewline }).map { String(ChatLine.trimmed($0)) }
        }
        return ChatLine.sections(in: stdin).lines.flatMap { $0.split(separator: ",") }.map { ChatLine.listName(in: $0) }
    }

    private static func once(_ references: [String]) -> [String] {
        var seen = Set<NameKey>()
        return references.filter { !$0.isEmpty && seen.insert(NameKey($0)).inserted }
    }

    /// The references given more than once, as first given: a warning, never a refusal. Compared by the name
    /// without the marks a chat adds (`Bo`, `bo 👍`, `Bo?` and `Bo (late)` are one), but a line bringing guests
    /// (`Bo +1`) is another entry, and a leading emoji is part of a name (`⚽ Zé` is not `Zé`).
    public static func repeated(typed arguments: [String], stdin: String = "") -> [String] {
        var counts: [NameKey: (text: String, count: Int)] = [:], order: [NameKey] = []
        for reference in arguments.flatMap({ references(of: $0, stdin: stdin) }) where !reference.isEmpty {
            let entry = ChatEntry.parse(reference)
            let key = NameKey((entry.name.isEmpty ? reference : entry.name) + (entry.guests > 0 ? " +" : ""))
            if counts[key] == nil { order.append(key) }
            counts[key, default: (reference, 0)].count += 1
        }
        return order.compactMap { key in counts[key].flatMap { $0.count > 1 ? $0.text : nil } }
    }

    /// The names `--new` adds for references that pick nobody: cleaned, once each; emoji alone is no name.
    static func newcomerNames(
        _ references: [String], in directory: PlayerDirectory, corrections: NameCorrections = NameCorrections()
    ) -> [String] {
        var seen = Set<NameKey>()
        return references.filter { !PlayerDirectory.holdsNoName($0) && directory.picksNobody($0, corrections: corrections) }
            .map(PlayerDirectory.shown)
            .filter { seen.insert(NameKey($0)).inserted }
    }

    /// The players `references` name, each once; all unknown ones in one error (the first with their closest
    /// name), else every ambiguous one. `suggestingFrom`: who a did-you-mean may name (nil: the roster).
    static func resolve(
        _ references: [String], in roster: [Player], suggestingFrom candidates: [Player]? = nil, names: NameDialogue = NameDialogue()
    ) throws(InputError) -> [Player] {
        let directory = PlayerDirectory(roster)
        return try names.resolving { () throws(InputError) in
            try resolve(references, in: directory, suggestingFrom: candidates ?? roster, names: names)
        }
    }

    private static func resolve(
        _ references: [String], in directory: PlayerDirectory, suggestingFrom candidates: [Player], names: NameDialogue
    ) throws(InputError) -> [Player] {
        let (players, unknown, ambiguous) = lookUp(references, in: directory, names: names)
        if !unknown.isEmpty { throw .unknownPlayers(PlayerResolver.unknown(unknown, among: candidates)) }
        if !ambiguous.isEmpty { throw .ambiguousPlayers(ambiguous) }
        return players
    }

    /// Every reference looked up, nothing refused: the players found (once each), unknown and ambiguous.
    static func lookUp(
        _ references: [String], in directory: PlayerDirectory, names: NameDialogue
    ) -> (players: [Player], unknown: [String], ambiguous: [AmbiguousPlayer]) {
        var players: [Player] = []
        var seen = Set<Int>()
        var unknown: [String] = []
        var ambiguous: [AmbiguousPlayer] = []
        for reference in references {
            do {
                guard let player = try PlayerResolver.resolveIfKnown(reference, in: directory, names: names) else {
                    if !PlayerDirectory.holdsNoName(reference) { unknown.append(PlayerDirectory.shown(reference)) }
                    continue
                }
                if seen.insert(player.id).inserted { players.append(player) }
            } catch {
                if case .ambiguousPlayer(let reference, let candidates) = error {
                    ambiguous.append(AmbiguousPlayer(reference: reference, candidates: candidates))
                }
            }
        }
        return (players, unknown, ambiguous)
    }

    public static func players(in text: String, roster: [Player], names: NameDialogue = NameDialogue()) throws(InputError) -> [Player] {
        try resolve(references(in: text), in: roster, names: names)
    }
}

public struct UnknownPlayer: Sendable, Equatable {
    public var reference: String
    public var suggestion: DidYouMean?

    public init(reference: String, suggestion: DidYouMean? = nil) {
        self.reference = reference
        self.suggestion = suggestion
    }
}

/// A name several players share, with those players (`Ana #1`).
public struct AmbiguousPlayer: Sendable, Equatable {
    public var reference: String
    public var candidates: [String]
}
