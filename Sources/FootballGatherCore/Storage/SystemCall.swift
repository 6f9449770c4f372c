import Foundation

/// Thin wrappers over the POSIX calls the storage layer makes. They live outside the
/// storage types so that `read` and `write` here are never shadowed by their methods.
package enum SystemCall {
    static func lastErrorDescription() -> String {
        let code = errno
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }

    static func retryingOnInterrupt(_ call: () -> Int32) -> Int32 {
        var result: Int32
        repeat {
            result = call()
        } while result == -1 && errno == EINTR
        return result
    }

    /// Reads to the end of the file or until `limit` bytes are in.
    package static func readAll(_ descriptor: Int32, upTo limit: Int) -> Result<Data, SystemCallFailure> {
        var contents = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while contents.count < limit {
            let wanted = min(buffer.count, limit - contents.count)
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
            if count == 0 { return .success(contents) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(SystemCallFailure())
            }
            contents.append(contentsOf: buffer[0..<count])
        }
        return .success(contents)
    }

    /// Writes every byte, looping over partial writes and EINTR.
    static func writeAll(_ descriptor: Int32, _ data: Data) -> Result<Void, SystemCallFailure> {
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(descriptor, bytes.baseAddress?.advanced(by: offset), bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return .failure(SystemCallFailure())
                }
                offset += written
            }
            return .success(())
        }
    }

    /// The path a symlink at `path` finally points to, or `path` when it is no symlink
    /// (or a dangling one, which is then replaced).
    static func resolvingSymlink(_ path: String) -> String {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK,
              let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The permission bits of the file or directory at `path`, nil when it is missing.
    static func permissions(of path: String) -> mode_t? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return status.st_mode & 0o7777
    }
}

/// A failed system call, captured as the errno and its text at the moment it failed.
package struct SystemCallFailure: Error {
    package var code = errno
    package var reason = SystemCall.lastErrorDescription()
}
