import Foundation

/// Runs generated scripts in the real shells, where they are installed.
enum ShellRunner {
    /// The shell's path in the usual places or on `PATH`; nil when it is not installed.
    static func path(_ name: String) -> String? {
        let searchPath = ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":").map(String.init) ?? []
        return (["/bin", "/usr/bin", "/usr/local/bin"] + searchPath)
            .map { "\($0)/\(name)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    struct NotInstalled: Error {
        let shell: String
    }

    /// Runs `program` with `shell -c` in `directory` and returns its standard output.
    static func run(_ shell: String, _ program: String, in directory: URL? = nil) throws -> String {
        guard let shellPath = path(shell) else { throw NotInstalled(shell: shell) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: shellPath)
        process.arguments = shell == "fish" ? ["--no-config", "-c", program] : ["-c", program]
        process.currentDirectoryURL = directory
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
