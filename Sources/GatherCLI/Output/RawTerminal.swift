import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Single keystrokes while a live countdown runs, until `restore()`; tests pass a scripted twin.
protocol KeyPresses: Sendable {
    /// Waits up to `seconds` for a key; nil when none came.
    func nextKey(within seconds: Double) async -> UInt8?
    func restore()
}

/// Stdin switched to single keystrokes without echo while a live countdown runs;
/// `ISIG` stays on so Ctrl-C still interrupts. Restored by `restore()`.
final class RawTerminal: KeyPresses {
    /// Nil when stdin is not a terminal: polling a closed or redirected stdin would spin.
    @Sendable static func open() -> (any KeyPresses)? {
        let terminal = RawTerminal()
        return terminal.original != nil ? terminal : nil
    }

    private let original: termios?

    init() {
        var settings = termios()
        guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &settings) == 0 else {
            original = nil
            return
        }
        original = settings
        var raw = settings
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 0
            cc[Int(VTIME)] = 0
        }
        _ = tcsetattr(STDIN_FILENO, TCSANOW, &raw)
    }

    func restore() {
        guard var settings = original else { return }
        _ = tcsetattr(STDIN_FILENO, TCSANOW, &settings)
    }

    /// On a dispatch thread, so no thread of the cooperative pool blocks in `poll`; nil when no key came.
    func nextKey(within seconds: Double) async -> UInt8? {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: self.key(within: seconds)) }
        }
    }

    func key(within seconds: Double) -> UInt8? {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, Int32(max(0, seconds * 1000).rounded(.up)))
        guard ready > 0 else { return nil }
        var byte: UInt8 = 0
        return Glibc.read(STDIN_FILENO, &byte, 1) == 1 ? byte : nil
    }
}
