import FootballGatherCore

/// `MatchError` in the CLI's words; a cause is worded by its own family.
enum MatchErrorWording {
    static func text(_ error: MatchError) -> String {
        switch error {
        case .noActiveMatch:
            "no match is running"
        case .matchAlreadyActive(let id):
            "a match is already running (gather \(id.uuidString))"
        case .playersNotAdded(let names, let cause):
            "\(names.count) player(s) could not be added (\(names.joined(separator: ", "))): \(ErrorWording.description(of: cause.error))"
        case .nothingToResume:
            "every player of the running match is already added: nothing to resume"
        case .startUnconfirmed:
            "a start was cut off before its gather was confirmed"
        case .gatherNotConfirmed(let cause):
            "the gather may or may not have been created (\(firstClause(of: APIErrorWording.text(cause))))"
        case .noGatherWasMade:
            "the interrupted start made no gather, so there is nothing to resume"
        case .severalCandidates(let ids):
            "\(ids.count) new gathers without a score could be the one the interrupted start made (\(ids.map(\.uuidString).joined(separator: ", ")))"
        case .deletingRunningMatch(let id):
            "gather \(id.uuidString) is the running match"
        case .noGoalToUndo(let team):
            "\(team.rawValue) has no goal to take back"
        case .noGoalPast99(let team):
            "\(team.rawValue) has 99 goals, the most a score holds: nothing was counted"
        case .offeredMatchEnded(let id):
            "the match the question was about (gather \(id.shortGatherID)) has already ended: nothing was changed"
        }
    }

    /// A sentence up to its hint (the part after ": "), to quote it inside another one.
    private static func firstClause(of sentence: String) -> String {
        sentence.components(separatedBy: ": ").first ?? sentence
    }
}
