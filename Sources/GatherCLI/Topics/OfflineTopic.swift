import FootballGatherCore

/// `gather help offline` and FILES: what gather keeps where, backups and restores.
enum OfflineTopic {
    static let topic = Topic(
        name: "offline", abstract: "The files gather keeps, backups and restores.", title: "FILES", blocks: blocks)

    static let files: [ManualSection.Entry] = [
        .init(term: "$XDG_CONFIG_HOME/gather/config.json", text: "Saved settings: the server and the username ('gather config')."),
        .init(term: "$XDG_CONFIG_HOME/gather/credentials.json", text: "The token of each server logged in to; readable by its owner only (0600)."),
        .init(term: "$XDG_DATA_HOME/gather/\(OfflineStore.fileName)", text: "The roster when no server is configured (sorted, indented). A version 1 file, which also held the gathers, is split on the first change and kept as offline.v1.json."),
        .init(term: "$XDG_DATA_HOME/gather/matches.json", text: "The gathers when no server is configured, with their sides, dates, scorers, chances and fees."),
        .init(term: "$XDG_DATA_HOME/gather/stats-summary.json", text: "Derived: the records and ratings of the whole offline history, rebuilt when the matches or skills change; safe to delete."),
        .init(term: "$XDG_DATA_HOME/gather/players-kept.json", text: "Offline: retired players, deleted players whom past matches still name, the squad limit, fees and aliases."),
        .init(term: "$XDG_DATA_HOME/gather/squad.json", text: "Offline: who is in for the next match."),
        .init(term: "$XDG_DATA_HOME/gather/intent.lock", text: "Held while a command changes the offline data, so that parallel commands take turns."),
        .init(term: "gather.lock (in each of the three folders)", text: "Held for the moment a file of its folder is read and written back, so that no write loses another; empty, 0600."),
        .init(term: "$XDG_STATE_HOME/gather/state.json", text: "Written once per command: the running match and its clock, whatever backend it was started on; what this machine remembers of a server's gathers that the server does not return (sides, dates, scorers, chances); and for each server its squad, notes, player names (for completion) and the changes kept without signal."),
        .init(term: "$XDG_STATE_HOME/gather/reservations/", text: "What a command is sending to a server, kept while it waits for the reply, so that another command on the same thing is refused rather than held."),
    ]

    static let blocks: [ManualSection.Block] =
        TopicText.blocks(#"""
            With no server configured, gather works offline on files in $XDG_DATA_HOME/gather
            (default ~/.local/share/gather), and 'gather status' says offline and names the
            folder. The running match and its clock are in $XDG_STATE_HOME/gather, config and
            credentials in $XDG_CONFIG_HOME/gather ('gather help environment'). An XDG variable
            that is unset, empty or not an absolute path means its default.
            """#)
        + [.entries(files)]
        + TopicText.blocks(#"""
            ## How the files are kept

            Every file is replaced atomically (a temp file, fsync, rename), so a crash or
            Ctrl-C leaves it as it was before or after, never half-written; a temp file left
            by a killed writer is removed by the next write in its folder. A command that
            changes several things writes state.json once. Offline, a change that writes
            several files (an end: the score, the sides, the fee charge) is whole after Ctrl-C
            or SIGTERM: gather finishes its writes before it exits, and says the change was
            saved. Files are read only when they are
            regular files of at most 64 MiB: a FIFO, directory or device in their place is
            refused (65 for data, squad and state; 78 for config and credentials; 66 for an
            import file). A file written by a newer gather is refused and never rewritten.
            Earlier layouts (match.json, timer.json, history.json and others) are read into
            state.json once and kept beside it as *.v1.json.

            Every command that changes something is one intent: offline it reads, checks its
            rules and writes while holding intent.lock, so eight 'players add Same' at once
            add one player and refuse seven, and an 'add' racing 'end' lands before the end or
            is refused, never both. Pointing every XDG variable at one folder works: each
            folder has one lock, and no command holds two.

            ## Backups and restores

              gather export backup.json              # roster and gathers ('-' for stdout)
              gather import backup.json              # into this backend, offline or a server
              gather import backup.json --take-retired

            An export carries the players, gathers with their sides, dates, scorers and kept
            chances, retired and deleted players, aliases (and the one chat posts show), the squad with its limit and what
            the chat said of each (notes, maybes, guests), and the fees: fixed shares, whose
            guest is whose, and payments with who paid them, so every balance restores the
            same. A FIFO or device given as the file is written into, never
            replaced; a file that cannot be written is refused (74), and one in gather's own
            folders (where it could replace offline.json) is refused (65).

            A restore keeps identities: offline, an export imported into an empty home keeps
            every player id, gather id and the next player id, so 'players show 11' is still
            the same person. Into a home with players, a player of the file is matched to one
            of the same name (by the name key) that no other player of the file took; a second
            import of the same file adds nothing. Where ids cannot be kept (a home with
            players, or a server, which gives its own) the import says which changed, old →
            new. An import never changes anything quietly: it lists every player matched by
            name, every retired flag it did not apply (--take-retired applies them) and every
            alias left out, ten names and how many more.

            A file that does not hold together is refused (65) and nothing is written: a
            player on both sides, a member or scorer who is not among its players, two players
            or gathers with one id, more goals than the score, a scorer on the wrong side, a
            winner the score contradicts, chances that do not add up to 1, names that clash
            with the roster here, or a version newer than this gather reads. Exports of every
            earlier version import. Offline an import is one locked write; on a server it
            sends six requests at a time, and a failed import is simply run again.
            """#)
}
