import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `export PATH` writes into what it is given: a regular file is replaced atomically, a
/// FIFO or a device is written as a stream and stays what it was, a directory is refused.
@Suite(.timeLimit(.minutes(3))) struct ExportTargetsEndToEndTests {
    private static func homeWithAPlayer() async throws -> GatherBinary {
        let gather = try GatherBinary()
        #expect(try await gather.run("players", "add", "Ana").code == 0)
        return gather
    }

    @Test func aFIFOWithAReader_getsTheArchive_andStaysAFIFO() async throws {
        let gather = try await Self.homeWithAPlayer()
        defer { gather.cleanUp() }
        let fifo = gather.home.appendingPathComponent("pipe")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let received: Task<Data, Never> = Task.detached {
            // Opening for reading waits for the writer; reading ends when it closes.
            (try? FileHandle(forReadingFrom: fifo).readToEnd()) ?? Data()
        }
        let exported = try await gather.run("export", fifo.path)
        #expect(exported.code == 0, "\(exported.stderr)")
        let archive = try #require(try JSONSerialization.jsonObject(with: await received.value) as? [String: Any])
        #expect((archive["players"] as? [[String: Any]])?.first?["name"] as? String == "Ana")
        var status = stat()
        #expect(lstat(fifo.path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    }

    @Test func aCharacterDevice_isWrittenInto_neverReplaced() async throws {
        let gather = try await Self.homeWithAPlayer()
        defer { gather.cleanUp() }
        let exported = try await gather.run("export", "/dev/null")
        #expect(exported.code == 0, "\(exported.stderr)")
        var status = stat()
        #expect(lstat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
    }

    @Test func aDirectory_isRefused_andLeftAsItWas() async throws {
        let gather = try await Self.homeWithAPlayer()
        defer { gather.cleanUp() }
        let folder = gather.home.appendingPathComponent("backups")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let refused = try await gather.run("export", folder.path)
        EndToEndCheck.expectCleanFailure(refused, code: 74, containing: "it is a directory: give the path of a file to write")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    /// The result that cannot be written is an output error (74), as CLI.md has it.
    @Test func aFullDevice_isAnOutputError() async throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
        let gather = try await Self.homeWithAPlayer()
        defer { gather.cleanUp() }
        let refused = try await gather.run("export", "/dev/full")
        EndToEndCheck.expectCleanFailure(refused, code: 74, containing: "cannot write /dev/full")
    }
}
