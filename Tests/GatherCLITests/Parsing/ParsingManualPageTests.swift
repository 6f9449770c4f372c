import Testing
@testable import GatherCLI

/// The roff generator on the sample tree: structure, every command, and escaping.
@Suite struct ParsingManualPageTests {
    private static let files = ManualSection(
        title: "FILES", paragraph: "Where things live.",
        entries: [ManualSection.Entry(term: "~/.config/gather/config.json", text: "Settings.")])
    private let page = ArgumentParser(root: SampleCommandTree.root, version: "1.0.0", manualSections: { [files] }).manual

    @Test func startsWithTheTitleAndName() {
        #expect(page.hasPrefix("""
            .TH "GATHER" 1 "" "gather 1.0.0" "User Commands"
            .SH NAME
            gather \\- Organise football gathers from the terminal.
            .SH SYNOPSIS

            """))
        #expect(page.hasSuffix("\n"))
    }

    @Test func hasEveryCommandWithItsSynopsis() {
        for command in ["gather players", "gather players add", "gather players list", "gather players delete", "gather start"] {
            #expect(page.contains(".SS \"\(Roff.inline(command))\"\n"), "missing \(command)")
        }
        #expect(page.contains(#"\fBgather players add\fR <NAME> [\-\-age <N>] [\-\-skill <SKILL>]"#))
    }

    @Test func listsOptionsWithValuesAndDefaults() {
        #expect(page.contains(".SH OPTIONS\n.TP\n\\fB\\-\\-json\\fR\nPrint JSON.\n"))
        #expect(page.contains(".TP\n\\fB\\-s\\fR, \\fB\\-\\-skill\\fR \\fISKILL\\fR\nHow good the player is. (values: beginner, amateur, professional)\n"))
        #expect(page.contains("Seconds before a request gives up. (default: 15)"))
        #expect(page.contains(".TP\n\\fI<NAME>\\fR\nThe player's name.\n"))
    }

    @Test func examplesAreKeptAsTyped() {
        #expect(page.contains(".RS\n.nf\ngather players add Ana \\-\\-age 30 \\-\\-skill amateur\n.fi\n.RE"))
    }

    @Test func addsTheCallersSectionsLast() {
        #expect(page.hasSuffix(".SH FILES\n.PP\nWhere things live.\n.TP\n\\fB~/.config/gather/config.json\\fR\nSettings.\n"))
    }

    @Test func escapesWhatRoffWouldRead() {
        #expect(Roff.text(#"a\b"#) == #"a\eb"#)
        #expect(Roff.text(".hidden") == #"\&.hidden"#)
        #expect(Roff.text("'quoted") == #"\&'quoted"#)
        #expect(Roff.quoted(#"say "hi""#) == #""say \(dqhi\(dq""#)
    }

    @Test func helpDashDashMan_printsThePage_whateverFollowsHelp() throws {
        let parser = ArgumentParser(root: SampleCommandTree.root, version: "1.0.0")
        #expect(try parser.parse(["help", "--man"]) == .help(parser.manual))
        #expect(try parser.parse(["help", "players", "--man"]) == .help(parser.manual))
        #expect(throws: UsageError.self) { try parser.parse(["--man"]) }
    }
}
