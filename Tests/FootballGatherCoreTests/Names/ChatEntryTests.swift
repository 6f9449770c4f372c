import Foundation
import Testing

@testable import FootballGatherCore

/// Issue 39: a chat line is a name, maybe a note, maybe guests, maybe a "maybe".
@Suite struct ChatEntryTests {
    @Test func aLine_isReadForItsNote_guests_andMaybe() {
        #expect(ChatEntry.parse("Chidi (late 10 min)") == ChatEntry(reference: "Chidi (late 10 min)", name: "Chidi", note: "late 10 min"))
        #expect(ChatEntry.parse("Lars (GK)").note == "GK")
        #expect(ChatEntry.parse("Tom R. - late") == ChatEntry(reference: "Tom R. - late", name: "Tom R.", note: "late"))
        #expect(ChatEntry.parse("K (maybe)") == ChatEntry(reference: "K (maybe)", name: "K", maybe: true))
        #expect(ChatEntry.parse("Zoe maybe") == ChatEntry(reference: "Zoe maybe", name: "Zoe", maybe: true))
        #expect(ChatEntry.parse("Zoe?") == ChatEntry(reference: "Zoe?", name: "Zoe", maybe: true))
        #expect(ChatEntry.parse("Rhys +1") == ChatEntry(reference: "Rhys +1", name: "Rhys", guests: 1))
        #expect(ChatEntry.parse("Marco +1 my brother") == ChatEntry(reference: "Marco +1 my brother", name: "Marco", guests: 1, guestNote: "my brother"))
        #expect(ChatEntry.parse("Ana +2").guests == 2)
        #expect(ChatEntry.parse("Ana") == ChatEntry(reference: "Ana"))
        #expect(!ChatEntry.parse("?").hasMarks, "a line that would leave no name is a name")
    }

    /// A reaction after the marks does not hide them; `(+1)` is a reaction, as `help names`
    /// says, never a note (a guest is `+1` alone).
    @Test func reactionsAfterTheMarks_andABracketedPlusOne() {
        #expect(ChatEntry.parse("Bo (late) 👍") == ChatEntry(reference: "Bo (late) 👍", name: "Bo", note: "late"))
        #expect(ChatEntry.parse("Dee? ✅") == ChatEntry(reference: "Dee? ✅", name: "Dee", maybe: true))
        #expect(ChatEntry.parse("Hal (+1)") == ChatEntry(reference: "Hal (+1)", name: "Hal"))
        #expect(ChatEntry.parse("Hal (late) (+1) 👍") == ChatEntry(reference: "Hal (late) (+1) 👍", name: "Hal", note: "late"))
        #expect(ChatEntry.parse("Eve - +1") == ChatEntry(reference: "Eve - +1", name: "Eve", guests: 1))
        #expect(ChatEntry.parse("Cy +1 (my brother)") == ChatEntry(reference: "Cy +1 (my brother)", name: "Cy", guests: 1, guestNote: "my brother"))
    }

    @Test func aPlayersWholeName_isTriedFirst_bracketsAndAll() {
        let directory = PlayerDirectory([Player(id: 1, name: "Ana (GK)"), Player(id: 2, name: "Bo")])
        #expect(ChatEntry.read(["Ana (GK)", "Bo (GK)"], in: directory).map(\.name) == ["Ana (GK)", "Bo"])
    }
}
