import FootballGatherCore

enum CommandTree {
    static let root = Command(
        group: CommandSpec(
            name: "gather",
            abstract: "Organise amateur football from the terminal: players, teams, the match clock and the score.",
            discussion: """
                Works on a Football Gather server when one is configured (--server, GATHER_SERVER \
                or 'gather config set server URL'), and offline on a local data file otherwise.
                """,
            examples: [
                "gather players add Ana --skill amateur --position striker",
                "gather start --teams auto --all --time 25:00",
            ],
            options: GlobalOptions.all,
            helpTopics: Topics.all.map(\.helpTopic)),
        AuthCommands.all + [PlayersCommands.group, SquadCommands.group, StartCommand.command] + MatchCommands.all + LineupCommands.all
            + [RecordCommand.command, StatsCommand.command, FeesCommands.group]
            + [HistoryCommands.group, TimerCommands.group] + TransferCommands.all + [SyncCommand.command]
            + [ConfigCommands.group, CompletionCommand.command])
}
