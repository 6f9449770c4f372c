import Foundation
@testable import FootballGatherCore

// Shorthands the tests use over the view models' and stores' own intents.

extension MatchViewModel {
    /// Sets the score; one below the goals recorded is refused (saying the current) unless `droppingGoals`.
    @discardableResult
    func setScore(_ score: Score, droppingGoals: Bool = false) throws -> Score {
        try changeScore(to: score, droppingGoals: droppingGoals).score
    }

    /// Sends `score` (else the current one, with any goal counted meanwhile) and the winner, then forgets the
    /// match and resets its clock. Scorers and final sides go to the gather's details; the fee is kept too.
    func end(score: Score?) async throws -> Score { try await endMatch(score: score).score }

    /// The match as stored when it ended (a late arrival or move that landed first included), and its score.
    func endMatch(score: Score?) async throws -> (match: ActiveMatch, score: Score) {
        let ending = try await finish(score: score)
        return (ending.match, ending.score)
    }
}

extension StartViewModel {
    static let concurrentRequests = PlayerBatch.concurrentRequests

    func start(_ choice: TeamChoice) async throws -> ActiveMatch {
        try await start(choice, addingNewcomers: false).value.match
    }
}

extension HistoryViewModel {
    /// Corrects an ended gather's score and winner with `end`'s request (not the running match's), by default
    /// the latest one's. A corrected `date` goes in the gather's details.
    func correct(_ reference: String?, score: Score?, date: Date? = nil) async throws -> HistoryEntry {
        try await correctScore(reference, score: score, date: date, droppingScorers: false)
    }
}

extension ConfigStore {
    func save(_ config: Config) throws(StorageError) {
        try file.save(config)
    }

    func get(_ key: String) throws -> String? {
        try load()[ConfigKey(parsing: key)]
    }
}

extension GatherTimeHandler {
    func timeText(at reading: ClockReading) -> String {
        GatherTime.text(remaining: remaining(at: reading))
    }
}

extension TeamSelection {
    static func skillTotal(_ players: [Player]) -> Int {
        players.reduce(0) { $0 + Skill.points(of: $1.skill) }
    }
}

extension Gather {
    var isFinished: Bool { score != nil }
}
