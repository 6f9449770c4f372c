/// What a shell offers for a partly typed player name (`zoe` → Zoë, `kw` → Kwame, `isi` → Işık).
public enum NameCompletion {
    /// The names and aliases of `players` that `typed` begins, names first, each once.
    public static func candidates(for typed: String, among players: [Player]) -> [String] {
        let wanted = NameKey(typed).folded
        var offered = Set<String>()
        let names = players.map(\.name) + players.flatMap(\.aliases)
        return names.filter { name in
            NameKey(name).folded.hasPrefix(wanted) && offered.insert(name).inserted
        }
    }
}
