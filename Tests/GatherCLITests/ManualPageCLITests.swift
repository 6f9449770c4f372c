import Foundation
import Testing

@testable import FootballGatherCore
@testable import GatherCLI

/// `gather help --man`, rendered by the machine's man or groff as a user would read it.
@Suite struct ManualPageCLITests {
    /// Every command as typed, e.g. `gather players add`.
    private static var everyCommandLine: [String] {
        func lines(_ command: CommandSpec, prefix: String) -> [String] {
            command.subcommands.flatMap { [prefix + " " + $0.name] + lines($0, prefix: prefix + " " + $0.name) }
        }
        return lines(CommandTree.root.spec, prefix: "gather")
    }

    /// `man -l` where it exists, else `groff -man`; nil when the machine has neither.
    private static var renderer: [String]? {
        if let man = ShellRunner.path("man") { return [man, "-l"] }
        if let groff = ShellRunner.path("groff") { return [groff, "-man", "-Tutf8"] }
        return nil
    }

    private static func render(_ page: String) throws -> (text: String, warnings: String) {
        let renderer = try #require(renderer)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("gather-\(UUID().uuidString).1")
        try Data(page.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: renderer[0])
        process.arguments = Array(renderer.dropFirst()) + [file.path]
        // Wide lines and no pager, so no command is split or held back.
        process.environment = ["MANWIDTH": "250", "MANPAGER": "cat", "PAGER": "cat", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let text = output.fileHandleForReading.readDataToEndOfFile()
        let warnings = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        // Bold and underline come as overstrikes when not on a terminal.
        let plain = String(decoding: text, as: UTF8.self).replacing(/.\u{8}/, with: "")
        return (plain, String(decoding: warnings, as: UTF8.self))
    }

    @Test func helpMan_printsRoff_exit0() async {
        let result = await gather("help", "--man", home: TestHome())
        #expect(result.code == 0)
        #expect(result.stdout.hasPrefix(".TH \"GATHER\" 1 "))
        #expect(result.stderr.isEmpty)
    }

    @Test func renderedPage_showsEveryCommandOptionAndSection() async throws {
        guard Self.renderer != nil else {
            print("ManualPageCLITests: neither man nor groff is installed; the rendering check is skipped.")
            return
        }
        let page = await gather("help", "--man", home: TestHome()).stdout
        let rendered = try Self.render(page)
        #expect(rendered.warnings.isEmpty, "\(rendered.warnings)")
        #expect(Self.everyCommandLine.count > 30)
        for command in Self.everyCommandLine {
            #expect(rendered.text.contains("\n   \(command)\n"), "no section for \(command)")
        }
        for option in GlobalOptions.all {
            #expect(rendered.text.contains("--\(option.long)"), "missing --\(option.long)")
        }
        for section in ["NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "COMMANDS", "EXAMPLES"] + Topics.all.map(\.title) {
            #expect(rendered.text.contains("\n\(section)\n"), "missing \(section)")
        }
        for status in ExitStatus.allCases {
            #expect(rendered.text.contains("\n       \(status.rawValue) "), "missing exit code \(status.rawValue)")
        }
        #expect(rendered.text.contains("GATHER_SERVER"))
        #expect(rendered.text.contains("$XDG_CONFIG_HOME/gather/credentials.json"))
    }
}
