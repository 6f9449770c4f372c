import FootballGatherCore
import Foundation

/// `gather __complete-players`, which completion scripts run: the names of the players,
/// one per line, from this machine's files only, never the network (offline: the data
/// file; on a server: the names this machine last saw, see `PlayerNameCache`). Hidden from
/// help, and silent on any failure, as a completion has nowhere to say it.
enum PlayerNameList {
    static let commandName = "__complete-players"

    static func run(environment: CLIEnvironment) async -> Int32 {
        guard let names = try? await names(environment: environment) else { return ExitStatus.invalidData.rawValue }
        let printable = names.filter { name in !name.unicodeScalars.contains { $0.properties.generalCategory == .control } }
        environment.console.write(printable.map { $0 + "\n" }.joined(), to: .standardOutput)
        return ExitStatus.success.rawValue
    }

    static func names(environment: CLIEnvironment) async throws -> [String] {
        let context = try Context(parsed: ParsedCommand(path: [commandName]), environment: environment, usage: "")
        switch try context.backend() {
        case .offline(let directory):
            return try await context.storage.offline(dataDirectory: directory).players().map(\.name)
        case .server(let url):
            return context.storage.playerNames(of: .server(url)).entries().map(\.name)
        }
    }
}
