/// Turns a command line into a command to run, a help page or a version request.
/// Knows nothing of gather's commands: the tree is the `CommandSpec` it is given.
struct ArgumentParser: Sendable {
    let root: CommandSpec
    let version: String
    /// The sections of `help --man` that are not commands (files, environment, exit status), made when asked.
    var manualSections: @Sendable () -> [ManualSection] = { [] }

    func parse(_ arguments: [String]) throws(UsageError) -> ParseOutcome {
        var scanner = CommandLineScanner(root: root, arguments: arguments)
        do {
            try scanner.scan()
        } catch {
            guard scanner.helpRequested else { throw error }
            return .help(HelpRenderer(chain: scanner.chain).text)
        }
        if let helpWords = scanner.helpWords {
            return .help(scanner.manualRequested ? manual : try HelpRequest(chain: scanner.chain, words: helpWords).page())
        }
        if scanner.helpRequested {
            return .help(HelpRenderer(chain: scanner.chain).text)
        }
        if scanner.versionRequested {
            return .version
        }
        if scanner.chain.command.isGroup && !scanner.chain.command.runsWithoutSubcommand && scanner.positionals.isEmpty {
            return .help(HelpRenderer(chain: scanner.chain).text)
        }
        return .run(try ParsedCommandBuilder.build(from: scanner))
    }

    /// The whole tree as a roff manual page, for `man -l` or `$(PREFIX)/share/man/man1`.
    var manual: String {
        ManualPage(root: root, version: version, extraSections: manualSections()).text
    }

    /// The help page of the command at `path`, or of its deepest existing ancestor.
    func help(for path: [String]) -> String {
        HelpRenderer(chain: CommandChain(root: root, following: path)).text
    }

    func usage(for path: [String]) -> String {
        UsageLine.text(for: CommandChain(root: root, following: path))
    }
}
