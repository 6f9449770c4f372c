import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The real binary left running, for what only a process shows: a signal, a closed
/// pipe, a full device. Its stdin stays open (so a read blocks) until `closeInput()`.
final class SpawnedGather: Sendable {
    struct Ended: Sendable {
        var status: Int32
        var bySignal: Bool
        var stderr: String
    }

    private let process: Process
    private let input = Pipe()
    private let errors = Pipe()
    let output: Pipe?

    /// `stdout`: a file to write to (e.g. /dev/full); nil for a pipe read through `output`. `stdin`: a file
    /// to read from; nil for a pipe written through `type`.
    init(_ gather: GatherBinary, _ arguments: [String], stdout: FileHandle? = nil, stdin: FileHandle? = nil) throws {
        process = Process()
        process.executableURL = GatherBinary.url
        process.arguments = arguments
        process.environment = gather.environment
        output = stdout == nil ? Pipe() : nil
        process.standardOutput = stdout ?? output
        process.standardError = errors
        process.standardInput = stdin ?? input
        try process.run()
    }

    var pid: Int32 { process.processIdentifier }

    func interrupt() { send(SIGINT) }

    func send(_ signal: Int32) { kill(pid, signal) }

    /// Once its handler has the signal (said by a test build run with a hold), so that a hold let go after
    /// cannot finish the command first.
    func signalTaken() async -> Bool { await errors(upToLineHolding: "reached interrupt").contains("reached interrupt") }

    func closeInput() throws { try input.fileHandleForWriting.close() }

    /// Writes `text` to its stdin, which stays open.
    func type(_ text: String) throws { try input.fileHandleForWriting.write(contentsOf: Data(text.utf8)) }

    func kill9() { kill(pid, SIGKILL) }

    var hasEnded: Bool { !process.isRunning }

    /// Waits (on a dispatch thread) until the process has its Ctrl-C handler: its
    /// SigCgt mask in /proc holds SIGINT. False if it ended or 20 s went by first.
    func handlesInterrupts() async -> Bool {
        await Self.poll { [pid] in
            guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
                  let line = status.split(separator: "\n").first(where: { $0.hasPrefix("SigCgt:") }),
                  let mask = UInt64(line.dropFirst("SigCgt:".count).trimmingCharacters(in: .whitespaces), radix: 16)
            else { return false }
            return mask & (1 << UInt64(SIGINT - 1)) != 0
        }
    }

    /// Polls `condition` every 10 ms for up to 20 s, off the cooperative pool.
    static func poll(_ condition: @escaping @Sendable () -> Bool) async -> Bool {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                let deadline = Date().addingTimeInterval(20)
                while Date() < deadline {
                    if condition() { return continuation.resume(returning: true) }
                    usleep(10_000)
                }
                continuation.resume(returning: false)
            }
        }
    }

    /// The first line on stdout (blocking until it comes), then the pipe is closed.
    func firstLineThenCloseOutput() async throws -> String {
        guard let output else { return "" }
        return try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                var bytes: [UInt8] = []
                let handle = output.fileHandleForReading
                while bytes.last != UInt8(ascii: "\n") {
                    let chunk = handle.readData(ofLength: 1)
                    if chunk.isEmpty { break }
                    bytes += chunk
                }
                continuation.resume(with: Result { try handle.close(); return String(decoding: bytes, as: UTF8.self) })
            }
        }
    }

    /// Stdout up to the end of the first line holding `text` (blocking until it comes, or
    /// until stdout ends); the pipe stays open.
    func output(upToLineHolding text: String) async -> String {
        guard let output else { return "" }
        return await Self.read(output.fileHandleForReading, upToLineHolding: text)
    }

    /// Stderr up to the end of the first line holding `text`; the rest is left for `ended()`.
    func errors(upToLineHolding text: String) async -> String {
        await Self.read(errors.fileHandleForReading, upToLineHolding: text)
    }

    /// Reads `handle` byte by byte, off the cooperative pool, up to the end of the first
    /// line holding `text` or the end of the stream.
    private static func read(_ handle: FileHandle, upToLineHolding text: String) async -> String {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                var bytes: [UInt8] = []
                var lastLine: [UInt8] = []
                while true {
                    let chunk = handle.readData(ofLength: 1)
                    guard let byte = chunk.first else { break }
                    bytes.append(byte)
                    guard byte == UInt8(ascii: "\n") else { lastLine.append(byte); continue }
                    if String(decoding: lastLine, as: UTF8.self).contains(text) { break }
                    lastLine = []
                }
                continuation.resume(returning: String(decoding: bytes, as: UTF8.self))
            }
        }
    }

    /// Waits for the end, reading stderr to its end meanwhile.
    func ended() async -> Ended {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { [process, errors] in
                let data = errors.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                continuation.resume(returning: Ended(
                    status: process.terminationStatus, bySignal: process.terminationReason == .uncaughtSignal,
                    stderr: String(decoding: data, as: UTF8.self)))
            }
        }
    }

    /// Temp files of atomic writes (`.NAME.UUID.tmp`) anywhere under `directory`.
    static func temporaryFiles(under directory: URL) -> [String] {
        let paths = FileManager.default.enumerator(atPath: directory.path)?.allObjects as? [String] ?? []
        return paths.filter { $0.hasSuffix(".tmp") }
    }
}
