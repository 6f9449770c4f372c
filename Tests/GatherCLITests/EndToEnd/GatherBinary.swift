import Foundation
import Synchronization

/// The real `gather` executable, run as a subprocess in a home of its own.
struct GatherBinary: Sendable {
    struct Result: Sendable {
        var code: Int32
        var stdout: String
        var stderr: String
    }

    /// The binary SwiftPM built next to the test bundle.
    static let url: URL = {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var directory = executable.deletingLastPathComponent()
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent("gather")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return executable.deletingLastPathComponent().appendingPathComponent("gather")
    }()

    let home: URL
    var server: URL?
    /// The executable run: this build's, or another (an earlier build that writes a fixture).
    var executable = GatherBinary.url
    /// Variables set on top of the home's own (say, one folder for data and state).
    var overrides: [String: String] = [:]

    init(server: URL? = nil) throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("gather-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        self.server = server
    }

    func cleanUp() { try? FileManager.default.removeItem(at: home) }

    var environment: [String: String] {
        var variables = [
            "HOME": home.path,
            "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
            "XDG_DATA_HOME": home.appendingPathComponent("data").path,
            "XDG_STATE_HOME": home.appendingPathComponent("state").path,
            "PATH": "/usr/bin:/bin",
        ]
        variables["GATHER_SERVER"] = server?.absoluteString
        return variables.merging(overrides) { _, override in override }
    }

    var dataFile: URL { home.appendingPathComponent("data/gather/offline.json") }
    var configFile: URL { home.appendingPathComponent("config/gather/config.json") }

    @discardableResult
    func run(_ arguments: String..., stdin: String? = nil) async throws -> Result {
        try await run(arguments, stdin: stdin)
    }

    /// Waits for the process on a dispatch thread: blocking the test's own thread would
    /// starve Swift Testing's small cooperative pool on a 2-core machine.
    func run(_ arguments: [String], stdin: String? = nil) async throws -> Result {
        try await run(arguments, stdinBytes: stdin.map { Data($0.utf8) })
    }

    /// With `stdinBytes` as they are, valid UTF-8 or not.
    func run(_ arguments: [String], stdinBytes: Data?) async throws -> Result {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Swift.Result { try runBlocking(arguments, stdin: stdinBytes) })
            }
        }
    }

    private func runBlocking(_ arguments: [String], stdin: Data?) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        let input = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try input.fileHandleForWriting.close()
        let errorData = Mutex(Data())
        let readingErrors = DispatchGroup()
        DispatchQueue.global().async(group: readingErrors) {
            let data = errors.fileHandleForReading.readDataToEndOfFile()
            errorData.withLock { $0 = data }
        }
        let stdoutData = output.fileHandleForReading.readDataToEndOfFile()
        readingErrors.wait()
        process.waitUntilExit()
        return Result(
            code: process.terminationStatus, stdout: String(decoding: stdoutData, as: UTF8.self),
            stderr: String(decoding: errorData.withLock { $0 }, as: UTF8.self))
    }
}
