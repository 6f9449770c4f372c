import FootballGatherCore
import Foundation

/// The entry point of the `gather` command: argv in, exit code out.
public enum GatherCLI {
    /// argv read as strict UTF-8: an argument that is not is refused (65), never repaired into another name.
    public static func main() async -> Int32 {
        let decoded = (0..<Int(CommandLine.argc)).map { index in CommandLine.unsafeArgv[index].flatMap { String(validatingCString: $0) } }
        if let position = decoded.indices.dropFirst().first(where: { decoded[$0] == nil }) {
            return ErrorReporter(console: ProcessConsole()).report(CommandInputError.argumentNotUTF8(position: position)).rawValue
        }
        return await main(decoded.map { $0 ?? "" })
    }

    public static func main(_ arguments: [String]) async -> Int32 {
        // A closed pipe becomes EPIPE on a checked write, never a signal that could cut a file write in two.
        signal(SIGPIPE, SIG_IGN)
        Interruption.install()
        let status = await Application().run(Array(arguments.dropFirst()))
        ExitGate.pass()
        return status
    }
}
