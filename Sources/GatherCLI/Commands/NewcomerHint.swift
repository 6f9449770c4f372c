import FootballGatherCore
import Foundation

/// Where `--new` can add unknown names to the roster, a refusal of unknown names says so.
enum NewcomerHint {
    static func offering<T>(_ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch let error as InputError where !error.unknownNames.isEmpty {
            throw Refusal(names: error)
        }
    }

    /// Tells (on stderr, so JSON output stays whole) who joined the roster as a newcomer,
    /// each with the id the roster gave them, the same way for every command: ten, then how
    /// many more (the JSON output names them all).
    static func announce(_ newcomers: [Player], on output: Output) {
        guard !newcomers.isEmpty else { return }
        output.announce("New on the roster: \(PlainList.bounded(newcomers.map { "\($0.name) (#\($0.id))" }))")
    }

    /// The refusal with the hint; its names can still be offered their suggestions.
    struct Refusal: CLIFailure, LocalizedError, UnknownNamesFailure {
        let names: InputError

        var errorDescription: String? { "\(ErrorWording.sentence(for: names)); to add newcomers to the roster, give --new" }
        var exitStatus: ExitStatus { ExitStatus(names.failureKind) }
        var unknownNames: [UnknownPlayer] { names.unknownNames }
    }
}
