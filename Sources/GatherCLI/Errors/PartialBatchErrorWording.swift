import FootballGatherCore

/// What a half-done batch did and did not do, why (the cause in its own family's words), and how to finish.
enum PartialBatchErrorWording {
    static func text(_ error: PartialBatchError) -> String {
        let cause = ErrorWording.description(of: error.cause.error)
        switch error.batch {
        case .playersAdded(let added, let total, let missing):
            return "added \(added.count) of \(total) players (\(list(added.map { "\($0.name) \(PlayerID.tag($0.id))" })))"
                + "; not added: \(list(missing)) (\(cause)): add those again"
        case .importedPlayers(let missing, let total, let gathers):
            return "imported \(total - missing.count) of \(total) players; not imported: \(list(missing))"
                + (gathers == 0 ? "" : " and the \(gathers) gathers") + " (\(cause)): \(runAgain)"
        case .importedGathers(let players, let missing, let total):
            return "imported \(players) players and \(total - missing.count) of \(total) gathers"
                + "; not imported: gathers \(list(missing.map(\.uuidString))) (\(cause)): \(runAgain)"
        }
    }

    static func text(_ error: IncompleteGather) -> String {
        "\(ErrorWording.description(of: error.cause.error)); gather \(error.id.uuidString) was left incomplete"
            + " (deleting it failed: \(ErrorWording.description(of: error.deletion.error)))"
    }

    private static let runAgain = "run the same import again to finish it (what is already there is skipped)"

    private static func list(_ names: [String]) -> String { PlainList.commaSeparated(names, atMost: 10) }
}
