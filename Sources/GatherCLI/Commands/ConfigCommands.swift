import FootballGatherCore

enum ConfigCommands {
    static let key = ArgumentKey<ConfigKey>("KEY", help: "One of: \(ConfigKey.allCases.map(\.rawValue).joined(separator: ", ")).")
    static let value = ArgumentKey<String>("VALUE", help: "The new value.")

    static let group = Command(
        group: CommandSpec(
            name: "config", abstract: "Read and change saved settings (server, username).",
            examples: ["gather config set server http://127.0.0.1:8080", "gather config unset server"]),
        [get, set, unset])

    static let get = Command(
        CommandSpec(name: "get", abstract: "Print a setting (nothing when unset).", examples: ["gather config get server"], arguments: [key.spec]),
        run: { context in
            let key = context.parsed.argument(key) ?? .server
            let value = try context.settingsViewModel().value(of: key)
            if context.output.json { return try context.output.printJSON(SettingJSON(key: key.rawValue, value: value)) }
            if let value { context.output.line(value) }
        })

    static let set = Command(
        CommandSpec(
            name: "set", abstract: "Save a setting.", examples: ["gather config set server http://127.0.0.1:8080"],
            arguments: [key.spec, value.spec]),
        run: { context in
            let key = context.parsed.argument(key) ?? .server
            let stored = try context.settingsViewModel().set(key, to: context.parsed.argument(value) ?? "")
            if context.output.json { return try context.output.printJSON(SettingJSON(key: key.rawValue, value: stored)) }
            context.output.confirm("Set \(key.rawValue) to \(stored)")
        })

    static let unset = Command(
        CommandSpec(name: "unset", abstract: "Remove a setting.", examples: ["gather config unset server"], arguments: [key.spec]),
        run: { context in
            let key = context.parsed.argument(key) ?? .server
            try context.settingsViewModel().unset(key)
            if context.output.json { return try context.output.printJSON(SettingJSON(key: key.rawValue, value: nil)) }
            context.output.confirm("Unset \(key.rawValue)")
        })
}
