enum TextLayout {
    /// Help is laid out for this width whatever the terminal, so it is stable to test.
    static let width = 80
    static let indent = "  "
    static let columnGap = "  "
    /// Labels wider than this get the help text on the next line instead.
    static let maximumLabelWidth = 28

    /// Greedy word wrap; a word longer than `width` keeps a line of its own.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if current.isEmpty {
                current = String(word)
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty || lines.isEmpty {
            lines.append(current)
        }
        return lines
    }

    static func paragraph(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .flatMap { wrap(String($0), width: width) }
            .joined(separator: "\n")
    }

    static func labelWidth(for labels: [String]) -> Int {
        labels.map(\.count).filter { $0 <= maximumLabelWidth }.max() ?? maximumLabelWidth
    }

    /// `  label   text that wraps under itself`.
    static func row(label: String, text: String, labelWidth: Int) -> [String] {
        let textColumn = indent.count + labelWidth + columnGap.count
        let hangingIndent = String(repeating: " ", count: textColumn)
        let textLines = wrap(text, width: max(width - textColumn, 20))
        let lines: [String]
        if label.count > labelWidth {
            lines = [indent + label] + textLines.map { hangingIndent + $0 }
        } else {
            let padding = String(repeating: " ", count: labelWidth - label.count)
            lines = [indent + label + padding + columnGap + (textLines.first ?? "")]
                + textLines.dropFirst().map { hangingIndent + $0 }
        }
        return lines.map { $0.replacing(/\ +\z/, with: "") }
    }
}
