/// Renders rows as aligned columns under a header. Never truncates: piped output
/// must keep every character for scripts.
struct Table {
    var headers: [String]
    var rows: [[String]]

    func render() -> String {
        let widths = headers.indices.map { column in
            ([headers[column]] + rows.map { $0.indices.contains(column) ? $0[column] : "" })
                .map(\.count).max() ?? 0
        }
        return ([headers] + rows).map { line(for: $0, widths: widths) }.joined()
    }

    private func line(for cells: [String], widths: [Int]) -> String {
        let padded = widths.indices.map { column -> String in
            let cell = cells.indices.contains(column) ? cells[column] : ""
            let isLast = column == widths.count - 1
            return isLast ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
        }
        return padded.joined(separator: "  ") + "\n"
    }
}
