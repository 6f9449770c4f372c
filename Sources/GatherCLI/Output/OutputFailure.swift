import FootballGatherCore

#if canImport(Glibc)
    import Glibc
#endif

/// A failed write to stdout or stderr. A closed pipe (`gather players list | head -1`) ends the process
/// quietly, by SIGPIPE as any Unix tool; any other failure (a full disk, an I/O error) with exit 74 and the
/// reason on stderr. Either way the end waits at the `ExitGate` for a file write in progress.
struct OutputFailure: Error, Equatable {
    var stream: StandardStream
    var errorNumber: Int32

    var isClosedPipe: Bool { errorNumber == EPIPE }

    var message: String {
        let name = stream == .standardOutput ? "stdout" : "stderr"
        return "Error: could not write the result to \(name): \(String(cString: strerror(errorNumber))); any change the command made is kept"
    }

    func endProcess() -> Never {
        Interruption.runCleanups()
        if isClosedPipe {
            ExitGate.exit(128 + SIGPIPE) {
                var signals = sigset_t()
                sigemptyset(&signals)
                sigaddset(&signals, SIGPIPE)
                pthread_sigmask(SIG_UNBLOCK, &signals, nil)
                signal(SIGPIPE, SIG_DFL)
                raise(SIGPIPE)
            }
        }
        ExitGate.exit(ExitStatus.outputError.rawValue) {
            if stream == .standardOutput { _ = OutputWriter.write(message + "\n", to: STDERR_FILENO) }
        }
    }
}

/// `write(2)` until every byte is out, retrying on EINTR.
enum OutputWriter {
    /// nil when all was written, else the errno of the failed write.
    static func write(_ text: String, to descriptor: Int32) -> Int32? {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            if written == 0 { return EIO }
            bytes = bytes.dropFirst(written)
        }
        return nil
    }
}
