import Foundation
import Synchronization
import Testing

/// Files that are not what they should be, through the real binary: a FIFO or device
/// where a file belongs must fail at once (a hang or a crash only a process shows),
/// with one sentence naming it and the file's exit code.
@Suite struct FileInputEndToEndTests {
    /// A FIFO at each file gather reads on a plain command; none may block the process.
    @Test(arguments: [
        FIFOCase("config/gather/config.json", ["players", "list"], 78, "config file"),
        FIFOCase("config/gather/config.json", ["config", "get", "server"], 78, "config file"),
        FIFOCase("data/gather/offline.json", ["players", "list"], 65, "offline data file"),
        FIFOCase("state/gather/state.json", ["show"], 65, "state file"),
        FIFOCase("data/gather/squad.json", ["squad", "list"], 65, "squad file"),
        FIFOCase("backup.json", ["import", "{HOME}/backup.json"], 66, "import file"),
    ])
    func fifo_failsAtOnce_namingIt(_ fifoCase: FIFOCase) async throws {
        let gather = try GatherBinary()
        defer { gather.cleanUp() }
        let fifo = gather.home.appendingPathComponent(fifoCase.path)
        try FileManager.default.createDirectory(at: fifo.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(mkfifo(fifo.path, 0o600) == 0)

        let (result, blocked) = try await Self.run(gather, fifoCase.arguments(in: gather.home), unblocking: fifo)

        #expect(!blocked, "gather blocked opening the FIFO \(fifo.path)")
        EndToEndCheck.expectCleanFailure(result, code: fifoCase.code, containing: "\(fifoCase.kind) \(fifo.path) is a FIFO")
    }

    /// A UTF-16 file or stray bytes on stdin are refused, not turned into names of '�'.
    @Test(arguments: [Data([0xFF, 0xFE, 0x42, 0x00, 0x6F, 0x00, 0x0A, 0x00]), Data([0x41, 0x6E, 0x61, 0x0A, 0x80, 0x42, 0x6F, 0x0A])])
    func aListOnStdinThatIsNotUTF8_isRefused_andAddsNobody(_ bytes: Data) async throws {
        let gather = try GatherBinary()
        defer { gather.cleanUp() }

        let result = try await gather.run(["players", "add", "-"], stdinBytes: bytes)

        EndToEndCheck.expectCleanFailure(result, code: 65, containing: "the list on stdin is not UTF-8 text")
        #expect(try await gather.run("players", "list", "--json").stdout == "[]\n")
    }

    /// An argument of stray bytes is refused as stdin is, not repaired into a name of '�':
    /// the shell makes the bytes, which a Swift string cannot carry.
    @Test func anArgumentThatIsNotUTF8_isRefused_andAddsNobody() async throws {
        let gather = try GatherBinary()
        defer { gather.cleanUp() }
        var shell = gather
        shell.executable = URL(fileURLWithPath: "/bin/sh")

        let result = try await shell.run(["-c", #"exec "$0" players add "$(printf 'a\377b')""#, GatherBinary.url.path])

        EndToEndCheck.expectCleanFailure(result, code: 65, containing: "argument 3 of the command line is not UTF-8 text")
        #expect(try await gather.run("players", "list", "--json").stdout == "[]\n")
    }

    @Test func importDevZero_exits66_withoutReadingIt() async throws {
        let gather = try GatherBinary()
        defer { gather.cleanUp() }

        let result = try await gather.run("import", "/dev/zero")

        EndToEndCheck.expectCleanFailure(result, code: 66, containing: "/dev/zero is a character device, not a regular file")
        #expect(!FileManager.default.fileExists(atPath: gather.dataFile.path))
    }

    /// An endless stdin is cut at the import limit and refused, instead of filling memory.
    @Test func importFromEndlessStdin_exits66() throws {
        let gather = try GatherBinary()
        defer { gather.cleanUp() }
        let process = Process()
        process.executableURL = GatherBinary.url
        process.arguments = ["import", "-"]
        process.environment = gather.environment
        process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: "/dev/zero"))
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        #expect(process.terminationStatus == 66)
        #expect(stderr.contains("stdin is larger than 64 MiB"), "\(stderr)")
        #expect(!FileManager.default.fileExists(atPath: gather.dataFile.path))
    }

    @Test func importDirectory_exits66() async throws {
        let gather = try GatherBinary()
        defer { gather.cleanUp() }

        let result = try await gather.run("import", gather.home.path)

        EndToEndCheck.expectCleanFailure(result, code: 66, containing: "is a directory, not a regular file")
    }

    @Test func nextPlayerIDAtIntMax_exits65_namingTheFile_insteadOfCrashing() async throws {
        let gather = try GatherBinary()
        defer { gather.cleanUp() }
        #expect(try await gather.run("players", "add", "Ana").code == 0)
        var data = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: gather.dataFile)) as? [String: Any])
        data["nextPlayerID"] = Int.max
        try JSONSerialization.data(withJSONObject: data).write(to: gather.dataFile)
        let before = try Data(contentsOf: gather.dataFile)

        let result = try await gather.run("players", "add", "Bo")

        EndToEndCheck.expectCleanFailure(result, code: 65, containing: gather.dataFile.path)
        #expect(try Data(contentsOf: gather.dataFile) == before)
    }

    @Test func dataFileOfANewerGather_exits65_andIsNeverRewritten() async throws {
        let gather = try GatherBinary()
        defer { gather.cleanUp() }
        #expect(try await gather.run("players", "add", "Ana").code == 0)
        var data = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: gather.dataFile)) as? [String: Any])
        data["version"] = 3
        data["ratings"] = ["1": 5]
        try JSONSerialization.data(withJSONObject: data).write(to: gather.dataFile)
        let before = try Data(contentsOf: gather.dataFile)

        for command in [["players", "add", "Bo"], ["players", "list"]] {
            let result = try await gather.run(command)
            EndToEndCheck.expectCleanFailure(result, code: 65, containing: "made by a newer gather; upgrade gather to use it")
        }
        #expect(try Data(contentsOf: gather.dataFile) == before)
    }

    @Test func symlinkedLockFile_isRefused_andCreatesNothingWhereItPoints() async throws {
        let gather = try GatherBinary()
        defer { gather.cleanUp() }
        let directory = gather.dataFile.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let planted = gather.home.appendingPathComponent("planted")
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("gather.lock").path, withDestinationPath: planted.path)

        let result = try await gather.run("players", "add", "Ana")

        EndToEndCheck.expectCleanFailure(result, code: 65, containing: "is a symbolic link")
        #expect(!FileManager.default.fileExists(atPath: planted.path))
        #expect(!FileManager.default.fileExists(atPath: gather.dataFile.path))
    }

    /// Runs gather; should it still run after a generous minute, opens `fifo` for
    /// writing and closes it again (repeatedly), so that a blocked open ends and the
    /// test fails instead of hanging. Reports whether that was needed.
    static func run(
        _ gather: GatherBinary, _ arguments: [String], unblocking fifo: URL
    ) async throws -> (GatherBinary.Result, blocked: Bool) {
        let blocked = Mutex(false)
        let guardTask = Task {
            try await Task.sleep(for: .seconds(60))
            while !Task.isCancelled {
                let writer = open(fifo.path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
                if writer != -1 {
                    blocked.withLock { $0 = true }
                    close(writer)
                }
                try await Task.sleep(for: .milliseconds(200))
            }
        }
        defer { guardTask.cancel() }
        let result = try await gather.run(arguments)
        return (result, blocked.withLock { $0 })
    }
}

/// A FIFO planted at `path` (relative to the home), the command run, and what it must say.
struct FIFOCase: Sendable, CustomTestStringConvertible {
    var path: String
    var arguments: [String]
    var code: Int32
    var kind: String

    init(_ path: String, _ arguments: [String], _ code: Int32, _ kind: String) {
        self.path = path
        self.arguments = arguments
        self.code = code
        self.kind = kind
    }

    func arguments(in home: URL) -> [String] {
        arguments.map { $0.replacingOccurrences(of: "{HOME}", with: home.path) }
    }

    var testDescription: String { "FIFO at \(path): gather \(arguments.joined(separator: " ")) → \(code)" }
}
