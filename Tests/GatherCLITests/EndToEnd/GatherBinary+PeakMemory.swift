import Foundation

#if canImport(Glibc)
    import Glibc
#endif

extension GatherBinary {
    /// Runs the binary with stdin from /dev/null and returns its result with the largest
    /// `VmHWM` (peak resident set, in bytes) read from /proc while it ran, sampled every
    /// 2 ms. Not `wait4`'s `ru_maxrss`: posix_spawn shares this process's memory until the
    /// exec, and Linux counts that in the child's peak, so it would measure the test runner.
    /// Sampling can miss a last spike before exit; it cannot miss a climb to gigabytes.
    func runMeasuringPeakMemory(_ arguments: String...) async throws -> (result: Result, peakBytes: Int) {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Swift.Result { try runMeasuringBlocking(arguments) })
            }
        }
    }

    private func runMeasuringBlocking(_ arguments: [String]) throws -> (result: Result, peakBytes: Int) {
        let stdoutFile = home.appendingPathComponent("measured-stdout")
        let stderrFile = home.appendingPathComponent("measured-stderr")
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdoutFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, stderrFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

        let argv = ([Self.url.path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }

        var pid = pid_t()
        let spawned = posix_spawn(&pid, Self.url.path, &actions, nil, argv, envp)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
        var status: Int32 = 0
        var peakBytes = 0
        while true {
            peakBytes = max(peakBytes, Self.highWaterMark(of: pid) ?? 0)
            let waited = waitpid(pid, &status, WNOHANG)
            if waited == pid { break }
            guard waited == 0 || errno == EINTR else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            usleep(2_000)
        }
        // WIFEXITED / WEXITSTATUS and WTERMSIG, which Swift does not import as macros.
        let code = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        let result = Result(
            code: code, stdout: (try? String(contentsOf: stdoutFile, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOf: stderrFile, encoding: .utf8)) ?? "")
        try? FileManager.default.removeItem(at: stdoutFile)
        try? FileManager.default.removeItem(at: stderrFile)
        return (result, peakBytes)
    }

    /// `VmHWM` of a live process, in bytes.
    private static func highWaterMark(of pid: pid_t) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return nil }
        let kilobytes = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first
        return kilobytes.flatMap { Int($0) }.map { $0 * 1024 }
    }
}
