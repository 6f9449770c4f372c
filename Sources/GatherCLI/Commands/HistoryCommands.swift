import FootballGatherCore
import Foundation

/// `gather history`: past gathers.
enum HistoryCommands {
    static let gather = ArgumentKey<String>("GATHER", help: "A gather id, or the start of one.")
    static let yes = FlagKey("yes", short: "y", help: "Delete without asking.")

    static let group = Command(
        CommandSpec(
            name: "history", abstract: "List past gathers, show one, or delete one.",
            examples: ["gather history", "gather history show 3F2A", "gather history delete 3F2A --yes"]),
        run: runList, children: [showCommand, deleteCommand])

    @Sendable static func runList(_ context: Context) async throws {
        let entries = try await context.historyViewModel().entries()
        if context.output.json { return try context.output.printJSON(entries.map(GatherJSON.init)) }
        guard !entries.isEmpty else { return context.output.note("No gathers yet: start one with 'gather start --teams A/B'.") }
        context.output.table(headers: ["GATHER", "DATE", "SCORE", "WINNER"], rows: entries.map { entry in
            [entry.id.uuidString, entry.startedAt.map(dateText) ?? "-", entry.score ?? "in progress", entry.winnerTeam ?? "-"]
        })
    }

    static let showCommand = Command(
        CommandSpec(name: "show", abstract: "List the players of a gather, with their teams when known.", examples: ["gather history show 3F2A"], arguments: [gather.spec]),
        run: { context in
            let viewModel = try context.historyViewModel()
            let entry = try await viewModel.entry(context.parsed.argument(gather) ?? "")
            let lineup = try await viewModel.lineup(of: entry.id)
            if context.output.json { return try context.output.printJSON(GatherJSON(entry, lineup: lineup)) }
            context.output.line("Gather \(entry.id.uuidString)  \(entry.score ?? "in progress")  \(entry.winnerTeam.map { "winner: \($0)" } ?? "")")
            context.output.table(headers: ["TEAM", "ID", "NAME", "POS", "SKILL"], rows: lineup.map { row in
                [row.team?.rawValue ?? "?", String(row.player.id), row.player.name, row.player.preferredPosition?.abbreviation ?? "-", row.player.skill?.rawValue ?? "-"]
            })
        })

    static let deleteCommand = Command(
        CommandSpec(
            name: "delete", abstract: "Delete a gather (asks first on a terminal).", examples: ["gather history delete 3F2A --yes"],
            arguments: [gather.spec], options: [yes.spec]),
        run: { context in
            let viewModel = try context.historyViewModel()
            let entry = try await viewModel.deletable(context.parsed.argument(gather) ?? "")
            try Prompt(context: context).confirm("Delete gather \(entry.id.uuidString)?", flag: "yes")
            try await viewModel.delete(entry.id)
            if context.output.json { return try context.output.printJSON(DeletedGathersJSON(deleted: [entry.id])) }
            context.output.confirm("Deleted gather \(entry.id.uuidString)")
        })

    static func dateText(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter.string(from: date)
    }
}
