/// Picks the "did you mean" candidate for a mistyped command, option or player name.
public enum Suggestion {
    /// The closest candidate within two edits (a swap is one), else the first the typed text prefixes; nil if
    /// none. Among equals the nearest in length (`--scorre` is `--scorer`, not `--score`), then the first.
    public static func closest(to typed: String, among candidates: [String]) -> String? {
        let typedLowercased = typed.lowercased()
        let typedLength = typedLowercased.count
        var best: (candidate: String, score: Int, lengthGap: Int)?
        // The distance is at least the difference in length: a long paste is no typo of a name.
        for candidate in candidates where typedLength <= candidate.count + maximumDistance {
            guard let score = score(typedLowercased, candidate.lowercased()) else { continue }
            let lengthGap = abs(candidate.count - typedLength)
            if (score, lengthGap) < (best?.score ?? Int.max, best?.lengthGap ?? Int.max) {
                best = (candidate, score, lengthGap)
            }
        }
        return best?.candidate
    }

    private static let maximumDistance = 2

    private static func score(_ typed: String, _ candidate: String) -> Int? {
        let distance = editDistance(typed, candidate)
        // A distance as long as the word itself would "correct" any short word.
        if distance <= maximumDistance && distance < typed.count {
            return distance
        }
        if typed.count >= 2 && candidate.hasPrefix(typed) {
            return maximumDistance + 1
        }
        return nil
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps cost one.
    static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs), b = Array(rhs)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var distance = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    distance = min(distance, table[i - 2][j - 2] + 1)
                }
                table[i][j] = distance
            }
        }
        return table[a.count][b.count]
    }
}
