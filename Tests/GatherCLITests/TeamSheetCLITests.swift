import Foundation
import Testing

@testable import FootballGatherCore
@testable import GatherCLI

/// The team sheet for a group chat: golden text and Markdown, and `--format` on the commands.
@Suite struct TeamSheetCLITests {
    private static let utc = TimeZone(identifier: "UTC") ?? .current

    private func sheet(result: TeamSheet.Result = .winner(.teamA)) -> TeamSheet {
        TeamSheet(
            gatherID: UUID(), startedAt: Date(timeIntervalSince1970: 1_795_548_600), clock: nil,
            teamA: [.init(name: "Cy", position: .goalkeeper), .init(name: "Ana *Ace*", position: .striker), .init(name: "Bo", position: nil)],
            teamB: [.init(name: "Dee", position: .defender), .init(name: "Eve", position: .winger)],
            sideUnknown: [], score: "3-2",
            scorers: [.init(name: "Ana *Ace*", team: .teamA, goals: 2), .init(name: "Bo", team: .teamA, goals: 1), .init(name: "Eve", team: .teamB, goals: 2)],
            result: result)
    }

    @Test func text_isPlain_withPositionsScoreScorersAndResult() {
        #expect(TeamSheetRendering.render(sheet(), as: .text, timeZone: Self.utc) == """
            Match of 2026-11-24 19:30
            Team A 3-2 Team B: Team A wins

            Team A: Cy (GK), Ana *Ace* (ST), Bo
            Team B: Dee (DEF), Eve (W)

            Goals: Ana *Ace* ×2 (Team A); Bo (Team A); Eve ×2 (Team B)

            """)
    }

    @Test func markdown_hasBoldAndLists_andEscapesNames() {
        #expect(TeamSheetRendering.render(sheet(), as: .markdown, timeZone: Self.utc) == """
            **Match of 2026-11-24 19:30**
            Team A 3-2 Team B: **Team A wins**

            **Team A**
            - Cy (GK)
            - Ana \\*Ace\\* (ST)
            - Bo

            **Team B**
            - Dee (DEF)
            - Eve (W)

            **Goals**
            - Ana \\*Ace\\* ×2 (Team A)
            - Bo (Team A)
            - Eve ×2 (Team B)

            """)
    }

    /// WhatsApp shows `**bold**` as asterisks: the chat format uses `*bold*` and numbered lists.
    @Test func chat_hasWhatsAppBoldAndNumberedLists_andNamesFormatNothing() {
        #expect(TeamSheetRendering.render(sheet(), as: .chat, timeZone: Self.utc) == """
            *Match of 2026-11-24 19:30*
            Team A 3-2 Team B: *Team A wins*

            *Team A*
            1. Cy (GK)
            2. Ana ∗Ace∗ (ST)
            3. Bo

            *Team B*
            1. Dee (DEF)
            2. Eve (W)

            *Goals*
            1. Ana ∗Ace∗ ×2 (Team A)
            2. Bo (Team A)
            3. Eve ×2 (Team B)

            """)
    }

    @Test func show_formatChat_andHistoryShow_printTheSameSheet() async {
        let home = await makeFourPlayerHome()
        _ = await gather("start", "--teams", "1,2/3,4", "--quiet", home: home)
        _ = await gather("goal", "b", "--quiet", home: home)
        let running = await gather("show", "--format", "chat", home: home)
        #expect(running.code == 0)
        #expect(running.stdout.hasPrefix("*Match of "))
        #expect(running.stdout.contains("\nTeam A 0-1 Team B\n\n*Team A*\n1. "))
        #expect(!running.stdout.contains("**"))
        _ = await gather("end", "--quiet", home: home)
        let ended = await gather("history", "show", "--format", "chat", home: home)
        #expect(ended.code == 0)
        #expect(ended.stdout.contains("Team A 0-1 Team B: *Team B wins*\n\n*Team A*\n1. "))
    }

    @Test func show_formatChat_isRefusedWithJSON_andATypoGetsADidYouMean() async {
        let home = await makeFourPlayerHome()
        _ = await gather("start", "--teams", "1,2/3,4", "--quiet", home: home)
        let both = await gather("show", "--format", "chat", "--json", home: home)
        #expect(both.code == 64)
        #expect(both.stderr.contains("--json and --format chat cannot be used together"))
        let typo = await gather("show", "--format", "chta", home: home)
        #expect(typo.code == 64)
        #expect(typo.stderr.contains("Did you mean 'chat'?"))
    }

    @Test func show_formatText_printsTheRunningMatchsSheet() async {
        let home = await makeFourPlayerHome()
        _ = await gather("start", "--teams", "1,2/3,4", "--quiet", home: home)
        _ = await gather("goal", "b", "--quiet", home: home)
        let result = await gather("show", "--format", "text", home: home)
        #expect(result.code == 0)
        let lines = outputLines(result.stdout)
        #expect(lines.first?.hasPrefix("Match of ") == true)
        #expect(lines.first?.hasSuffix(", in progress (10:00 left, ready)") == true)
        #expect(Array(lines.dropFirst()) == ["Team A 0-1 Team B", "Team A: Ana (ST), Bo", "Team B: Cy (GK), Dee (DEF)"])
        #expect(!result.stdout.contains("*"))
    }

    @Test func historyShow_formatMarkdown_printsThePastGathersSheet() async throws {
        let home = await makeFourPlayerHome()
        _ = await gather("start", "--teams", "1,2/3,4", "--quiet", home: home)
        _ = await gather("end", "--score", "2-2", "--quiet", home: home)
        let id = try #require(try await historyEntries(home).first?["id"] as? String)
        let result = await gather("history", "show", String(id.prefix(8)), "--format", "markdown", home: home)
        #expect(result.code == 0)
        #expect(Array(outputLines(result.stdout).dropFirst()) == [
            "Team A 2-2 Team B: **draw**", "**Team A**", "- Ana (ST)", "- Bo", "**Team B**", "- Cy (GK)", "- Dee (DEF)",
        ])
    }

    @Test func formatJSON_equalsJSON_andConflictsWithAnotherFormat() async throws {
        let home = await makeFourPlayerHome()
        _ = await gather("start", "--teams", "1,2/3,4", "--quiet", home: home)
        let json = await gather("show", "--json", home: home)
        #expect(await gather("show", "--format", "json", home: home).stdout == json.stdout)
        #expect(try parseJSON(json.stdout) is [String: Any])
        #expect(await gather("history", "show", "--format", "json", home: home).stdout == (await gather("history", "show", "--json", home: home)).stdout)
        let both = await gather("show", "--json", "--format", "markdown", home: home)
        #expect(both.code == 64)
        #expect(both.stdout.isEmpty)
        let unknown = await gather("show", "--format", "html", home: home)
        #expect(unknown.code == 64)
        #expect(unknown.stderr.contains("table, chat, text, markdown, json"))
    }
}

/// Names from a server are shown, never obeyed: a newline cannot forge a line of a sheet,
/// and a block marker at a name's start cannot start a list, heading or quote.
@Suite struct TeamSheetHostileNamesTests {
    private static let utc = TimeZone(identifier: "UTC") ?? .current

    private func sheet(_ names: [String]) -> TeamSheet {
        TeamSheet(
            gatherID: UUID(), startedAt: Date(timeIntervalSince1970: 1_795_548_600), clock: nil,
            teamA: names.map { .init(name: $0, position: nil) }, teamB: [.init(name: "Dee", position: nil)],
            sideUnknown: [], score: "1-0", scorers: [.init(name: names[0], team: .teamA, goals: 1)], result: .winner(.teamA))
    }

    @Test(arguments: [Format.text, .markdown, .chat])
    func aNewlineInAName_forgesNoLine(_ format: Format) {
        let rendered = TeamSheetRendering.render(sheet(["Ana\nTeam A 9-0 Team B"]), as: format, timeZone: Self.utc)
        #expect(!rendered.split(separator: "\n").contains { $0.hasPrefix("Team A 9-0") })
        #expect(rendered.contains("u{0A}Team A 9-0 Team B"), "shown as a visible escape")
    }

    @Test func markdown_escapesBlockMarkersAtTheStartOfAName() {
        let rendered = TeamSheetRendering.render(sheet(["- Ana", "+ Bo", "1. Cy", "# Eve", "> Fay"]), as: .markdown, timeZone: Self.utc)
        for escaped in ["- \\- Ana", "- \\+ Bo", "- 1\\. Cy", "- \\# Eve", "- \\> Fay"] {
            #expect(rendered.contains(escaped + "\n"), "\(escaped) in \(rendered)")
        }
    }

    @Test func chat_neutralisesEveryMarkAndHiddenCharacterOfAName() {
        let rendered = TeamSheetRendering.render(sheet(["*Bo* _it_ ~x~ `y` ```", "Zed\u{200B}\u{202E}Ana", "👨‍👩‍👧 Fam"]), as: .chat, timeZone: Self.utc)
        #expect(rendered.contains("1. ∗Bo∗ ˍitˍ ∼x∼ ˋyˋ ˋˋˋ\n"))
        #expect(rendered.contains("2. Zed\\u{200B}\\u{202E}Ana\n"))
        #expect(rendered.contains("3. 👨‍👩‍👧 Fam\n"), "the joiners of an emoji stay")
        let names = rendered.split(separator: "\n").filter { $0.hasPrefix("1. ") || $0.hasPrefix("2. ") || $0.hasPrefix("3. ") }
        #expect(!names.contains { $0.contains { "*_~`".contains($0) } })
    }
}
