import FootballGatherCore
import Foundation

/// Where `--new` can add unknown names to the roster, a refusal of unknown names says so.
enum NewcomerHint {
    static func offering<T>(_ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch let error as InputError where !error.unknownNames.isEmpty && error.offersNew {
            throw Refusal(names: error)
        }
    }

    /// Tells who joined the roster as a newcomer, with the id the roster gave them, the same way for every
    /// command: ten, then how many more (on stderr with `--json`, which names them all).
    static func announce(_ newcomers: [Player], on output: Output) {
        guard !newcomers.isEmpty else { return }
        output.announce("New on the roster: \(PlainList.bounded(newcomers.map { "\($0.name) (\(PlayerID.tag($0.id)))" }))")
    }

    /// The refusal with the hint (the view model has offered the names' suggestions already).
    struct Refusal: CLIFailure, LocalizedError, HintedFailure {
        let names: InputError

        func description(hint: CommandHint) -> String {
            "\(ErrorWording.sentence(for: names, hint: hint)); to add newcomers to the roster, give --new"
        }

        var errorDescription: String? { description(hint: .plain) }
        var exitStatus: ExitStatus { ExitStatus(names.failureKind) }
    }
}

extension InputError {
    /// Whether `--new` is the fix: not for a near miss (`--new` was given) nor for a list
    /// whose refusal says every fix itself.
    fileprivate var offersNew: Bool {
        switch self {
        case .nearMissNewcomers, .listProblems: false
        default: true
        }
    }
}
