import Foundation
import Testing

/// Checks shared by the fault and bad-input end-to-end suites.
enum EndToEndCheck {
    /// Every regular file under `home` (lock files aside, which are empty and may be
    /// created by any command), keyed by its path relative to `home`.
    static func snapshot(of home: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        guard let paths = FileManager.default.enumerator(atPath: home.path) else { return files }
        for case let path as String in paths where !path.hasSuffix(".lock") {
            let url = home.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue
            else { continue }
            files[path] = FileManager.default.contents(atPath: url.path)
        }
        return files
    }

    /// Words that must never reach a user: crash output and Swift type names.
    static let leakedInternals = [
        "Fatal error", "fatalError", "Stack dump", "Backtrace", "Current stack trace", ".swift:", "Swift.",
        "APIError", "URLError", "NSURLErrorDomain", "Error Domain", "NSError", "DecodingError",
        "StorageError", "FootballGatherCore", "GatherCLI", "Optional(", "internal error",
    ]

    /// A failure reported as the CLI guidelines ask: nothing on stdout, and on stderr one
    /// `Error: ` sentence; a usage error (64) may add its usage or help line.
    static func expectCleanFailure(
        _ result: GatherBinary.Result, code: Int32, containing fragment: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(result.code == code, "exit code; stderr: \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stdout.isEmpty, "stdout of a failure: \(result.stdout)", sourceLocation: sourceLocation)
        #expect(result.stderr.hasSuffix("\n"), "stderr ends its line: \(result.stderr)", sourceLocation: sourceLocation)
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        if code == 64, lines.count == 2 {
            let second = lines[lines.index(after: lines.startIndex)]
            #expect(
                second.hasPrefix("Usage: ") || second.hasPrefix("See 'gather help"),
                "second line of a usage error: \(second)", sourceLocation: sourceLocation)
        } else {
            #expect(lines.count == 1, "stderr is one line: \(result.stderr)", sourceLocation: sourceLocation)
        }
        #expect(lines.first?.hasPrefix("Error: ") == true, "stderr: \(result.stderr)", sourceLocation: sourceLocation)
        for word in leakedInternals {
            #expect(!result.stderr.contains(word), "stderr leaks '\(word)': \(result.stderr)", sourceLocation: sourceLocation)
        }
        if let fragment {
            #expect(result.stderr.contains(fragment), "stderr lacks '\(fragment)': \(result.stderr)", sourceLocation: sourceLocation)
        }
    }

    /// The file holds a JSON object (the config, credentials and state files all do).
    static func expectJSONObject(at url: URL, sourceLocation: SourceLocation = #_sourceLocation) {
        let data = FileManager.default.contents(atPath: url.path) ?? Data()
        let object = try? JSONSerialization.jsonObject(with: data)
        #expect(object is [String: Any], "\(url.path) no longer parses", sourceLocation: sourceLocation)
    }
}
