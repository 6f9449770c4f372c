import Foundation

extension GatherPaths {
    /// With any missing parents, mode 0700 as XDG asks; directories already there are left as they are.
    package static func createDirectory(_ directory: URL) throws(StorageError) {
        let path = directory.standardizedFileURL.path
        var missing: [String] = []
        var candidate = path
        while !candidate.isEmpty, candidate != "/", !isDirectory(candidate) {
            missing.append(candidate)
            candidate = (candidate as NSString).deletingLastPathComponent
        }
        for component in missing.reversed() {
            // EEXIST: another process created it first, which is fine if it is a directory.
            guard mkdir(component, 0o700) == 0 || (errno == EEXIST && isDirectory(component)) else {
                let reason = errno == EEXIST ? "it exists and is not a directory" : SystemCall.lastErrorDescription()
                throw .unwritable(path: component, reason: reason)
            }
        }
    }

    private static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }
}
