import FootballGatherCore
import Foundation

/// Parses argv, runs the command, and turns every outcome into output and an exit code.
public struct Application: Sendable {
    public static let version = "0.1.0"

    let environment: CLIEnvironment
    let tree: Command
    let parser: ArgumentParser

    public init(environment: CLIEnvironment = CLIEnvironment()) {
        self.environment = environment
        tree = CommandTree.root
        parser = ArgumentParser(root: tree.spec, version: Self.version, manualSections: ManualSections.all)
    }

    /// - Parameter arguments: argv without the program name.
    public func run(_ arguments: [String]) async -> Int32 {
        let console = environment.console
        do {
            switch try parser.parse(arguments) {
            case .help(let text):
                console.write(text.hasSuffix("\n") ? text : text + "\n", to: .standardOutput)
            case .version:
                console.write(Self.version + "\n", to: .standardOutput)
            case .run(let parsed):
                try await execute(parsed)
            }
            return ExitStatus.success.rawValue
        } catch {
            return ErrorReporter(console: console, arguments: arguments).report(error).rawValue
        }
    }

    private func execute(_ parsed: ParsedCommand) async throws {
        guard let command = tree.find(parsed.path), let run = command.run else {
            throw InternalError.noHandler(parsed.path.joined(separator: " "))
        }
        let usage = parser.usage(for: parsed.path)
        if let problem = command.validate?(parsed) { throw UsageError(message: problem, usage: usage) }
        try await run(try Context(parsed: parsed, environment: environment, usage: usage))
    }
}

enum InternalError: Error, LocalizedError {
    case noHandler(String)

    var errorDescription: String? {
        switch self {
        case .noHandler(let path): "internal error: no handler for '\(path)'"
        }
    }
}
