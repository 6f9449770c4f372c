import Foundation
import Testing

@testable import GatherCLI

/// Issue 28: a rating past another label's start is named, with the command that changes the
/// label: on its own line in `players show`, in one footnote under `stats`.
@Suite struct LabelHintCLITests {
    /// Lena, labelled beginner, wins five matches with changing team-mates against the professional Max.
    private func home() async -> TestHome {
        let home = TestHome()
        _ = await gather("players", "add", "Lena", "Ana", "Bo", "Cy", "Max", "Dee", "--quiet", home: home)
        _ = await gather("players", "edit", "Lena", "--skill", "beginner", "--quiet", home: home)
        _ = await gather("players", "edit", "Max", "--skill", "professional", "--quiet", home: home)
        for teams in ["Lena,Ana,Bo/Cy,Max,Dee", "Lena,Cy,Dee/Ana,Bo,Max", "Lena,Ana,Cy/Bo,Max,Dee", "Lena,Bo,Dee/Ana,Cy,Max", "Lena,Ana,Dee/Bo,Cy,Max"] {
            _ = await gather("start", "--teams", teams, "--quiet", home: home)
            _ = await gather("end", "--score", "3-1", "--quiet", home: home)
        }
        return home
    }

    @Test func playersShow_namesTheLabelTheRatingHasPassed_withTheCommand() async throws {
        let home = await home()
        let lena = await gather("players", "show", "Lena", home: home)
        #expect(lena.stdout.contains("LABEL:          now above the amateur start (1000): 'gather players edit Lena --skill amateur' changes the label\n"), "\(lena.stdout)")
        let max = await gather("players", "show", "Max", home: home)
        #expect(max.stdout.contains("LABEL:          now below the amateur start (1000): 'gather players edit Max --skill amateur' changes the label\n"), "\(max.stdout)")
        #expect(!(await gather("players", "show", "Ana", home: home)).stdout.contains("LABEL:"))
        let json = try #require(try parseJSON(await gather("players", "show", "Lena", "--json", home: home).stdout) as? [String: Any])
        #expect(json["suggestedSkill"] as? String == "amateur")
    }

    @Test func stats_addsOneFootnote_namingThePlayers() async throws {
        let home = await home()
        let stats = await gather("stats", home: home)
        let notes = stats.stderr.split(separator: "\n").filter { $0.hasPrefix("Ratings past another label's start:") }
        #expect(notes == [
            "Ratings past another label's start: Lena (beginner, now above the amateur start: 'gather players edit Lena --skill amateur'); "
                + "Max (professional, now below the amateur start: 'gather players edit Max --skill amateur')."
        ], "\(stats.stderr)")
    }
}
