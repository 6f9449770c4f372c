import Foundation

@testable import FootballGatherCore
@testable import GatherTestSupport
@testable import GatherCLI

/// What one in-process run of `gather` produced.
typealias GatherOutcome = (code: Int32, stdout: String, stderr: String)

/// Runs `gather ARGS…` in-process against `home`; the environment holds only the
/// home's XDG variables and HOME (plus `variables`), never the machine's.
func gather(
    _ arguments: String..., stdin: [String] = [], home: TestHome, isTerminal: Bool = false,
    isInteractive: Bool = false, clock: (any GatherClock)? = nil, services: StubServices? = nil,
    variables: [String: String] = [:]
) async -> GatherOutcome {
    await gather(
        arguments: arguments, stdin: stdin, home: home, isTerminal: isTerminal, isInteractive: isInteractive,
        clock: clock, services: services, variables: variables)
}

func gather(
    arguments: [String], stdin: [String] = [], home: TestHome, isTerminal: Bool = false,
    isInteractive: Bool = false, clock: (any GatherClock)? = nil, services: StubServices? = nil,
    variables: [String: String] = [:], secrets: [String] = [], shell: (any ShellRunning)? = nil,
    keys: (any KeyPresses)? = nil, console given: RecordingConsole? = nil
) async -> GatherOutcome {
    let console = given ?? RecordingConsole(stdin: stdin, secrets: secrets, isTerminal: isTerminal, isInteractive: isInteractive)
    var environment = CLIEnvironment(
        console: console, variables: home.variables.merging(variables) { _, extra in extra },
        clock: clock ?? FakeClock())
    // A clock that can also sleep (ManualClock) lets time pass instantly in countdowns.
    if let sleeper = clock as? any Sleeper { environment.sleeper = sleeper }
    if let shell { environment.shell = shell }
    environment.openKeys = { keys }
    if let services {
        environment.makeServices = { _, context in
            ServiceBundle(
                players: services, gathers: services, details: context.storage.memory, auth: services,
                intents: MemoryIntentLock(), notes: MemoryPlayerNotes())
        }
    }
    let code = await Application(environment: environment).run(arguments)
    return (code, console.stdout, console.stderr)
}

/// Adds players offline, failing the test's expectations if one is refused.
func addPlayers(_ specs: [[String]], home: TestHome) async -> [GatherOutcome] {
    var outcomes: [GatherOutcome] = []
    for spec in specs {
        outcomes.append(await gather(arguments: ["players", "add"] + spec, home: home))
    }
    return outcomes
}

/// The JSON object or array printed on stdout.
func parseJSON(_ text: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(text.utf8))
}

/// The lines of an output, without the trailing empty one.
func outputLines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
}
