import Foundation

/// `credentials.json`: one `Credential` per server, in a file only its owner reads (0600), in a 0700 folder.
public struct CredentialStore: CredentialStorage {
    let file: JSONFileStore<[String: Credential]>
    /// The file as last decoded, kept under its stamp: a command that sends many requests
    /// reads the token once, and a login's write (a new inode) is read again.
    private let reads = StampedReads<[String: Credential]>()

    public init(paths: GatherPaths = GatherPaths()) {
        self.init(url: paths.credentialsFile)
    }

    public init(url: URL, lock: FileLock? = nil) {
        file = JSONFileStore(url: url, kind: .credentials, permissions: 0o600, lock: lock)
    }

    /// The credential saved for `server` (a URL from `ServerAddress.normalizedServerURL`).
    /// A file others can read (copied, or made by hand) is made 0600 when it is read.
    public func token(for server: URL) throws(StorageError) -> Credential? {
        let credentials = try reads.value(of: file.url) { () throws(StorageError) in
            let loaded = try file.load()
            if loaded != nil { tighten() }
            return loaded
        }
        return credentials?[ServerAddress.storageKey(for: server)]
    }

    public func save(_ credential: Credential, for server: URL) throws {
        try file.update { credentials in
            var updated = credentials ?? [:]
            updated[ServerAddress.storageKey(for: server)] = credential
            credentials = updated
        }
        tighten()
    }

    /// Forgets the credential for `server`; returns whether there was one.
    @discardableResult
    public func remove(for server: URL) throws -> Bool {
        guard try file.load() != nil else { return false }
        return try file.update { credentials in
            credentials?.removeValue(forKey: ServerAddress.storageKey(for: server)) != nil
        }
    }

    /// A config directory or file made by hand may be group- or world-readable: the file becomes 0600, its
    /// directory 0700. Failing here (someone else's directory, say) changes nothing else.
    private func tighten() {
        for (path, mode) in [(file.url.path, mode_t(0o600)), (file.url.deletingLastPathComponent().path, 0o700)] {
            if let current = SystemCall.permissions(of: path), current & 0o077 != 0 { _ = chmod(path, mode) }
        }
    }
}
