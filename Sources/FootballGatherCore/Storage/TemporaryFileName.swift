import Foundation

/// The names of `AtomicFile`'s temp files: `.<file>.<writer pid>.<UUID>.tmp`, hidden,
/// beside the file they replace. The pid says whether the writer can still be alive.
struct TemporaryFileName: Equatable {
    var fileName: String
    /// Nil for the names of older gathers, which carried no pid.
    var writer: pid_t?

    static func make(for fileName: String, writer: pid_t = getpid()) -> String {
        ".\(fileName).\(writer).\(UUID().uuidString).tmp"
    }

    /// Reads back a name that `make` (or an older gather) made; nil for any other name.
    init?(parsing name: String) {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
        var parts = name.dropFirst().dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2, let last = parts.popLast(), UUID(uuidString: String(last)) != nil else { return nil }
        if parts.count >= 2, let last = parts.last, let pid = pid_t(last), pid > 0 {
            writer = pid
            parts.removeLast()
        } else {
            writer = nil
        }
        let fileName = parts.joined(separator: ".")
        guard !fileName.isEmpty else { return nil }
        self.fileName = fileName
    }
}
