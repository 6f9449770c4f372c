import FootballGatherCore

/// `players retire`/`unretire`, and the offer to retire rather than delete someone who played: a retired
/// player leaves lists, the squad and automatic teams, and keeps every record.
extension PlayersCommands {
    static let retire = Command(
        CommandSpec(
            name: "retire", abstract: "Retire a player: off lists, the squad and automatic teams, records kept.",
            discussion: "'players list --all' and 'stats --all' still show retired players; 'players unretire' brings one back.",
            examples: ["gather players retire Ana", "gather players retire 7"], arguments: [Keys.player.spec]),
        run: { context in try await runRetire(context, retired: true) })

    static let unretire = Command(
        CommandSpec(
            name: "unretire", abstract: "Bring a retired player back to lists, the squad and automatic teams.",
            examples: ["gather players unretire Ana"], arguments: [Keys.player.spec]),
        run: { context in try await runRetire(context, retired: false) })

    static func runRetire(_ context: Context, retired: Bool) async throws {
        let viewModel = try context.playerDetailViewModel()
        let change = try await viewModel.setRetired(context.parsed.argument(Keys.player) ?? "", retired).noted(on: context.output)
        let player = change.player
        if context.output.json {
            var json = PlayerJSON(player)
            json.retired = retired ? true : nil
            json.movedUp = change.movedUp.map(PlayerJSON.init).nonEmpty
            try context.output.printJSON(json)
        }
        let name = "\(player.name) (\(PlayerID.tag(player.id)))"
        switch (retired, change.changed) {
        case (true, true):
            let squad = change.leftSquad ? " and out of the squad" : ""
            context.output.confirm("Retired \(name)\(squad): their records stay; 'gather players unretire' brings them back")
        case (true, false): context.output.confirm("\(name) was already retired")
        case (false, true): context.output.confirm("\(name) is back on the roster")
        case (false, false): context.output.confirm("\(name) was not retired")
        }
        announce(change, output: context.output)
    }

    /// What the JSON of the player does not show: who moved up, and a match they stay in.
    private static func announce(_ change: RetirementChange, output: Output) {
        SquadCommands.sayMoves(up: change.movedUp, output: output)
        if change.inRunningMatch, change.changed {
            output.announce("\(change.player.name) stays in the running match: the retirement counts from the next one")
        }
    }

    /// Someone who played is better retired than deleted: on a terminal, offers it and
    /// retires them on yes (true: nothing left to do); without one, says so and refuses.
    static func offerRetiring(_ players: [Player], viewModel: PlayerDetailViewModel, context: Context) async throws -> Bool {
        let played = try await viewModel.matchesPlayed(by: players)
        guard !played.isEmpty else { return false }
        let who = players.filter { played[$0.id] != nil }
            .map { "\($0.name) (\(PlayerID.tag($0.id))) played \(PlainList.counted(played[$0.id] ?? 0, "match", "matches"))" }
        let summary = PlainList.bounded(who)
        guard context.allowsInput else {
            throw CommandInputError.deletingPlayersWhoPlayed(summary: summary)
        }
        guard Prompt(context: context).agrees(to: "\(summary). Retire instead of deleting (records and lists stay tidy)?") else {
            return false
        }
        var changes: [RetirementChange] = []
        for player in players { changes.append(try await viewModel.setRetired(PlayerID.text(player.id), true).value) }
        context.output.confirm("Retired \(PlainList.bounded(players.map { "\($0.name) (\(PlayerID.tag($0.id)))" })) instead of deleting")
        for change in changes { announce(change, output: context.output) }
        return true
    }
}
