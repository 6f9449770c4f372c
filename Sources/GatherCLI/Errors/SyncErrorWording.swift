import FootballGatherCore

/// `gather sync` and the changes waiting for it, in the CLI's words.
enum SyncErrorWording {
    static func text(_ error: SyncError) -> String {
        switch error {
        case .noSuchChange(let id):
            "no change #\(id) waits to be sent: 'gather sync --dry-run' lists those that do"
        case .changesWaiting(let count, let user):
            "\(count) change(s) kept for \(InputError.echo(user)) wait to be sent: run 'gather sync' first, "
                + "or 'gather logout --yes' to log out and keep them for when \(InputError.echo(user)) logs in again"
        case .changesHeld(let ids):
            "\(ids.count) change(s) wait for you (\(ids.map { "#\($0)" }.joined(separator: ", "))): each line above says why and what resolves it"
        }
    }
}
