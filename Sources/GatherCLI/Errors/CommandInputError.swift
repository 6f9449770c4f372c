import Foundation

/// A value the CLI itself refuses (65), before anything reaches Core.
enum CommandInputError: Error, Equatable, LocalizedError, CLIFailure {
    case noPasswordOnStdin
    case passwordsDiffer
    case timeoutOutOfRange
    case standardInputNotUTF8
    case standardInputUnreadable(String)
    /// The argument at `position` (1: the first after `gather`) is not UTF-8.
    case argumentNotUTF8(position: Int)
    case noPlayersOnStdin
    /// Deleting players who played, without a terminal to ask: `summary` says who played how much.
    case deletingPlayersWhoPlayed(summary: String)
    /// An export into a folder of gather's own, where it could replace one of its files.
    case exportIntoOwnFolder(String)

    var errorDescription: String? {
        switch self {
        case .noPasswordOnStdin: "no password on stdin: pipe one line holding it"
        case .passwordsDiffer: "the two passwords differ: nothing was created"
        case .timeoutOutOfRange: "--timeout must be from 1 to 3600 seconds"
        case .standardInputNotUTF8: "the list on stdin is not UTF-8 text: save it as UTF-8 and pipe it again"
        case .standardInputUnreadable(let reason): "stdin cannot be read (\(reason)): pipe the list or the file to it"
        case .argumentNotUTF8(let position): "argument \(position) of the command line is not UTF-8 text: nothing was done"
        case .noPlayersOnStdin: "no players on stdin: pipe ids or names, one per line or comma-separated"
        case .deletingPlayersWhoPlayed(let summary):
            "\(summary): retire instead with 'gather players retire' to keep them off lists and teams, or delete with --yes"
        case .exportIntoOwnFolder(let path):
            "'\(path)' is in a folder of gather's own, where an export could replace its data: write it somewhere else"
        }
    }

    var exitStatus: ExitStatus { if case .standardInputUnreadable = self { .noInput } else { .invalidData } }
}
