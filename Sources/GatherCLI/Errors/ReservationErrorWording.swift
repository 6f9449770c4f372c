import FootballGatherCore

/// Another process's intent in the way (`ReservationError`), in the CLI's words.
enum ReservationErrorWording {
    static func text(_ error: ReservationError) -> String {
        "another gather command on this machine is \(describe(error.action)) on this server; try again when it has finished"
    }

    static func describe(_ action: ReservedAction) -> String {
        switch action {
        case .addingPlayers(let names):
            names.count == 1 ? "adding the player '\(InputError.echo(names[0]))'" : "adding \(names.count) players"
        case .changingRoster: "changing the roster"
        case .startingMatch: "starting a match"
        case .changingMatch: "changing the running match"
        case .endingMatch: "ending the running match"
        case .changingHistory: "changing the history"
        case .recordingMatch: "recording a match"
        case .importing: "importing an export"
        case .changingSquad: "changing the squad"
        case .changingFees: "changing the fees"
        case .signingIn(let username): "signing in as '\(InputError.echo(username))'"
        case .signingOut: "signing out"
        case .changingHome: "changing this home"
        case .sendingKept: "sending the changes kept while the server could not be reached"
        }
    }
}
