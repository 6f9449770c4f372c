import FootballGatherCore
import Foundation

/// `gather export` and `gather import`: the roster and gathers as one JSON file.
enum TransferCommands {
    static let all = [export, importCommand]

    static let export = Command(
        CommandSpec(
            name: "export", abstract: "Write the roster and gathers as JSON (to stdout, or a file).",
            examples: ["gather export backup.json", "gather export | jq '.players | length'"],
            arguments: [ArgumentSpec(name: "FILE", help: "Where to write; '-' or nothing for stdout.", isOptional: true, completion: .files)]),
        run: { context in
            let archive = try await viewModel(context).export()
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            encoder.dateEncodingStrategy = .iso8601
            let data = try encoder.encode(archive) + Data("\n".utf8)
            guard let path = context.parsed.argument("FILE"), path != "-" else {
                return context.output.raw(String(decoding: data, as: UTF8.self))
            }
            try AtomicFile.write(data, to: URL(fileURLWithPath: path), permissions: 0o644)
            context.output.confirm("Exported \(archive.players.count) players and \(archive.gathers.count) gathers to \(path)")
        })

    static let importCommand = Command(
        CommandSpec(
            name: "import", abstract: "Add the players and gathers of an export; players already on the roster (same name) are skipped.",
            examples: ["gather import backup.json", "gather --server http://127.0.0.1:8080 import backup.json"],
            arguments: [ArgumentSpec(name: "FILE", help: "An export file, or '-' for stdin.", completion: .files)]),
        run: { context in
            let path = context.parsed.argument("FILE") ?? "-"
            let archive = try readArchive(path, context: context)
            let report = try await viewModel(context).importArchive(archive)
            if context.output.json { return try context.output.printJSON(report) }
            context.output.confirm(
                "Imported \(report.addedPlayers.count) players and \(report.addedGathers) gathers"
                    + (report.skippedPlayers.isEmpty ? "" : "; skipped \(report.skippedPlayers.count) already on the roster (\(report.skippedPlayers.joined(separator: ", ")))")
                    + (report.skippedGathers == 0 ? "" : "; skipped \(report.skippedGathers) gathers imported before"))
        })

    static func readArchive(_ path: String, context: Context) throws -> ExportArchive {
        let data: Data
        if path == "-" {
            data = context.console.readAll()
        } else {
            guard let contents = try RegularFile.read(URL(fileURLWithPath: path), as: .importFile) else {
                throw StorageError.missingFile(path: path)
            }
            data = contents
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        guard let archive = try? decoder.decode(ExportArchive.self, from: data), archive.format == ExportArchive.formatName else {
            throw InputError.invalid("\(path == "-" ? "stdin" : path) is not a gather export file")
        }
        return archive
    }

    static func viewModel(_ context: Context) throws -> TransferViewModel {
        let services = try context.services()
        return TransferViewModel(
            players: services.players, gathers: services.gathers, state: StateStore(paths: context.paths),
            storedTeams: try HistoryCommands.storedTeams(context))
    }
}
