import Foundation

/// Crash-safe whole-file replacements (reads go through `RegularFile`). `Data.write(options: .atomic)` on
/// Linux loses the file's permissions, replaces a symlink with a regular file and never fsyncs the
/// directory, so files are written by hand: temp file, fsync, rename, fsync of the directory.
enum AtomicFile {
    /// Leaves the file with exactly `permissions`. On failure the old file is untouched and no temp file is
    /// left. A symlink at `url` keeps pointing where it did; its target is replaced. `beforeRename` runs once
    /// the temp file is complete; tests use it to fail there.
    static func write(
        _ data: Data, to url: URL, permissions: mode_t = 0o600, beforeRename: () throws(StorageError) -> Void = {}
    ) throws(StorageError) {
        try ExitGate.whileWriting { () throws(StorageError) in try replace(url, with: data, permissions: permissions, beforeRename) }
    }

    private static func replace(
        _ url: URL, with data: Data, permissions: mode_t, _ beforeRename: () throws(StorageError) -> Void
    ) throws(StorageError) {
        let destination = SystemCall.resolvingSymlink(url.path)
        let directory = (destination as NSString).deletingLastPathComponent
        let fileName = (destination as NSString).lastPathComponent
        let temporary = (directory as NSString).appendingPathComponent(TemporaryFileName.make(for: fileName))
        StaleTemporaryFiles.remove(in: directory)

        do throws(StorageError) {
            try writeTemporaryFile(temporary, data: data, permissions: permissions, reportingAs: destination)
            try beforeRename()
            guard rename(temporary, destination) == 0 else { throw .writing(destination) }
        } catch {
            unlink(temporary)
            throw error
        }
        syncDirectory(directory)
    }

    /// Created exclusively; the exact mode is set (the umask may have narrowed it), fsynced, closed.
    private static func writeTemporaryFile(
        _ path: String,
        data: Data,
        permissions: mode_t,
        reportingAs destination: String
    ) throws(StorageError) {
        let descriptor = SystemCall.retryingOnInterrupt {
            open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, permissions)
        }
        guard descriptor != -1 else { throw .writing(destination) }
        do throws(SystemCallFailure) {
            try SystemCall.writeAll(descriptor, data).get()
            guard fchmod(descriptor, permissions) == 0,
                  SystemCall.retryingOnInterrupt({ fsync(descriptor) }) == 0 else {
                throw SystemCallFailure()
            }
        } catch {
            close(descriptor)
            throw .writing(destination, error)
        }
        // A failing close after a successful fsync can still mean lost data (NFS).
        guard close(descriptor) == 0 else { throw .writing(destination) }
    }

    /// Makes the rename durable. Best effort: the file is already in place, and some file systems refuse it.
    private static func syncDirectory(_ directory: String) {
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor != -1 else { return }
        _ = SystemCall.retryingOnInterrupt { fsync(descriptor) }
        close(descriptor)
    }
}
