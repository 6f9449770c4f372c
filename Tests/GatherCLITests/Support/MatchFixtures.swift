import Foundation

/// A home with four players offline: Ana (1, amateur striker), Bo (2, beginner),
/// Cy (3, professional goalkeeper), Dee (4, defender, no skill).
func makeFourPlayerHome() async -> TestHome {
    let home = TestHome()
    _ = await addPlayers([
        ["Ana", "--skill", "amateur", "--position", "striker"],
        ["Bo", "--skill", "beginner"],
        ["Cy", "--skill", "professional", "--position", "goalkeeper"],
        ["Dee", "--position", "defender"],
    ], home: home)
    return home
}

/// The gathers `history --json` lists.
func historyEntries(_ home: TestHome, variables: [String: String] = [:]) async throws -> [[String: Any]] {
    try parseJSON(await gather("history", "--json", home: home, variables: variables).stdout) as? [[String: Any]] ?? []
}
