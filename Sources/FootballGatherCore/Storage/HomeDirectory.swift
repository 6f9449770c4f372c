import Foundation

/// `$HOME` when set and not empty, else the password database entry, as most Unix tools do.
enum HomeDirectory {
    static func path(environment: [String: String]) -> String {
        if let home = environment["HOME"], !home.isEmpty {
            return home
        }
        return passwordDatabaseHome() ?? "/"
    }

    private static func passwordDatabaseHome() -> String? {
        var entry = passwd()
        var result: UnsafeMutablePointer<passwd>?
        var buffer = [CChar](repeating: 0, count: 16 * 1024)
        let status = getpwuid_r(getuid(), &entry, &buffer, buffer.count, &result)
        guard status == 0, result != nil, let directory = entry.pw_dir else { return nil }
        let home = String(cString: directory)
        return home.isEmpty ? nil : home
    }
}
