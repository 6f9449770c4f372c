import FootballGatherCore

extension Context {
    /// Once per command, on stderr (even with --quiet: nothing was sent), when a change
    /// was kept instead of sent, or else when what it read came from this machine's view.
    func sayWhatWasKept() throws {
        let kept = keptChanges.noted
        for made in kept.madePlayers { output.error(MadePlayerText.line(made.name, made.temporaryID, made.serverID)) }
        for renamed in kept.renamedElsewhere {
            output.error(
                "Player #\(renamed.id) is '\(InputError.echo(renamed.now))' on the server now, not '\(InputError.echo(renamed.was))' as this "
                    + "machine knew them: renamed on another device, or a new player given a deleted one's id. What this machine keeps of "
                    + "#\(renamed.id) (matches, goals, fees, the squad) goes with '\(InputError.echo(renamed.now))'.")
        }
        if kept.newlyHeld > 0 {
            output.error("\(PlainList.counted(kept.newlyHeld, "earlier change")) now \(kept.newlyHeld == 1 ? "waits" : "wait") for you: 'gather sync' says why and what resolves it.")
        }
        // What was kept and then sent later in the same command waits no more: nothing to say.
        if let server = kept.server, let waiting = try services(for: .server(server)).outbox?.waiting().count, waiting > 0 {
            if let held = kept.behindHeldChange {
                return output.error(
                    "Not sent: change #\(held), about the same player or gather, waits for you; kept to send after it "
                        + "(\(waiting) waiting). 'gather sync' says why #\(held) waits and what resolves it.")
            }
            if kept.behindHeldPlayer {
                return output.error(
                    "Not sent: it names a new player added without signal whose create waits for you; kept to send after it "
                        + "(\(waiting) waiting). 'gather sync' says why and what resolves it.")
            }
            if kept.answerLost {
                return output.error(
                    "Not sent: the answer of the server at \(server.absoluteString) never came; kept to send later (\(waiting) waiting). "
                        + "'gather sync' finds what it made and sends the rest.")
            }
            return output.error(
                "Not sent: the server at \(server.absoluteString) cannot be reached; kept to send later (\(waiting) waiting). "
                    + "'gather sync' sends them.")
        }
        guard kept.answeredOffline, case .server = try backend() else { return }
        let waiting = try services().outbox?.waiting().count ?? 0
        let seen = kept.offlineAsOf.map { "as of \(MinuteText.of($0))" } ?? "as this machine last saw it"
        output.error("offline: \(seen), \(PlainList.counted(waiting, "change")) waiting")
    }
}

enum MadePlayerText {
    static func line(_ name: String, _ temporaryID: Int, _ serverID: Int) -> String {
        let name = name.isEmpty ? "" : InputError.echo(name) + " "
        return "Player \(name)\(PlayerID.text(temporaryID)), added without signal, is #\(serverID) on the server"
    }
}
