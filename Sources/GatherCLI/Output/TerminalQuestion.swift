#if canImport(Glibc)
    import Glibc
#endif

/// A question asked on the controlling terminal while stdin carries a list: written to
/// `/dev/tty` and answered there with a line, echoed and edited by the terminal as usual.
enum TerminalQuestion {
    /// The line typed, without its newline; nil without a terminal, or when it ends (Ctrl-D) before a line.
    static func ask(_ question: String) -> String? {
        let tty = open("/dev/tty", O_RDWR | O_CLOEXEC)
        guard tty >= 0 else { return nil }
        defer { close(tty) }
        guard OutputWriter.write(question, to: tty) == nil else { return nil }
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let count = Glibc.read(tty, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            guard count == 1 else { return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self) }
            if byte == 0x0A { break }
            bytes.append(byte)
        }
        if bytes.last == 0x0D { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }
}
