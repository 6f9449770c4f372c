import FootballGatherCore

/// Options accepted anywhere on the command line.
enum GlobalOptions {
    static let all: [OptionSpec] = [
        OptionSpec(long: "server", valueName: "URL", help: "The Football Gather server, e.g. http://127.0.0.1:8080 (default: $GATHER_SERVER, then the config file, else offline)."),
        .flag("json", help: "Print data as JSON."),
        .flag("quiet", short: "q", help: "Print no confirmations or progress; errors still show."),
        .flag("no-color", help: "Never colour the output (also: NO_COLOR=1)."),
        OptionSpec(long: "timeout", valueName: "SECONDS", help: "Give up on a request after this many seconds.", defaultValue: "15", kind: .integer),
        .flag("no-input", help: "Never prompt; fail instead when a value is missing."),
    ]
}
