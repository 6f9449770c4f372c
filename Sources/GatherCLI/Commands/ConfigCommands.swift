import FootballGatherCore
import Foundation

/// `gather config get|set|unset`: the saved server and username.
enum ConfigCommands {
    static let keys = ConfigKey.allCases.map(\.rawValue)
    static let keyArgument = ArgumentSpec(name: "KEY", help: "One of: \(keys.joined(separator: ", ")).", completion: .values(keys))

    static let group = Command(
        group: CommandSpec(
            name: "config", abstract: "Read and change saved settings (server, username).",
            examples: ["gather config set server http://127.0.0.1:8080", "gather config unset server"]),
        [get, set, unset])

    static let get = Command(
        CommandSpec(name: "get", abstract: "Print a setting (nothing when unset).", examples: ["gather config get server"], arguments: [keyArgument]),
        run: { context in
            let key = context.parsed.argument("KEY") ?? ""
            let value = try context.configStore.get(key)
            if context.output.json { return try context.output.printJSON([key: value]) }
            if let value { context.output.line(value) }
        })

    static let set = Command(
        CommandSpec(
            name: "set", abstract: "Save a setting.", examples: ["gather config set server http://127.0.0.1:8080"],
            arguments: [keyArgument, ArgumentSpec(name: "VALUE", help: "The new value.")]),
        run: { context in
            let key = context.parsed.argument("KEY") ?? ""
            let stored = try context.configStore.set(key, to: context.parsed.argument("VALUE") ?? "")
            context.output.confirm("Set \(key) to \(stored)")
        })

    static let unset = Command(
        CommandSpec(name: "unset", abstract: "Remove a setting.", examples: ["gather config unset server"], arguments: [keyArgument]),
        run: { context in
            let key = context.parsed.argument("KEY") ?? ""
            try context.configStore.unset(key)
            context.output.confirm("Unset \(key)")
        })
}
