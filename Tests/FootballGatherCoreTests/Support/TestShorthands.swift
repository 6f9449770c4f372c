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
        try await correct(reference, score: score, date: date, droppingScorers: false, lineup: LineupCorrection()).value.entry
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

extension Endpoints {
    static func user(id: UUID) -> Request<User> {
        .json("GET", "/api/users/\(id.uuidString)", authorization: .none)
    }

    static func deleteAccount() -> Request<Void> {
        .empty("DELETE", "/api/users")
    }
}

extension PlayerValidation {
    static func skill(_ text: String) throws(InputError) -> Skill {
        guard let skill = Skill(userInput: text) else { throw .unknownSkill(text) }
        return skill
    }

    static func position(_ text: String) throws(InputError) -> Position {
        guard let position = Position(userInput: text) else { throw .unknownPosition(text) }
        return position
    }
}

extension HistoryViewModel {
    /// Corrects an ended gather's line-up and scorers (no `reference`: the latest) in one intent; records,
    /// ratings and fee split follow. A scorer moved off their side loses the credit unless scorers are given.
    func correctLineup(_ reference: String?, _ correction: LineupCorrection) async throws -> Named<CorrectedLineup> {
        try await NameDialogue.naming(prompter) { names in try await records.correctLineup(reference, running: matches, correction, names: names) }
    }
}

extension StateFile {
    /// A state file in `folder`, which is both the state and the data directory (tests).
    convenience init(folder: URL) {
        let lock = FileLock(url: folder.standardizedFileURL.appendingPathComponent("gather.lock"), kind: .matchState)
        self.init(stateDirectory: folder, dataDirectory: folder, stateLock: lock, dataLock: lock)
    }
}

extension CivilDate {
    static func days(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
