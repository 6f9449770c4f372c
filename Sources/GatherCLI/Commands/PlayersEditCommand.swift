import FootballGatherCore

extension PlayersCommands {
    static let edit = Command(
        CommandSpec(
            name: "edit", abstract: "Change some fields of a player and keep the others.",
            examples: [
                "gather players edit Ana --skill professional", "gather players edit 4 --name \"Bo Lee\" --clear-age",
                "gather players edit Kwame --alias Kwa --remove-alias KM", "gather players edit Béatrice --known-as Bea",
            ],
            arguments: [Keys.player.spec],
            options: [EditKeys.name.spec] + PlayerFieldOptions.Edit.specs
                + [Keys.allowDuplicate.spec, Keys.alias.spec, EditKeys.removeAlias.spec, EditKeys.knownAs.spec]),
        run: runEdit)

    enum EditKeys {
        static let name = OptionKey<String>("name", valueName: "NAME", help: "A new name.")
        static let knownAs = OptionKey<String>(
            "known-as", valueName: "NAME",
            help: "The short name the group uses, shown in chat posts (kept as an alias too: unique, checked as aliases are).")
        static let removeAlias = OptionKey<String>(
            "remove-alias", valueName: "NAME", help: "Remove one of the player's aliases (repeatable).", isRepeatable: true)
    }

    @Sendable static func runEdit(_ context: Context) async throws {
        let parsed = context.parsed
        var changes = PlayerEditViewModel.Changes()
        changes.allowsDuplicateName = parsed.flag(Keys.allowDuplicate)
        changes.addedAliases = parsed.values(Keys.alias)
        changes.removedAliases = parsed.values(EditKeys.removeAlias)
        changes.knownAs = parsed.value(EditKeys.knownAs)
        if let name = parsed.value(EditKeys.name) { changes.set(\.name, to: name) }
        PlayerFieldOptions.Edit.change(&changes, from: parsed)
        let outcome = try await context.playerEditViewModel()
            .edit(parsed.argument(Keys.player) ?? "", with: changes).noted(on: context.output)
        switch outcome {
        case .unchanged(let player), .updated(_, let player):
            if context.output.json { try context.output.printJSON(PlayerJSON.withAliases(player)) }
            guard case .updated = outcome else { return context.output.confirm("Nothing to change") }
            context.output.confirm("Updated player \(player.name) (\(PlayerID.tag(player.id)))")
        }
    }
}
