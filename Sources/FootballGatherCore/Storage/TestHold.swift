import Foundation

/// Makes a race certain in the tests of racing commands: in a debug build, with `GATHER_TEST_HOLD` naming
/// `point`, the process says `held at POINT` on stderr and waits for a line on stdin.
package enum TestHold {
    #if DEBUG
        private static let held = ProcessInfo.processInfo.environment["GATHER_TEST_HOLD"]
    #else
        private static let held: String? = nil
    #endif

    /// A hold is set: a test lets it go, so an early end waits longer for it (`ExitGate.asOneUnit`).
    package static var isSet: Bool { held != nil }

    /// Says on stderr (a test build run with a hold) that `point` was reached, without waiting.
    package static func reached(_ point: String) {
        guard isSet else { return }
        FileHandle.standardError.write(Data("reached \(point)\n".utf8))
    }

    package static func at(_ point: String) {
        guard held == point else { return }
        FileHandle.standardError.write(Data("held at \(point)\n".utf8))
        _ = readLine()
    }
}
