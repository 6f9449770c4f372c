import FakeGatherServer
import Foundation
import Testing

/// The README's commands run as a reader would type them, one home for the whole page,
/// against the built `gather`: the front page cannot drift from what the code does.
@Suite(.serialized) struct ReadmeCommandsEndToEndTests {
    static let readme: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
    }()

    /// The address the README's server blocks name, replaced by the fake server's.
    static let readmeServer = "http://127.0.0.1:8080"

    @Test func theReadmesBlocks_runAsShown() async throws {
        let blocks = ReadmeBlock.blocks(in: Self.readme)
        try #require(!blocks.isEmpty, "README.md not found or without sh blocks")
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        let shell = try ReadmeShell()
        defer { shell.cleanUp() }
        var skipped: [String] = []
        for block in blocks {
            let address: String
            switch block.mode {
            case .skipped(let reason):
                skipped.append("line \(block.line): \(reason)")
                continue
            case .offline: address = Self.readmeServer
            case .server: address = server.baseURL.absoluteString.trimmingSuffix("/")
            }
            if block.isTranscript {
                for step in block.steps {
                    let result = try await shell.run(step.command.replacingOccurrences(of: Self.readmeServer, with: address))
                    #expect(result.output == step.output, "README line \(block.line): '\(step.command)' printed:\n\(result.output.joined(separator: "\n"))")
                }
            } else {
                let script = block.lines.joined(separator: "\n").replacingOccurrences(of: Self.readmeServer, with: address)
                let result = try await shell.run(script)
                #expect(result.code == 0, "README block at line \(block.line) failed (exit \(result.code)):\n\(result.output.joined(separator: "\n"))")
            }
        }
        print("README blocks skipped:\n" + skipped.joined(separator: "\n"))
        // What is skipped is said here, so a block newly marked to skip is a visible change.
        #expect(skipped.map { $0.components(separatedBy: ": ").dropFirst().joined(separator: ": ") } == [
            "it runs the build and the whole test suite",
            "it installs into the system",
            "it needs a link that drops",
        ])
    }

    @Test func blocks_areRead_withTheirMarks() {
        let markdown = """
            ```sh
            gather players list
            ```
            <!-- readme-test: skip not here -->
            ```sh
            make test
            ```
            <!-- readme-test: server -->
            ```sh
            $ gather status
            Backend: x
            ```
            """
        let blocks = ReadmeBlock.blocks(in: markdown)
        #expect(blocks.map(\.mode) == [.offline, .skipped(reason: "not here"), .server])
        #expect(blocks[2].steps == [.init(command: "gather status", output: ["Backend: x"])])
        #expect(!blocks[0].isTranscript)
    }
}

/// `sh` in a throw-away home whose PATH finds the built `gather` first.
private struct ReadmeShell {
    let home: URL

    init() throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("gather-readme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    }

    func cleanUp() { try? FileManager.default.removeItem(at: home) }

    var environment: [String: String] {
        [
            "HOME": home.path,
            "XDG_CONFIG_HOME": home.appendingPathComponent(".config").path,
            "XDG_DATA_HOME": home.appendingPathComponent(".local/share").path,
            "XDG_STATE_HOME": home.appendingPathComponent(".local/state").path,
            "PATH": GatherBinary.url.deletingLastPathComponent().path + ":/usr/bin:/bin",
            "PASS": "a secret",
        ]
    }

    /// Runs `script` with `sh -e` in the home, stdout and stderr in one stream.
    func run(_ script: String) async throws -> (code: Int32, output: [String]) {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try runBlocking(script) })
            }
        }
    }

    private func runBlocking(_ script: String) throws -> (code: Int32, output: [String]) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-e", "-c", "exec 2>&1\n" + script]
        process.environment = environment
        process.currentDirectoryURL = home
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return (process.terminationStatus, lines)
    }
}

private extension String {
    func trimmingSuffix(_ suffix: String) -> String { hasSuffix(suffix) ? String(dropLast(suffix.count)) : self }
}
