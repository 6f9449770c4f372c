import Foundation
import Testing

@testable import GatherCLI

/// Each topic is a page of `gather help`, a section of the man page and a word the
/// shells complete, from one text.
@Suite struct TopicsCLITests {
    @Test func theTopics_areTheOnesTheReferenceNames() {
        #expect(Topics.all.map(\.name) == ["names", "ratings", "teams", "fees", "offline", "sync", "json", "exit-codes", "environment", "chat"])
    }

    @Test func rootHelp_listsEveryTopic_afterTheCommands() async {
        let page = await gather("help", home: TestHome()).stdout
        guard let commands = page.range(of: "SUBCOMMANDS:"), let topics = page.range(of: "HELP TOPICS:") else {
            Issue.record("the commands or the topics are not listed:\n\(page)")
            return
        }
        #expect(commands.lowerBound < topics.lowerBound)
        for topic in Topics.all {
            #expect(page.contains("\n  \(topic.name) "), "\(topic.name) not listed")
        }
    }

    @Test func helpTopic_printsItsPage_titledAsItsManSection() async {
        let commands = Set(CommandTree.root.children.map(\.spec.name))
        for topic in Topics.all where !commands.contains(topic.name) {
            let result = await gather("help", topic.name, home: TestHome())
            #expect(result.code == 0)
            #expect(result.stderr.isEmpty)
            #expect(result.stdout == topic.helpTopic.text() + "\n")
            #expect(result.stdout.hasPrefix(topic.title + ":\n\n"))
        }
    }

    /// `fees` and `sync` are commands and topics: their help carries the topic, both ways.
    @Test func aTopicNamedLikeACommand_endsTheCommandsHelp() async {
        let commands = Set(CommandTree.root.children.map(\.spec.name))
        let shared = Topics.all.filter { commands.contains($0.name) }
        #expect(shared.map(\.name) == ["fees", "sync"])
        for topic in shared {
            let help = await gather("help", topic.name, home: TestHome())
            let flag = await gather(topic.name, "--help", home: TestHome())
            #expect(help.code == 0)
            #expect(help.stdout == flag.stdout)
            #expect(help.stdout.hasPrefix(CommandTree.root.children.first { $0.spec.name == topic.name }?.spec.abstract ?? "?"))
            #expect(help.stdout.hasSuffix("\n\n" + topic.helpTopic.text() + "\n"))
        }
    }

    /// Running text is wrapped to the help width; only examples may be wider.
    @Test func topicPages_wrapTheirText_toEightyColumns() {
        for topic in Topics.all {
            let verbatim = Set(topic.blocks.flatMap { block -> [String] in
                if case .verbatim(let lines) = block { return lines.map { TextLayout.indent + $0 } }
                return []
            })
            for line in topic.helpTopic.text().split(separator: "\n").map(String.init) where !verbatim.contains(line) {
                #expect(line.count <= TextLayout.width, "\(topic.name): '\(line)'")
            }
        }
    }

    @Test func everyTopic_isASectionOfTheManPage_withItsText() async {
        let page = await gather("help", "--man", home: TestHome()).stdout
        for topic in Topics.all {
            #expect(page.contains("\n.SH \(topic.title)\n"), "no section \(topic.title)")
            // The first paragraph of each topic appears in the manual as written (roff-escaped).
            for case .paragraph(let text) in topic.blocks.prefix(2) {
                #expect(page.contains(Roff.text(text)), "\(topic.name): paragraph missing from the man page")
            }
        }
    }

    @Test func aMistypedTopic_getsTheClosestTopic() async {
        let result = await gather("help", "ratigns", home: TestHome())
        #expect(result.code == 64)
        #expect(result.stderr.hasPrefix("Error: Unknown help topic 'ratigns'. Did you mean 'ratings'?\n"))
        let environment = await gather("help", "enviroment", home: TestHome())
        #expect(environment.stderr.hasPrefix("Error: Unknown help topic 'enviroment'. Did you mean 'environment'?\n"))
    }

    @Test func everyShell_completesEveryTopic_afterHelp() async {
        for shell in ["bash", "zsh", "fish"] {
            let script = await gather("completion", shell, home: TestHome()).stdout
            for topic in Topics.all {
                #expect(script.contains(topic.name), "\(shell) does not offer \(topic.name)")
            }
        }
        let bash = try? CompletionCLITests.bashOffers([["gather", "help", "ra"], ["gather", "help", "e"]])
        #expect(bash == ["ratings", "end environment exit-codes export"])
    }

    @Test func topicText_isReadIntoBlocks() {
        let blocks = TopicText.blocks("""
            A paragraph
            on two lines.

            ## A heading

              $ gather stats
              ID  NAME

            - one item
              running on
            - two
            """)
        #expect(blocks == [
            .paragraph("A paragraph on two lines."), .heading("A heading"), .verbatim(["$ gather stats", "ID  NAME"]),
            .bullets(["one item running on", "two"]),
        ])
    }
}
