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
    public var joinedSquad: [String] = []
    /// Aliases of the file that would not pick one player here, as `'Nana' (Ana)`.
    public var aliasesLeftOut: [String] = []
    /// Each player of the file whose id here is another: file id (as text) to id here.
    public var changedPlayerIDs: [String: Int] = [:]
    /// Each gather of the file whose id here is another (a server gives its own).
    public var changedGatherIDs: [String: String] = [:]
}

extension ImportReport {
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

/// Export and import of a roster and its gathers, as one JSON document, between offline and server homes: a
/// backend's whole home as one archive. An import is one intent (on a server it reserves the whole home),
/// planned against the roster and gathers as they are inside it, so a parallel add or import cannot slip in.
public struct TransferViewModel: Sendable {
    let services: ServiceBundle
    let documents: any DocumentFiles
    let squad: BackendSquad?

    public init(
        services: ServiceBundle, documents: any DocumentFiles, squad: BackendSquad? = nil
    ) {
        self.services = services
        self.documents = documents
        self.squad = squad
    }

    /// The export as the file holds it: sorted, indented JSON ending in a newline.
    public static func encoded(_ archive: ExportArchive) throws -> Data {
        try JSONCoding.encoder(pretty: true).encode(archive) + Data("\n".utf8)
    }

    public func export(to path: String) async throws -> ExportResult {
        let result = try await export()
        try documents.write(try Self.encoded(result.archive), to: path)
        return result
    }

    public func importFile(
        _ path: String, takingRetired: Bool = false, progress: @escaping ImportProgress = { _, _, _ in }
    ) async throws -> ImportReport {
        try await importArchive(try Self.decoded(try documents.read(path), source: path), takingRetired: takingRetired, progress: progress)
    }

    /// Imports an export read from a stream (stdin), held to a file's 64 MiB; `source` names it in errors.
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
}
