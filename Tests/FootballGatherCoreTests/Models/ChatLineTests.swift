import FootballGatherCore
import Testing

/// Lines of a list pasted from a group chat, reduced to the names they hold.
@Suite struct ChatLineTests {
    @Test(arguments: [
        ("\u{FEFF}Ana", "Ana"), ("1. Jose", "Jose"), ("2) Zoë Clarke", "Zoë Clarke"), ("#3 Kwame", "Kwame"),
        ("- Ana", "Ana"), ("* Bo", "Bo"), ("• Cy", "Cy"), ("– Dee", "Dee"), ("· Eve", "Eve"), ("@Fay", "Fay"),
        ("Ana 👍", "Ana"), ("Bo ✅", "Bo"), ("Cy (+1)", "Cy"), ("Dee +1", "Dee"), ("Eve 👍🏽", "Eve"),
        ("  10. @Dave S 👍 (+1) ", "Dave S"), ("12", "12"), ("#12", "#12"), ("Bo Lee", "Bo Lee"), ("Mo-Salah", "Mo-Salah"),
    ])
    func aChatLine_keepsOnlyTheName(_ line: String, _ name: String) {
        #expect(ChatLine.name(in: line) == name)
    }

    @Test(arguments: ["", "   ", "👍", "✅ 👍", "(+1)", "\u{FEFF}"])
    func blankOrEmojiOnly_holdsNoName(_ line: String) {
        #expect(ChatLine.name(in: line).isEmpty)
    }

    @Test func aPastedList_withCRLF_numbering_bullets_andEmoji_givesTheNames() {
        let pasted = "\u{FEFF}1. Ana 👍\r\n2. Bo ✅\r\n\r\n- Cy (+1)\r\n👍\r\n@Dee\r\n"
        #expect(PastedPlayers.references(in: pasted) == ["Ana", "Bo", "Cy", "Dee"])
    }
}
