import FootballGatherCore
import Foundation

extension PlayersCommands {
    static let edit = Command(
        CommandSpec(
            name: "edit", abstract: "Change some fields of a player and keep the others.",
            examples: [
                "gather players edit Ana --skill professional", "gather players edit 4 --name \"Bo Lee\" --clear-age",
                "gather players edit Kwame --alias Kwa --remove-alias KM", "gather players edit Béatrice --known-as Bea",
            ],
            arguments: [Keys.player.spec],
            options: [
                EditKeys.name.spec, EditKeys.age.spec, EditKeys.clearAge.spec, EditKeys.skill.spec, EditKeys.clearSkill.spec,
                EditKeys.position.spec, EditKeys.clearPosition.spec, EditKeys.favouriteTeam.spec,
                EditKeys.clearFavouriteTeam.spec, Keys.allowDuplicate.spec, Keys.alias.spec, EditKeys.removeAlias.spec, EditKeys.knownAs.spec,
            ]),
        run: runEdit)

    enum EditKeys {
        static let name = OptionKey<String>("name", valueName: "NAME", help: "A new name.")
        static let age = OptionKey<Int>("age", valueName: "N", help: "Age in years, 1 to 99.", conflicts: ["clear-age"])
        static let clearAge = FlagKey("clear-age", help: "Remove the age.")
        static let skill = OptionKey<Skill>("skill", valueName: "SKILL", help: "How good the player is.", conflicts: ["clear-skill"])
        static let clearSkill = FlagKey("clear-skill", help: "Remove the skill.")
        static let position = OptionKey<Position>(
            "position", valueName: "POSITION", help: "Preferred position (or GK, DEF, MID, W, ST).", conflicts: ["clear-position"])
        static let clearPosition = FlagKey("clear-position", help: "Remove the position.")
        static let favouriteTeam = OptionKey<String>(
            "favourite-team", valueName: "TEAM", help: "The player's favourite team.", conflicts: ["clear-favourite-team"])
        static let clearFavouriteTeam = FlagKey("clear-favourite-team", help: "Remove the favourite team.")
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
        change(&changes, \.age, to: parsed.value(EditKeys.age), clear: parsed.flag(EditKeys.clearAge))
        change(&changes, \.skill, to: parsed.value(EditKeys.skill), clear: parsed.flag(EditKeys.clearSkill))
        change(&changes, \.preferredPosition, to: parsed.value(EditKeys.position), clear: parsed.flag(EditKeys.clearPosition))
        change(&changes, \.favouriteTeam, to: parsed.value(EditKeys.favouriteTeam), clear: parsed.flag(EditKeys.clearFavouriteTeam))
        let outcome = try await context.playerEditViewModel()
            .edit(parsed.argument(Keys.player) ?? "", with: changes).noted(on: context.output)
        switch outcome {
        case .unchanged(let player):
            if context.output.json { try context.output.printJSON(PlayerJSON.withAliases(player)) }
            context.output.confirm("Nothing to change")
        case .updated(_, let player):
            if context.output.json { try context.output.printJSON(PlayerJSON.withAliases(player)) }
            context.output.confirm("Updated player \(player.name) (\(PlayerID.tag(player.id)))")
        }
    }

    /// An optional field: given, cleared, or (neither) kept.
    private static func change<Value>(
        _ changes: inout PlayerEditViewModel.Changes, _ field: WritableKeyPath<PlayerDraft, Value?>, to value: Value?, clear: Bool
    ) {
        if clear {
            changes.set(field, to: nil)
        } else if let value {
            changes.set(field, to: value)
        }
    }
}
