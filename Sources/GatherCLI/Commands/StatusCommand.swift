import FootballGatherCore
import Foundation

/// `gather status`: which backend, which user, and whether the server accepts the token.
enum StatusCommand {
    static let command = Command(
        CommandSpec(name: "status", abstract: "Show the backend in use, the user, and whether the token is accepted.", examples: ["gather status", "gather status --json"]),
        run: run)

    @Sendable static func run(_ context: Context) async throws {
        try render(try await context.statusViewModel().report(), output: context.output)
    }

    static func render(_ report: StatusReport, output: Output) throws {
        if output.json { return try output.printJSON(report) }
        guard let server = report.server else {
            return output.line("Backend: offline (\(report.dataDirectory ?? ""))")
        }
        output.line("Backend: \(server)")
        guard let username = report.username else { return output.line("User:    not logged in (run 'gather login')") }
        output.line("User:    \(username)")
        output.line("Token:   " + (report.tokenAccepted == true ? "accepted" : "refused (run 'gather login')"))
    }
}
