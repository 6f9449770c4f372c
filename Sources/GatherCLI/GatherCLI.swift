import FootballGatherCore
import Foundation

/// The entry point of the `gather` command: argv in, exit code out.
public enum GatherCLI {
    public static func main(_ arguments: [String]) async -> Int32 {
        await Application().run(Array(arguments.dropFirst()))
    }
}
