#if canImport(Glibc)
    import Glibc
#endif

/// Reads a password from the controlling terminal with echo off. Canonical mode and
/// signals are switched off too, otherwise Ctrl-C would sit in the line buffer.
enum SecretReader {
    static func read(prompt: String) -> String? {
        let tty = open("/dev/tty", O_RDWR | O_CLOEXEC)
        guard tty >= 0 else { return nil }
        defer { close(tty) }
        var original = termios()
        guard tcgetattr(tty, &original) == 0 else { return nil }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        _ = OutputWriter.write(prompt, to: tty)
        guard tcsetattr(tty, TCSAFLUSH, &raw) == 0 else { return nil }
        defer {
            _ = tcsetattr(tty, TCSAFLUSH, &original)
            _ = OutputWriter.write("\n", to: tty)
        }
        return readLine(from: tty)
    }

    private static func readLine(from tty: Int32) -> String? {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let count = Glibc.read(tty, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            guard count == 1 else { return nil }
            switch byte {
            case 0x0A, 0x0D: return String(decoding: bytes, as: UTF8.self)
            case 0x03: return nil  // Ctrl-C
            case 0x04: if bytes.isEmpty { return nil }  // Ctrl-D on an empty line
            case 0x7F, 0x08: if !bytes.isEmpty { bytes.removeLast() }
            default: bytes.append(byte)
            }
        }
    }
}
