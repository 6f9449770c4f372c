/// A variable of the environment that changes what gather does. `EnvironmentTopic`
/// renders them; `EnvironmentTopicTests` checks the code reads these and no others.
struct EnvironmentVariable: Sendable {
    enum Reader: Sendable {
        /// gather reads it from the environment it was given.
        case gather
        /// Only libcurl (under URLSession) reads it, from the process's environment.
        case libcurl
        /// Only the C library reads it (the time zone).
        case cLibrary
    }

    var name: String
    var meaning: String
    var reader: Reader = .gather
}

extension EnvironmentVariable {
    static let all: [EnvironmentVariable] = [
        .init(name: "GATHER_SERVER", meaning: "The server to use when --server is not given; it wins over the config file and is never saved."),
        .init(
            name: "GATHER_CONNECT_TIMEOUT",
            meaning: "Seconds to wait for a connection to the server before saying it cannot be reached (exit 69), apart from --timeout and never longer than it; default 3, fractions allowed (0.1 to 60), 0 turns the wait off. Not used while a proxy is set."),
        .init(name: "NO_COLOR", meaning: "When set and not empty, output is never coloured (as --no-color)."),
        .init(name: "TERM", meaning: "When dumb, output is never coloured."),
        .init(name: "COLUMNS", meaning: "The width tables fit on a terminal (default: the terminal's width); piped, tables are never cut."),
        .init(name: "HOME", meaning: "The base of the default folders below (when unset or empty: the password database's)."),
        .init(name: "XDG_CONFIG_HOME", meaning: "Where the gather folder of config and credentials lives (default ~/.config)."),
        .init(name: "XDG_DATA_HOME", meaning: "Where the gather folder of offline data lives (default ~/.local/share)."),
        .init(name: "XDG_STATE_HOME", meaning: "Where the gather folder of the running match and this machine's memory of a server lives (default ~/.local/state)."),
        .init(name: "TZ", meaning: "The time zone of the dates gather shows and reads (local time), as the C library reads it.", reader: .cLibrary),
    ] + proxies

    /// The proxy variables libcurl honours; while one is set, gather makes no connect check of its own.
    static let proxies: [EnvironmentVariable] = ["http_proxy", "https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"].map {
        .init(name: $0, meaning: "A proxy for requests to the server, used as libcurl uses it; while it is set, GATHER_CONNECT_TIMEOUT is not used.")
    } + ["no_proxy", "NO_PROXY"].map {
        .init(name: $0, meaning: "Hosts reached without the proxy, as libcurl reads it.", reader: .libcurl)
    }
}

enum EnvironmentTopic {
    /// One entry per meaning: variables that mean the same (the proxies) share a line.
    static var entries: [ManualSection.Entry] {
        var entries: [ManualSection.Entry] = []
        for variable in EnvironmentVariable.all {
            if let last = entries.last, last.text == variable.meaning {
                entries[entries.count - 1].term += ", " + variable.name
            } else {
                entries.append(.init(term: variable.name, text: variable.meaning))
            }
        }
        return entries
    }

    static let topic = Topic(
        name: "environment", abstract: "The environment variables gather reads.", title: "ENVIRONMENT",
        blocks: [
            .paragraph("These variables change what gather does, and no others. An unset or empty variable means its default; an XDG variable that is not an absolute path means its default too. A command-line flag wins over a variable, and a variable over the config file."),
            .entries(entries),
            .paragraph("A command run by 'timer run --on-end' gets the whole environment gather was started with. HTTP_PROXY in upper case is not read: libcurl ignores it, as any CGI-safe client does."),
        ])
}
