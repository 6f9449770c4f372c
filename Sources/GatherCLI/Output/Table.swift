/// Aligned columns under a header, widths in terminal columns (`DisplayWidth`), cells via `TerminalText`.
/// With a maximum width (a terminal), the widest free-text columns are shortened with `…` until every line
/// fits (then the others; headers never); piped, nothing is cut, so scripts get every character.
struct Table {
    var headers: [String]
    var rows: [[String]]
    var maximumWidth: Int?
    /// The columns of free text (names), shortened first; nil: all of them.
    var textColumns: Set<Int>?

    var gap = 2
    /// A column is never shortened below its header nor below this many columns.
    static let narrowest = 4

    func render() -> String {
        let lines = ([headers] + rows).map { cells in
            headers.indices.map { cells.indices.contains($0) ? TerminalText.escaped(cells[$0]) : "" }
        }
        let natural = headers.indices.map { column in lines.map { DisplayWidth.of($0[column]) }.max() ?? 0 }
        let widths = maximumWidth.map { fitted(natural, into: $0) } ?? natural
        return lines.map { line(for: $0, widths: widths) }.joined()
    }

    func fitted(_ natural: [Int], into maximum: Int) -> [Int] {
        var widths = natural
        let floors = headers.map { max(DisplayWidth.of($0), Self.narrowest) }
        var excess = widths.reduce(0, +) + gap * max(widths.count - 1, 0) - maximum
        for allowed in [textColumns ?? Set(widths.indices), Set(widths.indices)] {
            Self.shrink(&widths, floors: floors, allowed: allowed, excess: &excess)
        }
        return widths
    }

    private static func shrink(_ widths: inout [Int], floors: [Int], allowed: Set<Int>, excess: inout Int) {
        while excess > 0 {
            let shrinkable = widths.indices.filter { allowed.contains($0) && widths[$0] > floors[$0] }
            guard let widest = shrinkable.map({ widths[$0] }).max() else { return }
            let top = shrinkable.filter { widths[$0] == widest }
            let nextLevel = max(
                shrinkable.map { widths[$0] }.filter { $0 < widest }.max() ?? 0,
                top.map { floors[$0] }.max() ?? 0)
            let step = max(1, min(widest - nextLevel, (excess + top.count - 1) / top.count))
            for column in top where excess > 0 {
                let narrower = max(floors[column], widths[column] - min(step, excess))
                excess -= widths[column] - narrower
                widths[column] = narrower
            }
        }
    }

    private func line(for cells: [String], widths: [Int]) -> String {
        let padded = widths.indices.map { column -> String in
            let cell = Self.cut(cells[column], to: widths[column])
            guard column < widths.count - 1 else { return cell }
            return cell + String(repeating: " ", count: max(0, widths[column] - DisplayWidth.of(cell)))
        }
        return padded.joined(separator: String(repeating: " ", count: gap)) + "\n"
    }

    static func cut(_ text: String, to width: Int) -> String {
        guard DisplayWidth.of(text) > width else { return text }
        var kept = ""
        var used = 0
        for character in text {
            let next = DisplayWidth.of(character)
            guard used + next <= width - 1 else { break }
            kept.append(character)
            used += next
        }
        return kept + "…"
    }
}
