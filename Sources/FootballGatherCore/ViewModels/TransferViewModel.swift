import Foundation

/// What an import did, every name in full (the text output shows ten of each list).
public struct ImportReport: Sendable, Equatable, Encodable {
    public var addedPlayers: [String] = []
    /// Matched by name to players already here.
    public var skippedPlayers: [String] = []
    public var addedGathers = 0
    public var skippedGathers = 0
    /// Players of the file retired there but active here, left active (no `--take-retired`).
    public var leftActive: [String] = []
    /// Players active here whom the file's retired flag retired (`--take-retired`).
    public var retired: [String] = []
    /// Squad members the import took out of the squad (retired by the file).
    public var leftSquad: [String] = []
    /// Players of the file's squad the import put in the squad here.
    public var joinedSquad: [String] = []
    /// Aliases of the file that would not pick one player here, as `'Nana' (Ana)`.
    public var aliasesLeftOut: [String] = []
    /// Each player of the file whose id here is another: file id (as text) to id here.
    public var changedPlayerIDs: [String: Int] = [:]
    /// Each gather of the file whose id here is another (a server gives its own).
    public var changedGatherIDs: [String: String] = [:]

    public init(addedPlayers: [String] = [], skippedPlayers: [String] = [], addedGathers: Int = 0, skippedGathers: Int = 0) {
        self.addedPlayers = addedPlayers
        self.skippedPlayers = skippedPlayers
        self.addedGathers = addedGathers
        self.skippedGathers = skippedGathers
    }

    init(plan: ImportPlan) {
        let departed = Set(plan.departedArchiveIDs.compactMap { id -> Int? in
            if case .new(let index)? = plan.playerRefs[id] { return index }
            return nil
        })
        addedPlayers = plan.newPlayers.enumerated().filter { !departed.contains($0.offset) }.map(\.element.name)
        skippedPlayers = plan.skippedPlayers
        addedGathers = plan.gathers.count
        skippedGathers = plan.skippedGathers
    }
}

/// Told, as an import goes, what it is sending ("players", "gathers"), how many are done, and of how many.
public typealias ImportProgress = @Sendable (_ what: String, _ done: Int, _ total: Int) -> Void

/// An export, and the gathers it holds without their players, as those could not be read.
public struct ExportResult: Sendable {
    public var archive: ExportArchive
    public var gathersWithoutPlayers: [UUID]
}

/// Export and import: moving a roster and its gathers between the offline file and a
/// server account, as one JSON document.
public struct TransferViewModel: Sendable {
    let archive: HomeArchive
    let documents: any DocumentFiles
    static let concurrentRequests = PlayerBatch.concurrentRequests

    public init(
        services: ServiceBundle, documents: any DocumentFiles, clock: any GatherClock, squad: BackendSquad? = nil
    ) {
        archive = HomeArchive(services: services, clock: clock, squad: squad)
        self.documents = documents
    }

    /// The export as the file holds it: sorted, indented JSON ending in a newline.
    public static func encoded(_ archive: ExportArchive) throws -> Data {
        try JSONCoding.encoder(pretty: true).encode(archive) + Data("\n".utf8)
    }

    /// Writes the export to `path`; returns what it holds.
    public func export(to path: String) async throws -> ExportResult {
        let result = try await export()
        try documents.write(try Self.encoded(result.archive), to: path)
        return result
    }

    /// Imports the export file at `path`.
    public func importFile(
        _ path: String, takingRetired: Bool = false, progress: @escaping ImportProgress = { _, _, _ in }
    ) async throws -> ImportReport {
        try await importArchive(try Self.decoded(try documents.read(path), source: path), takingRetired: takingRetired, progress: progress)
    }

    /// Imports an export read from elsewhere (stdin); `source` names it in errors.
    /// `data` read from a stream (stdin) is held to the same 64 MiB as an import file.
    public func importData(
        _ data: Data, source: String, takingRetired: Bool = false, progress: @escaping ImportProgress = { _, _, _ in }
    ) async throws -> ImportReport {
        guard data.count <= RegularFile.sizeLimit else {
            throw StorageError.tooLarge(path: source, limit: RegularFile.sizeLimit, kind: .importFile)
        }
        return try await importArchive(try Self.decoded(data, source: source), takingRetired: takingRetired, progress: progress)
    }

    static func decoded(_ data: Data, source: String) throws(ArchiveError) -> ExportArchive {
        let archive: ExportArchive
        do {
            archive = try JSONCoding.decoder().decode(ExportArchive.self, from: data)
        } catch {
            throw JSONCoding.isNestedTooDeep(data) ? .nestedTooDeep(source, limit: JSONCoding.depthLimit) : .notAnExport(source)
        }
        guard archive.format == ExportArchive.formatName else { throw .notAnExport(source) }
        return archive
    }

    /// Everything, in one archive. A gather whose players cannot be read (the server
    /// answers 404) is exported without them rather than failing the whole export.
    public func export() async throws -> ExportResult { try await archive.export() }

    /// Adds the archive's players whose names are not on the roster yet (a second import
    /// adds nothing), and the gathers not imported before, as one intent (`HomeArchive`).
    /// A retired flag of the file is applied to a player active here only when `takingRetired`.
    public func importArchive(
        _ archive: ExportArchive, takingRetired: Bool = false, progress: @escaping ImportProgress = { _, _, _ in }
    ) async throws -> ImportReport {
        try await self.archive.importArchive(archive, takingRetired: takingRetired, progress: progress)
    }
}
