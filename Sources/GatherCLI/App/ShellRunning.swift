import Foundation

/// Runs a command line the user gave (`--on-end`); tests inject a recording twin.
protocol ShellRunning: Sendable {
    func run(_ command: String, environment: [String: String]) async throws -> Int32
}

/// `/bin/sh -c COMMAND`, waited for off the threads the async tasks share.
struct SystemShell: ShellRunning {
    func run(_ command: String, environment: [String: String]) async throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.environment = environment
        return try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { ended in continuation.resume(returning: ended.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
    }
}
