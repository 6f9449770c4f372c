import FootballGatherCore

enum TransferCommands {
    static let exportFile = ArgumentKey<String>(
        "FILE", help: "Where to write; '-' or nothing for stdout.", isOptional: true, completion: .files)
    static let importFile = ArgumentKey<String>("FILE", help: "An export file, or '-' for stdin.", completion: .files)
    static let takeRetired = FlagKey("take-retired", help: "Retire players the file has retired even when they are active here.")

    static let all = [export, importCommand]

    static let export = Command(
        CommandSpec(
            name: "export", abstract: "Write the roster and gathers as JSON (to stdout, or a file).",
            examples: ["gather export backup.json", "gather export | jq '.players | length'"],
            arguments: [exportFile.spec]),
        run: { context in
            let viewModel = try context.transferViewModel()
            guard let path = context.parsed.argument(exportFile), path != "-" else {
                let result = try await viewModel.export()
                warnAboutLeftOut(result, context: context)
                return context.output.raw(String(decoding: try TransferViewModel.encoded(result.archive), as: UTF8.self))
            }
            if context.paths.isOwnFolder(holding: path) { throw CommandInputError.exportIntoOwnFolder(path) }
            let result = try await viewModel.export(to: path)
            warnAboutLeftOut(result, context: context)
            let archive = result.archive
            if context.output.json {
                return try context.output.printJSON(ExportJSON(file: path, players: archive.players.count, gathers: archive.gathers.count))
            }
            let leftOut = result.gathersWithoutPlayers.count
            context.output.confirm(
                "Exported \(PlainList.counted(archive.players.count, "player")) and \(PlainList.counted(archive.gathers.count, "gather")) to \(path)"
                    + (leftOut == 0 ? "" : " (\(leftOut) without their players, which could not be read)"))
        })

    static let importCommand = Command(
        CommandSpec(
            name: "import", abstract: "Add the players and gathers of an export; players already on the roster (same name) are matched.",
            examples: ["gather import backup.json", "gather --server http://127.0.0.1:8080 import backup.json"],
            arguments: [importFile.spec], options: [takeRetired.spec]),
        run: { context in
            let path = context.parsed.argument(importFile) ?? "-"
            let taking = context.parsed.flag(takeRetired)
            let viewModel = try context.transferViewModel()
            let progress = ImportProgressLine(context: context)
            let report: ImportReport
            do {
                let piped = path == "-" ? try context.console.readAll() : nil
                // Its roster and history go in one write, its fees, aliases and squad after: cut off between them,
                // it is part done, and a second import of the file adds just what is missing.
                let interrupt = InterruptHandler(
                    explanation: { ExitGate.savedUnsaid ? nil : "An import cut off may be part done: running it again finishes it." })
                defer {
                    interrupt.cancel()
                    progress.finish()
                }
                report = if let piped {
                    try await viewModel.importData(piped, source: "stdin", takingRetired: taking, progress: progress.show)
                } else {
                    try await viewModel.importFile(path, takingRetired: taking, progress: progress.show)
                }
            }
            if context.output.json { return try context.output.printJSON(report) }
            for line in ImportReportLines.lines(report) { context.output.confirm(line) }
        })

    private static func warnAboutLeftOut(_ result: ExportResult, context: Context) {
        for id in result.gathersWithoutPlayers {
            context.output.note("warning: gather \(id.uuidString) is exported without its players: they could not be read (not found)")
        }
        // The export is this machine's view: what waits is in it, but not yet on the server.
        if let waiting = try? context.services().outbox?.waiting().count, waiting > 0 {
            context.output.note("\(PlainList.counted(waiting, "change")) in this export \(waiting == 1 ? "is" : "are") not on the server yet: 'gather sync' sends them")
        }
    }
}
