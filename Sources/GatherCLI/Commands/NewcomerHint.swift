import FootballGatherCore

/// Where `--new` can add unknown names to the roster, a refusal of unknown names says so.
enum NewcomerHint {
    static func offering<T>(_ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch let error as InputError {
            switch error {
            case .unknownPlayer, .unknownPlayers:
                throw InputError.invalid("\(ErrorWording.sentence(for: error)); to add newcomers to the roster, give --new")
            default:
                throw error
            }
        }
    }
}
