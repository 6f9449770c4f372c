import FootballGatherCore

/// Options accepted anywhere on the command line.
enum GlobalOptions {
    static let server = OptionKey<String>(
        "server", valueName: "URL",
        help: "The Football Gather server, e.g. http://127.0.0.1:8080 (default: $GATHER_SERVER, then the config file, else offline).")
    static let json = FlagKey("json", help: "Print data as JSON.")
    static let quiet = FlagKey("quiet", short: "q", help: "Print no confirmations or progress; errors still show.")
    static let noColor = FlagKey("no-color", help: "Never colour the output (also: NO_COLOR=1).")
    static let timeout = OptionKey<Int>("timeout", valueName: "SECONDS", help: "Give up on a request after this many seconds.", default: 15)
    static let noInput = FlagKey("no-input", help: "Never prompt; fail instead when a value is missing.")

    static let all: [OptionSpec] = [server.spec, json.spec, quiet.spec, noColor.spec, timeout.spec, noInput.spec]
}
