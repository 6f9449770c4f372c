import FootballGatherCore
import Foundation

/// `gather status`: which backend, which user, and whether the server accepts the token.
enum StatusCommand {
    static let command = Command(
        CommandSpec(name: "status", abstract: "Show the backend in use, the user, and whether the token is accepted.", examples: ["gather status", "gather status --json"]),
        run: run)

    struct Report: Encodable {
        var backend: String
        var server: String?
        var dataDirectory: String?
        var username: String?
        var loggedIn: Bool?
        var tokenAccepted: Bool?
    }

    @Sendable static func run(_ context: Context) async throws {
        var report: Report
        switch try context.backend() {
        case .offline(let directory):
            report = Report(backend: "offline", dataDirectory: directory.path)
        case .server(let server):
            let credential = try context.credentialStore.token(for: server)
            report = Report(backend: "server", server: server.absoluteString, username: credential?.username, loggedIn: credential != nil)
            if credential != nil { report.tokenAccepted = try await tokenAccepted(context) }
        }
        try render(report, output: context.output)
    }

    static func tokenAccepted(_ context: Context) async throws -> Bool {
        do {
            _ = try await context.services().players.players()
            return true
        } catch APIError.unauthorized {
            return false
        }
    }

    static func render(_ report: Report, output: Output) throws {
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
