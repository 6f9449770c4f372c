import FootballGatherCore
import Foundation

enum HistoryErrorWording {
    static func text(_ error: HistoryError) -> String {
        switch error {
        case .noGathers:
            "there are no gathers yet"
        case .noEndedGathers:
            "no gather has ended yet"
        case .unknownGather(let reference):
            "no gather matches '\(reference)'"
        case .ambiguousGather(let reference, let candidates):
            "'\(reference)' matches \(candidates.count) gathers (\(candidates.map { candidate($0, beyond: reference) }.joined(separator: ", "))): give more of the id"
        case .tooShortToDelete(let reference):
            "'\(reference)' is too short to delete a gather by: give at least "
                + "\(HistoryViewModel.shortestDeletingPrefix) characters of its id"
        case .editingRunningMatch(let id):
            "gather \(id.shortGatherID) is the running match"
        case .editingUnendedGather(let id):
            "gather \(id.shortGatherID) has not ended, so it has no result to correct"
        case .dateInFuture:
            "the date is in the future: give the day the match was played"
        case .dateBefore1900:
            "the date is before 1900: give the day the match was played"
        }
    }

    /// `3F2A1B4C 3-2` or `3F2A1B4C in progress`; the whole id when 8 characters cannot tell them apart.
    private static func candidate(_ entry: HistoryEntry, beyond reference: String) -> String {
        let id = reference.count < UUID.shortGatherIDLength ? entry.id.shortGatherID : entry.id.uuidString
        return "\(id) \(entry.score ?? "in progress")"
    }
}
