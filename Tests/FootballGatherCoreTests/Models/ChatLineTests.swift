@testable import FootballGatherCore
import Testing

/// Lines of a list pasted from a group chat, reduced to the names they hold.
@Suite struct ChatLineTests {
    @Test(arguments: [
        ("\u{FEFF}Ana", "Ana"), ("1. Jose", "Jose"), ("2) Zoë Clarke", "Zoë Clarke"), ("#3 Kwame", "Kwame"),
        ("- Ana", "Ana"), ("* Bo", "Bo"), ("• Cy", "Cy"), ("– Dee", "Dee"), ("· Eve", "Eve"), ("@Fay", "Fay"),
        ("Ana 👍", "Ana"), ("Bo ✅", "Bo"), ("Cy (+1)", "Cy"), ("Dee +1", "Dee"), ("Eve 👍🏽", "Eve"),
        ("  10. @Dave S 👍 (+1) ", "Dave S"), ("12", "12"), ("#12", "#12"), ("Bo Lee", "Bo Lee"), ("Mo-Salah", "Mo-Salah"),
        ("1.Rui", "Rui"), ("*Ned*", "Ned"), ("**Ned**", "Ned"), ("_Ned_", "Ned"), ("~Ned~", "Ned"), ("*Ned* 👍", "Ned"),
        ("3. *Ned*", "Ned"), ("1.5", "1.5"),
        ("1️⃣ Ana", "Ana"), ("🔟 Bo", "Bo"), ("◦ Cy", "Cy"), ("▪️ Dee", "Dee"), ("‣ Eve", "Eve"), ("(+1) Fay", "Fay"),
        ("✅ Gil", "Gil"), ("2. ✅ Hal", "Hal"), ("+1 Ivy", "Ivy"),
    ])
    func aChatLine_keepsOnlyTheName(_ line: String, _ name: String) {
        #expect(ChatLine.name(in: line) == name)
    }

    @Test(arguments: ["", "   ", "👍", "✅ 👍", "(+1)", "\u{FEFF}", "3.", "4)", " 5. ", "6. 👍", "1️⃣", "+1"])
    func blankOrEmojiOnly_holdsNoName(_ line: String) {
        #expect(ChatLine.name(in: line).isEmpty)
    }

    @Test func aPastedList_withCRLF_numbering_bullets_andEmoji_givesTheNames() {
        let pasted = "\u{FEFF}1. Ana 👍\r\n2. Bo ✅\r\n\r\n- Cy (+1)\r\n👍\r\n@Dee\r\n"
        // Reactions and emoji stay for the lookup, which tries the name with them first.
        #expect(PastedPlayers.references(in: pasted) == ["Ana 👍", "Bo ✅", "Cy (+1)", "👍", "Dee"])
        #expect(PastedPlayers.references(in: pasted).map { ChatLine.name(in: $0) } == ["Ana", "Bo", "Cy", "", "Dee"])
    }

    @Test func aNameGivenTwice_withOrWithoutAccents_isTakenOnce() {
        #expect(PastedPlayers.references(in: "René\nRene\nRENÉ\nBo") == ["René", "Bo"])
    }

    @Test func namesAboveASectionTitle_stayNames_andTheTitleIsAHeading() {
        let sections = ChatLine.sections(in: "Ana\nBo\n\nReserves:\n1. Dee\n2. Eve\nLate:\n3. Fay\n")
        #expect(sections.lines.map { ChatLine.name(in: $0) }.filter { !$0.isEmpty } == ["Ana", "Bo", "Dee", "Eve", "Fay"])
        #expect(sections.headings == ["Reserves:", "Late:"])
    }

    @Test func aHeadingAboveAKeycapList_isAHeading() {
        let sections = ChatLine.sections(in: "Football Thu 19:00 ⚽\n1️⃣ Ana\n2️⃣Bo\n3️⃣\n")
        #expect(sections.lines.map { ChatLine.name(in: $0) }.filter { !$0.isEmpty } == ["Ana", "Bo"])
        #expect(sections.headings == ["Football Thu 19:00 ⚽"])
    }

    /// Without the roster, a title above a bulleted list cannot be told from a name (`Ana` above `- Bo`), nor
    /// a first line holding a time from a name with a note (`Ana from 7:30`): they stay names, so none is lost.
    @Test func linesAboveABulletedList_andAFirstLineHoldingATime_stayNames() {
        #expect(PastedPlayers.references(in: "Ana\nBo\n\nReserves\n- Cy\n- Dee\n") == ["Ana", "Bo", "Reserves", "Cy", "Dee"])
        #expect(PastedPlayers.references(in: "Ana from 7:30\nBo") == ["Ana from 7:30", "Bo"])
        #expect(PastedPlayers.references(in: "Ana (7pm), Bo") == ["Ana (7pm)", "Bo"])
    }

    @Test func aBulletThenAReaction_bothGo() {
        #expect(["- ✅ Max", "• 👍 Ned", "- ✅ @Oz"].map { ChatLine.name(in: $0) } == ["Max", "Ned", "Oz"])
    }

    @Test func aSignUpTemplate_losesItsHeadingAndEmptySlots() {
        let pasted = "Football Thu 19:00 ⚽\n1. Ana\n2. Bo\n3.\n4.\n5)\n"
        #expect(PastedPlayers.references(in: pasted) == ["Ana", "Bo"])
    }

    @Test func linesAboveAListNotNumberedFromOne_areNames() {
        #expect(PastedPlayers.references(in: "Ana\nBo\n3. Cy") == ["Ana", "Bo", "Cy"])
        #expect(PastedPlayers.references(in: "Ana\nBo") == ["Ana", "Bo"])
    }

    /// Issue 28: gather's chat messages show a name's marks of formatting as look-alikes.
    @Test func theLookAlikesOfFormattingMarks_readBackAsTheMarks() {
        #expect(["1. ∗Bo∗", "2. ˍCyˍ", "3. Dee∼", "4. ˋEveˋ"].map { ChatLine.name(in: $0) } == ["*Bo*", "_Cy_", "Dee~", "`Eve`"])
        for (mark, lookAlike) in ChatMarks.lookAlikes {
            #expect(ChatMarks.restored(String(lookAlike)) == String(mark))
        }
    }
}
