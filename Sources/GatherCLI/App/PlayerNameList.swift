import FootballGatherCore

/// `gather __complete-players [--active] [TYPED]`, for completion scripts: the names and aliases TYPED begins
/// under the name key (see `NameCompletion`), one per line, from local files only (offline: the data file; on
/// a server: `PlayerNameCache` and the notes). `--active` leaves out the retired. Hidden from help, and silent
/// on any failure: a completion has nowhere to say it.
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

    static func players(environment: CLIEnvironment, activeOnly: Bool) async throws -> [Player] {
        let context = try Context(parsed: ParsedCommand(path: [commandName]), environment: environment, usage: "")
        let backend = try context.backend()
        let roster: [Player] = switch backend {
        case .offline(let directory): try await context.storage.offline(dataDirectory: directory).players()
        case .server(let url): context.storage.playerNames(of: .server(url)).entries()
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
