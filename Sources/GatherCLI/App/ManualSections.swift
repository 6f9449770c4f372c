import FootballGatherCore

/// The parts of `gather help --man` that are facts about gather rather than commands.
enum ManualSections {
    static let all = [environment, files, exitStatus]

    static let environment = ManualSection(title: "ENVIRONMENT", entries: [
        .init(term: "GATHER_SERVER", text: "The server to use when --server is not given; it wins over the config file."),
        .init(term: "GATHER_CONNECT_TIMEOUT", text: "Seconds to wait for a connection to the server before saying it cannot be reached (exit 69), separately from --timeout and never longer than it; default 3, fractions allowed (0.1 to 60), 0 turns the wait off. Not used when http_proxy, https_proxy or all_proxy is set."),
        .init(term: "NO_COLOR", text: "When set and not empty, output is never coloured (as --no-color)."),
        .init(term: "TERM", text: "When dumb, output is never coloured."),
        .init(term: "HOME", text: "The base of the default folders below."),
        .init(term: "XDG_CONFIG_HOME", text: "Where the gather folder of config and credentials lives (default ~/.config)."),
        .init(term: "XDG_DATA_HOME", text: "Where the gather folder of offline data lives (default ~/.local/share)."),
        .init(term: "XDG_STATE_HOME", text: "Where the gather folder of the running match lives (default ~/.local/state)."),
    ])

    static let files = ManualSection(
        title: "FILES",
        paragraph: "An XDG variable that is unset, empty or not an absolute path means its default.",
        entries: [
            .init(term: "$XDG_CONFIG_HOME/gather/config.json", text: "Saved settings: the server and the username ('gather config')."),
            .init(term: "$XDG_CONFIG_HOME/gather/credentials.json", text: "The token of each server logged in to; readable by its owner only (0600)."),
            .init(term: "$XDG_DATA_HOME/gather/\(OfflineStore.fileName)", text: "The roster when no server is configured (version 2; a version 1 file also held the gathers, and is kept as offline.v1.json when split)."),
            .init(term: "$XDG_DATA_HOME/gather/matches.json", text: "The gathers when no server is configured, with their sides, dates and scorers."),
            .init(term: "$XDG_DATA_HOME/gather/stats-summary.json", text: "Derived: the records and ratings of the whole offline history, rebuilt when the matches or skills change; safe to delete."),
            .init(term: "$XDG_DATA_HOME/gather/players-kept.json", text: "Offline: retired players, deleted players whom past matches still name, the squad limit, fees and aliases."),
            .init(term: "$XDG_DATA_HOME/gather/intent.lock", text: "Held while a command changes the offline data, so that parallel commands take turns."),
            .init(term: "$XDG_DATA_HOME/gather/squad.json", text: "Offline: who is in for the next match ('gather squad')."),
            .init(term: "$XDG_STATE_HOME/gather/state.json", text: "Written once per command: the running match and its clock; what this machine remembers of a server's gathers that the server does not return (teams, dates, scorers, predictions); and for each server its squad, notes and player names. Files of earlier versions are read into it once and kept as *.v1.json."),
            .init(term: "$XDG_STATE_HOME/gather/reservations/", text: "What a command is sending to a server, kept while it waits for the reply, so that another command on the same thing is refused rather than held."),
        ])

    static let exitStatus = ManualSection(
        title: "EXIT STATUS",
        entries: ExitStatus.allCases.map { .init(term: String($0.rawValue), text: $0.meaning) })
}
