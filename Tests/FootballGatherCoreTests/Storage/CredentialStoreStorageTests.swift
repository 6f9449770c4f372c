import Foundation
import Testing
@testable import FootballGatherCore

@Suite struct CredentialStoreStorageTests: StorageTestSupport {
    private let local = URL(string: "http://127.0.0.1:8080")!
    private let remote = URL(string: "https://gather.example.com")!
    private let ana = Credential(
        token: "secret-token-ana", userID: UUID(uuidString: "11111111-2222-3333-4444-555555555555")!, username: "ana")
    private let bo = Credential(
        token: "secret-token-bo", userID: UUID(uuidString: "66666666-7777-8888-9999-000000000000")!, username: "bo")

    private func makeSUT(_ directory: StorageTestDirectory) -> CredentialStore {
        CredentialStore(paths: GatherPaths(environment: ["HOME": directory.url.path]))
    }

    @Test func save_createsA0600FileInA0700Directory() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let store = makeSUT(directory)

        try store.save(ana, for: local)

        #expect(try permissions(of: store.file.url) == 0o600)
        #expect(try permissions(of: store.file.url.deletingLastPathComponent()) == 0o700)
    }

    /// The decoded file is kept between reads of one store; a write (a login) or another
    /// process's write is read again, and a removal forgets.
    @Test func token_readAgain_seesEveryWrite() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let store = makeSUT(directory)
        try store.save(ana, for: local)
        #expect(try store.token(for: local) == ana)
        #expect(try store.token(for: local) == ana)

        try makeSUT(directory).save(bo, for: local)
        #expect(try store.token(for: local) == bo)
        try store.remove(for: local)
        #expect(try store.token(for: local) == nil)
    }

    @Test func save_overLooseFileAndDirectory_tightensThem() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let store = makeSUT(directory)
        try store.save(ana, for: local)
        try setPermissions(0o644, of: store.file.url)
        try setPermissions(0o755, of: store.file.url.deletingLastPathComponent())

        try store.save(bo, for: remote)

        #expect(try permissions(of: store.file.url) == 0o600)
        #expect(try permissions(of: store.file.url.deletingLastPathComponent()) == 0o700)
    }

    /// A credentials file copied or made by hand with loose permissions is not left so by
    /// the first command that reads it.
    @Test func readingALooseFile_tightensIt() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        try makeSUT(directory).save(ana, for: local)
        let file = makeSUT(directory).file.url
        try setPermissions(0o644, of: file)
        try setPermissions(0o755, of: file.deletingLastPathComponent())

        #expect(try makeSUT(directory).token(for: local) == ana)

        #expect(try permissions(of: file) == 0o600)
        #expect(try permissions(of: file.deletingLastPathComponent()) == 0o700)
    }

    @Test func token_isKeptPerServer() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let store = makeSUT(directory)

        try store.save(ana, for: local)
        try store.save(bo, for: remote)

        #expect(try store.token(for: local) == ana)
        #expect(try store.token(for: remote) == bo)
        #expect(try store.token(for: URL(string: "http://127.0.0.1:8080/")!) == ana)
        #expect(try store.token(for: URL(string: "http://other:1")!) == nil)
    }

    @Test func remove_forgetsOnlyThatServer() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let store = makeSUT(directory)
        try store.save(ana, for: local)
        try store.save(bo, for: remote)

        let removed = try store.remove(for: local)

        #expect(removed)
        #expect(try store.token(for: local) == nil)
        #expect(try store.token(for: remote) == bo)
        #expect(try store.remove(for: local) == false)
    }

    @Test func remove_withoutFile_isFalseAndCreatesNothing() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let store = makeSUT(directory)

        #expect(try store.remove(for: local) == false)
        #expect(FileManager.default.fileExists(atPath: store.file.url.deletingLastPathComponent().path) == false)
    }

    @Test func token_fromCorruptFile_throwsNamingTheFileWithoutItsContents() throws {
        let directory = try StorageTestDirectory()
        defer { directory.remove() }
        let store = makeSUT(directory)
        try store.save(ana, for: local)
        try AtomicFile.write(Data(#"{"http://127.0.0.1:8080": {"token": "leaked-token"}}"#.utf8), to: store.file.url)

        let error = #expect(throws: StorageError.self) { try store.token(for: local) }

        guard case .corrupt(let path, let detail, .credentials) = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(path == store.file.url.path)
        #expect(error?.nextStep == .removeCredentialsAndLogin)
        #expect(detail.contains("leaked-token") == false)
        #expect(error?.failureKind == .configuration)
    }

    @Test func description_redactsTheToken() {
        let texts = [String(describing: ana), String(reflecting: ana), "\(ana)", dumped(ana)]

        for text in texts {
            #expect(text.contains("secret-token-ana") == false)
            #expect(text.contains("ana"))
        }
    }

    private func dumped(_ value: some Any) -> String {
        var text = ""
        dump(value, to: &text)
        return text
    }
}
