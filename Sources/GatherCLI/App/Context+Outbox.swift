import FootballGatherCore
import Foundation

extension Context {
    /// Once per command, on stderr (even with --quiet: nothing was sent), when a change
    /// was kept instead of sent.
    func sayWhatWasKept() throws {
        guard let server = keptChanges.server, let waiting = try services(for: .server(server)).outbox?.box.outbox().waiting.count
        else { return }
        output.error(
            "Not sent: the server at \(server.absoluteString) cannot be reached; kept to send later (\(waiting) waiting). "
                + "'gather sync' sends them.")
    }

    /// `gather sync` for the configured server's logged-in user; nil offline or logged out.
    func outboxSync() throws -> OutboxSync? {
        let services = try services()
        return services.outbox.map { OutboxSync(outbox: $0.box, gathers: $0.gathers, intents: services.intents) }
    }
}
