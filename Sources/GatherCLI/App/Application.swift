import FootballGatherCore

/// Parses argv, runs the command, and turns every outcome into output and an exit code.
struct Application: Sendable {
    static let version = "0.1.0"

    let environment: CLIEnvironment
    let tree: Command
    let parser: ArgumentParser

    init(environment: CLIEnvironment = CLIEnvironment()) {
        self.environment = environment
        tree = CommandTree.root
        parser = ArgumentParser(root: tree.spec, version: Self.version, manualSections: { Topics.all.map(\.manualSection) })
    }

    func run(_ arguments: [String]) async -> Int32 {
        if arguments.first == PlayerNameList.commandName {
            return await PlayerNameList.run(Array(arguments.dropFirst()), environment: environment)
        }
        let console = environment.console
        let reporter = ErrorReporter(console: console, arguments: arguments)
        do {
            switch try parser.parse(arguments) {
            case .help(let text):
                console.write(text.hasSuffix("\n") ? text : text + "\n", to: .standardOutput)
            case .version:
                console.write(Self.version + "\n", to: .standardOutput)
            case .run(let parsed):
                return await execute(parsed, reporter: reporter)
            }
            return ExitStatus.success.rawValue
        } catch {
            return reporter.report(error).rawValue
        }
    }

    /// Runs the command once. Its errors are reported with its context's `CommandHint`, so
    /// that every message suggesting a command, up to the error report, reaches the same backend.
    private func execute(_ parsed: ParsedCommand, reporter: ErrorReporter) async -> Int32 {
        let run: Command.Run
        let context: Context
        do {
            (run, context) = try prepare(parsed)
        } catch {
            return reporter.report(error).rawValue
        }
        var reporter = reporter
        reporter.hint = context.output.hint
        do {
            try await run(context)
            try context.sayWhatWasKept()
            return ExitStatus.success.rawValue
        } catch {
            try? context.sayWhatWasKept()
            return reporter.report(error).rawValue
        }
    }

    private func prepare(_ parsed: ParsedCommand) throws -> (Command.Run, Context) {
        guard let command = tree.find(parsed.path), let run = command.run else {
            throw InternalError.noHandler(parsed.path.joined(separator: " "))
        }
        let usage = parser.usage(for: parsed.path)
        if let problem = command.validate?(parsed) { throw UsageError(message: problem, usage: usage) }
        return (run, try Context(parsed: parsed, environment: environment, usage: usage))
    }
}

/// A parsed command with nothing to run it: a bug, which `ErrorReporter` reports as an internal error.
enum InternalError: Error {
    case noHandler(String)
}
