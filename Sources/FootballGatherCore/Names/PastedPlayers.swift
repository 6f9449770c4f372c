/// A list of players as typed or pasted from a group chat: ids or names, one per line or
/// comma-separated (mixed allowed), blank entries and empty numbered slots ignored. Each
/// is found exact first (`PlayerDirectory.find`): as given, then without a chat's numbering
/// and bullets, and only then cleaned as `ChatLine` cleans a chat's line (reactions, emoji);
/// a line of emoji alone that names nobody is not a name.
/// Every reference is checked before any is refused, so one error names them all.
public enum PastedPlayers {
    /// The references in `text`, without numbering and bullets (`ChatLine.listName`;
    /// reactions and emoji are left for the lookup), each once (compared by their
    /// `NameKey`), in the order given.
    public static func references(in text: String) -> [String] {
        var seen = Set<NameKey>()
        return ChatLine.sections(in: text).lines.flatMap { $0.split(separator: ",") }
            .map { ChatLine.listName(in: $0) }
            .filter { !$0.isEmpty && seen.insert(NameKey($0)).inserted }
    }

    /// The names a pasted list gives to add as players: each line's names (commas separate
    /// them), without numbering, bullets, reactions, notes (`(late)`), guests (`+1`) or a
    /// maybe, as `squad add -` reads them.
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

    /// The references in arguments as typed: ids or names, comma-separated or one per line,
    /// each trimmed and kept whole (tried exactly before anything else), each once, in the
    /// order given; a `-` among `arguments` stands for the pasted `stdin`.
    public static func references(typed arguments: [String], stdin: String = "") -> [String] {
        var seen = Set<NameKey>()
        return arguments.flatMap { argument -> [String] in
            if argument == "-" { return references(in: stdin) }
            return argument.split(whereSeparator: { $0 == "," || $0.isNewline }).map { String(ChatLine.trimmed($0)) }
        }
        .filter { !$0.isEmpty && seen.insert(NameKey($0)).inserted }
    }

    /// The references `references(typed:stdin:)` takes once though given more than once
    /// (compared by their `NameKey`), each once, as first given: a warning, never a refusal.
    public static func repeated(typed arguments: [String], stdin: String = "") -> [String] {
        var counts: [NameKey: (text: String, count: Int)] = [:], order: [NameKey] = []
        for argument in arguments {
            let references = argument == "-"
                ? ChatLine.sections(in: stdin).lines.flatMap { $0.split(separator: ",") }.map { ChatLine.listName(in: $0) }
                : argument.split(whereSeparator: { $0 == "," || $0.isNewline }).map { String(ChatLine.trimmed($0)) }
            for reference in references where !reference.isEmpty {
                let key = NameKey(reference)
                if counts[key] == nil { order.append(key) }
                counts[key, default: (reference, 0)].count += 1
            }
        }
        return order.compactMap { key in counts[key].flatMap { $0.count > 1 ? $0.text : nil } }
    }

    /// The names `--new` adds for the references that pick nobody: each without numbering,
    /// bullets and reactions, once; a line of emoji alone is no name.
    static func newcomerNames(
        _ references: [String], in directory: PlayerDirectory, corrections: NameCorrections = NameCorrections()
    ) -> [String] {
        var seen = Set<NameKey>()
        return references.filter { !PlayerDirectory.holdsNoName($0) && directory.picksNobody($0, corrections: corrections) }
            .map(PlayerDirectory.shown)
            .filter { seen.insert(NameKey($0)).inserted }
    }

    /// The players `references` name, each once (`Ana` and `1` may be the same player),
    /// with the rules of `PlayerResolver`. Every unknown reference is listed in one error,
    /// the first ones (as many as an error shows) each with the roster name it is closest
    /// to; otherwise every ambiguous one. Their suggestions are offered through `names`.
    /// `suggestingFrom`: the players a did-you-mean may name (say, only those not playing
    /// yet, for a late arrival); the whole roster when nil.
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

    /// Every reference looked up, nothing refused: the players found (each once), the
    /// references that matched nobody, and the ambiguous ones.
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

    /// The players named in `text`.
    public static func players(in text: String, roster: [Player], names: NameDialogue = NameDialogue()) throws(InputError) -> [Player] {
        try resolve(references(in: text), in: roster, names: names)
    }
}

/// A reference no player matches, and the roster name it is closest to.
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
