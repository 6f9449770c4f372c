import Testing
@testable import GatherCLI

@Suite struct ParsingTextLayoutTests {
    @Test func wrap_breaksBetweenWords() {
        #expect(TextLayout.wrap("one two three four", width: 9) == ["one two", "three", "four"])
    }

    @Test func wrap_keepsAnOverlongWordWhole() {
        #expect(TextLayout.wrap("a supercalifragilistic b", width: 5) == ["a", "supercalifragilistic", "b"])
    }

    @Test func wrap_ofEmptyText_isOneEmptyLine() {
        #expect(TextLayout.wrap("", width: 10) == [""])
    }

    @Test func row_alignsTheText_andHangsContinuationLines() {
        let text = String(repeating: "x ", count: 40)
        let lines = TextLayout.row(label: "--a", text: text, labelWidth: 6)
        #expect(lines.first?.hasPrefix("  --a     x x") == true)
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix(String(repeating: " ", count: 10) + "x") })
        #expect(lines.allSatisfy { $0.count <= TextLayout.width })
    }

    @Test func row_withEmptyText_hasNoTrailingSpaces() {
        #expect(TextLayout.row(label: "<A>", text: "", labelWidth: 10) == ["  <A>"])
    }
}
