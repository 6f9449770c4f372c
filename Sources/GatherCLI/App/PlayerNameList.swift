import FootballGatherCore
import Foundation

/// `gather __complete-players [--active] [TYPED]`, which completion scripts run: the names
/// and aliases of the players that TYPED begins under the name key (any case, with or
/// without accents; see `NameCompletion`), one per line, from this machine's files only,
/// never the network (offline: the data file; on a server: the names this machine last
/// saw, see `PlayerNameCache`, and the aliases and retirements it keeps). `--active`
/// leaves out retired players, for commands that refuse them. Hidden from help, and
/// silent on any failure, as a completion has nowhere to say it.
enum PlayerNameList {
    static let commandName = "__complete-players"
    static let activeFlag = "--active"
    /// Accents as separate marks (NFD), for fish, which then matches `zoe` to Zoë.
    static let decomposedFlag = "--decomposed"

    /// `arguments`: the flags, then `--` and the typed text (none: every name).
    static func run(_ arguments: [String] = [], environment: CLIEnvironment) async -> Int32 {
        let end = arguments.firstIndex(of: "--") ?? arguments.endIndex
        let flags = arguments[..<end]
        let activeOnly = flags.contains(activeFlag)
        let typed = arguments.dropFirst(end + 1).first ?? ""
        guard let players = try? await players(environment: environment, activeOnly: activeOnly) else {
            return ExitStatus.invalidData.rawValue
        }
        var names = NameCompletion.candidates(for: typed, among: players)
        if flags.contains(decomposedFlag) { names = names.map(\.decomposedStringWithCanonicalMapping) }
        let printable = names.filter { name in !name.unicodeScalars.contains { $0.properties.generalCategory == .control } }
        environment.console.write(printable.map { $0 + "\n" }.joined(), to: .standardOutput)
        return ExitStatus.success.rawValue
    }

    /// The players with their aliases; without the retired ones when `activeOnly`.
    static func players(environment: CLIEnvironment, activeOnly: Bool) async throws -> [Player] {
        let context = try Context(parsed: ParsedCommand(path: [commandName]), environment: environment, usage: "")
        let backend = try context.backend()
        let roster: [Player]
        switch backend {
        case .offline(let directory):
            roster = try await context.storage.offline(dataDirectory: directory).players()
        case .server(let url):
            roster = context.storage.playerNames(of: .server(url)).entries()
        }
        let notes = (try? context.storage.notes(of: backend).notes()) ?? PlayerNotes()
        let players = roster.map { player in
            var player = player
            player.aliases = player.aliases + notes.aliases(of: player.id).filter { !player.aliases.contains($0) }
            return player
        }
        return activeOnly ? notes.active(players) : players
    }
}
