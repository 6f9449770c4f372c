import FootballGatherCore

/// The options that set a player's fields, for `players add` and (with `Edit`'s clear flags) `players edit`.
enum PlayerFieldOptions {
    static let age = OptionKey<Int>("age", valueName: "N", help: "Age in years, 1 to 99.")
    static let skill = OptionKey<Skill>("skill", valueName: "SKILL", help: "How good the player is.")
    static let position = OptionKey<Position>("position", valueName: "POSITION", help: "Preferred position (or GK, DEF, MID, W, ST).")
    static let favouriteTeam = OptionKey<String>(
        "favourite-team", valueName: "TEAM", help: "The player's favourite team (at most 64 characters).")

    static let specs = [age.spec, skill.spec, position.spec, favouriteTeam.spec]

    static func draft(from parsed: ParsedCommand) -> PlayerDraft {
        PlayerDraft(
            name: "", age: parsed.value(age), skill: parsed.value(skill), preferredPosition: parsed.value(position),
            favouriteTeam: parsed.value(favouriteTeam))
    }

    enum Edit {
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

        static let specs = [
            age.spec, clearAge.spec, skill.spec, clearSkill.spec, position.spec, clearPosition.spec, favouriteTeam.spec,
            clearFavouriteTeam.spec,
        ]

        static func change(_ changes: inout PlayerEditViewModel.Changes, from parsed: ParsedCommand) {
            change(&changes, \.age, to: parsed.value(age), clear: parsed.flag(clearAge))
            change(&changes, \.skill, to: parsed.value(skill), clear: parsed.flag(clearSkill))
            change(&changes, \.preferredPosition, to: parsed.value(position), clear: parsed.flag(clearPosition))
            change(&changes, \.favouriteTeam, to: parsed.value(favouriteTeam), clear: parsed.flag(clearFavouriteTeam))
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
}
