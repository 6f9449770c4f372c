import FootballGatherCore

/// `gather status`: the report is printed whatever it found; then the first problem ends the command with
/// its exit code (69 unreachable, 77 no or refused token).
enum StatusCommand {
    static let command = Command(
        CommandSpec(
            name: "status", abstract: "Show the backend in use, the user, and whether the token is accepted.",
            discussion: "The report is printed even when something is wrong; the exit code then says what: 69 when the server cannot be reached, 77 when no token is saved or the server refuses it.",
            examples: ["gather status", "gather status --json"]),
        run: run)

    @Sendable static func run(_ context: Context) async throws {
        let report = try await context.statusViewModel().report()
        try render(report, output: context.output)
        if let problem = report.problem { throw problem }
    }

    static func render(_ report: StatusReport, output: Output) throws {
        if output.json { return try output.printJSON(report) }
        guard let server = report.server else {
            return output.line("Backend: offline (\(report.dataDirectory ?? ""))")
        }
        let reachable = report.reachable.map { $0 ? "reachable" : "unreachable" } ?? "not asked"
        output.line("Backend: \(server) (\(reachable))")
        output.line("User:    \(report.user ?? "not logged in")")
        output.line("Token:   " + tokenText(report.token))
        if let since = report.pendingSince {
            let next = report.held.map { ", \($0) held for you: 'gather sync' says why, and sends the rest" } ?? "; 'gather sync' sends them"
            output.line("Waiting: \(PlainList.counted(report.pending, "change")) kept since \(MinuteText.of(since))\(next)")
        }
        for other in report.otherAccounts ?? [] { output.line("Also:    " + OtherAccountText.line((other.user, other.pending))) }
    }

    /// The token's state as its JSON spells it, but for one that could not be checked.
    static func tokenText(_ token: StatusReport.Token) -> String {
        token == .unchecked ? "not checked" : token.rawValue
    }
}
