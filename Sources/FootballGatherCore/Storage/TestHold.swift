import Foundation

/// Makes a race certain in the tests of racing commands: in a debug build, with `GATHER_TEST_HOLD` naming
/// `point`, the process says `held at POINT` on stderr and waits for a line on stdin.
package enum TestHold {
    /// Says on stderr (a test build run with a hold) that `point` was reached, without waiting.
    package static func reached(_ point: String) {
        #if DEBUG
            guard ProcessInfo.processInfo.environment["GATHER_TEST_HOLD"] != nil else { return }
            FileHandle.standardError.write(Data("reached \(point)\n".utf8))
        #endif
    }

    /// A hold is set: a test lets it go, so nothing waiting for it gives up.
    package static var isSet: Bool {
        #if DEBUG
            ProcessInfo.processInfo.environment["GATHER_TEST_HOLD"] != nil
        #else
            false
        #endif
    }

    package static func at(_ point: String) {
        #if DEBUG
            guard ProcessInfo.processInfo.environment["GATHER_TEST_HOLD"] == point else { return }
            FileHandle.standardError.write(Data("held at \(point)\n".utf8))
            _ = readLine()
        #endif
    }
}
