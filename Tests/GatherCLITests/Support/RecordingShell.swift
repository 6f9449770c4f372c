import Foundation
import Synchronization

@testable import GatherCLI

/// A shell that runs nothing: it records each command with the environment it was given
/// and answers `status`.
final class RecordingShell: ShellRunning {
    private let ran = Mutex<[(command: String, environment: [String: String])]>([])
    let status: Int32

    init(status: Int32) { self.status = status }

    var commands: [(command: String, environment: [String: String])] { ran.withLock { $0 } }

    func run(_ command: String, environment: [String: String]) async throws -> Int32 {
        ran.withLock { $0.append((command, environment)) }
        return status
    }
}
