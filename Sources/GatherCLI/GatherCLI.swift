import FootballGatherCore
import Foundation

/// The entry point of the `gather` command: argv in, exit code out.
public enum GatherCLI {
    public static func main(_ arguments: [String]) async -> Int32 {
        // A closed pipe is an EPIPE on the write that `ProcessConsole` checks, never a
        // signal that could end the process between two steps of a file write.
        signal(SIGPIPE, SIG_IGN)
        Interruption.install()
        let status = await Application().run(Array(arguments.dropFirst()))
        ExitGate.pass()
        return status
    }
}
