import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The terminal seen by commands: two output streams, and input for prompts.
/// Tests replace it with a recording console.
public protocol Console: Sendable {
    func write(_ text: String, to stream: StandardStream)
    func isTerminal(_ stream: StandardStream) -> Bool
    /// True when both stdin and stdout are a TTY, so prompting makes sense.
    var isInteractive: Bool { get }
    /// A line read from stdin without the newline, or nil at end of input.
    func readLine() -> String?
    /// Everything left on stdin.
    func readAll() -> Data
    /// A secret read from the terminal without echo; nil when cancelled (Ctrl-C, Ctrl-D).
    func readSecret(prompt: String) -> String?
}

public enum StandardStream: Sendable {
    case standardOutput, standardError
}

/// The process's real terminal.
public struct ProcessConsole: Console {
    public init() {}

    public func write(_ text: String, to stream: StandardStream) {
        let descriptor = stream == .standardOutput ? STDOUT_FILENO : STDERR_FILENO
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }

    public func isTerminal(_ stream: StandardStream) -> Bool {
        isatty(stream == .standardOutput ? STDOUT_FILENO : STDERR_FILENO) == 1
    }

    public var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

    public func readLine() -> String? {
        Swift.readLine(strippingNewline: true).map { $0.hasSuffix("\r") ? String($0.dropLast()) : $0 }
    }

    public func readAll() -> Data { FileHandle.standardInput.readDataToEndOfFile() }

    public func readSecret(prompt: String) -> String? {
        SecretReader.read(prompt: prompt)
    }
}
