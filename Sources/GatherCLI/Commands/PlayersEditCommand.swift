import FootballGatherCore
import Foundation

extension PlayersCommands {
    static let edit = Command(
        CommandSpec(
            name: "edit", abstract: "Change some fields of a player and keep the others.",
            examples: ["gather players edit Ana --skill professional", "gather players edit 4 --name \"Bo Lee\" --clear-age"],
            arguments: [playerArgument],
            options: [
                OptionSpec(long: "name", valueName: "NAME", help: "A new name."),
                OptionSpec(long: "age", valueName: "N", help: "Age in years, 1 to 99.", kind: .integer, conflicts: ["clear-age"]),
                .flag("clear-age", help: "Remove the age."),
                OptionSpec(long: "skill", valueName: "SKILL", help: "How good the player is.", allowedValues: skillValues, conflicts: ["clear-skill"]),
                .flag("clear-skill", help: "Remove the skill."),
                OptionSpec(long: "position", valueName: "POSITION", help: "Preferred position.", allowedValues: positionValues, conflicts: ["clear-position"]),
                .flag("clear-position", help: "Remove the position."),
                OptionSpec(long: "favourite-team", valueName: "TEAM", help: "The player's favourite team.", conflicts: ["clear-favourite-team"]),
                .flag("clear-favourite-team", help: "Remove the favourite team."),
                allowDuplicate,
            ]),
        run: runEdit)

    @Sendable static func runEdit(_ context: Context) async throws {
        let parsed = context.parsed
        var changes = PlayerEditViewModel.Changes()
        changes.name = parsed.value("name")
        changes.allowsDuplicateName = parsed.flag("allow-duplicate")
        changes.age = fieldChange(parsed.integer("age"), clear: parsed.flag("clear-age"))
        changes.skill = fieldChange(parsed.value("skill"), clear: parsed.flag("clear-skill"))
        changes.position = fieldChange(parsed.value("position"), clear: parsed.flag("clear-position"))
        changes.favouriteTeam = fieldChange(parsed.value("favourite-team"), clear: parsed.flag("clear-favourite-team"))
        let outcome = try await PlayerEditViewModel(service: try context.services().players)
            .edit(parsed.argument("PLAYER") ?? "", with: changes)
        switch outcome {
        case .unchanged(let player):
            if context.output.json { try context.output.printJSON(player) }
            context.output.confirm("Nothing to change")
        case .updated(_, let player):
            if context.output.json { try context.output.printJSON(player) }
            context.output.confirm("Updated player \(player.name) (#\(player.id))")
        }
    }

    private static func fieldChange<Value>(_ value: Value?, clear: Bool) -> FieldChange<Value> {
        if clear { return .clear }
        return value.map(FieldChange.set) ?? .keep
    }
}
