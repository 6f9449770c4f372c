import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// `status` is the exit code; `finishedAt` is on `Spawn.now()`'s clock, as the timer's deadlines are.
struct ChildRun {
    var seconds: Double
    var status: Int32
    var finishedAt: Double
}

enum Spawn {
    static func run(_ arguments: [String], environment: [String: String], input: URL? = nil) throws -> ChildRun {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let input { posix_spawn_file_actions_addopen(&actions, 0, input.path, O_RDONLY, 0) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let started = now()
        let spawned = posix_spawn(&pid, arguments[0], &actions, nil, argv, envp)
        guard spawned == 0 else { throw BenchError("cannot start \(arguments[0]): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let finished = now()
        return ChildRun(seconds: finished - started, status: (status >> 8) & 0xFF, finishedAt: finished)
    }

    /// Peak resident memory of a command, in KiB, measured by /usr/bin/time: rusage taken
    /// here would include this process's own memory, which a spawned child shares until exec.
    static func peakKilobytes(_ arguments: [String], environment: [String: String]) throws -> Int? {
        let time = "/usr/bin/time"
        guard FileManager.default.isExecutableFile(atPath: time) else { return nil }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("gather-bench-rss-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let run = try Spawn.run([time, "-f", "%M", "-o", output.path] + arguments, environment: environment)
        guard run.status == 0 else { throw BenchError("\(arguments[0]) failed with exit code \(run.status)") }
        return Int(try String(contentsOf: output, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Seconds on CLOCK_BOOTTIME, the clock gather's timer deadlines use.
    static func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_BOOTTIME, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
}

struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
