import Foundation

/// Why a gather of the history cannot be found or changed.
public enum HistoryError: Error, Equatable, Sendable {
    case noGathers
    case unknownGather(String)
    /// A prefix shared by several gathers: each candidate, to pick from.
    case ambiguousGather(String, candidates: [HistoryEntry])
    /// The running match's result is set by `score` and `end`, not corrected.
    case editingRunningMatch(UUID)
    /// A gather with no result yet (a match going on elsewhere, or one never ended).
    case editingUnendedGather(UUID)
}

extension HistoryError: LocalizedError, GatherFailure {
    public var errorDescription: String? {
        switch self {
        case .noGathers:
            "there are no gathers yet"
        case .unknownGather(let reference):
            "no gather matches '\(reference)'"
        case .ambiguousGather(let reference, let candidates):
            "'\(reference)' matches \(candidates.count) gathers (\(candidates.map { $0.candidateText(beyond: reference) }.joined(separator: ", "))): give more of the id"
        case .editingRunningMatch(let id):
            "gather \(id.shortGatherID) is the running match"
        case .editingUnendedGather(let id):
            "gather \(id.shortGatherID) has not ended, so it has no result to correct"
        }
    }

    public var failureKind: FailureKind {
        switch self {
        case .unknownGather, .ambiguousGather: .invalidData
        case .noGathers, .editingRunningMatch, .editingUnendedGather: .refused
        }
    }

    public var nextStep: NextStep? {
        switch self {
        case .noGathers: .startMatch
        case .unknownGather: .listHistory
        case .editingRunningMatch: .scoreTheRunningMatch
        case .ambiguousGather, .editingUnendedGather: nil
        }
    }
}

extension HistoryEntry {
    /// `3F2A1B4C 3-2` or `3F2A1B4C in progress`; the whole id when eight characters
    /// were not enough to tell the candidates apart.
    func candidateText(beyond reference: String) -> String {
        let id = reference.count < UUID.shortGatherIDLength ? self.id.shortGatherID : self.id.uuidString
        return "\(id) \(score ?? "in progress")"
    }
}
