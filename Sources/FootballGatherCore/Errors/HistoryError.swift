import Foundation

/// Why a gather of the history cannot be found, recorded or changed.
public enum HistoryError: Error, Equatable, Sendable {
    case noGathers
    /// Gathers there are, but none has ended (a running match is not corrected).
    case noEndedGathers
    case unknownGather(String)
    case ambiguousGather(String, candidates: [HistoryEntry])
    /// `history delete` given fewer characters of the id than it takes (`HistoryViewModel.shortestDeletingPrefix`).
    case tooShortToDelete(String)
    /// The running match's result is set by `score` and `end`, not corrected.
    case editingRunningMatch(UUID)
    /// A gather with no result yet (a match going on elsewhere, or one never ended).
    case editingUnendedGather(UUID)
    case dateInFuture
    /// A day before 1900: a typo, not a match of the group.
    case dateBefore1900
}

extension HistoryError: GatherFailure {
    public var failureKind: FailureKind {
        switch self {
        case .unknownGather, .ambiguousGather, .tooShortToDelete, .dateInFuture, .dateBefore1900: .invalidData
        case .noGathers, .noEndedGathers, .editingRunningMatch, .editingUnendedGather: .refused
        }
    }

    public var nextStep: NextStep? {
        switch self {
        case .noGathers: .startMatch
        case .unknownGather, .tooShortToDelete: .listHistory
        case .editingRunningMatch, .noEndedGathers: .scoreTheRunningMatch
        case .ambiguousGather, .editingUnendedGather, .dateInFuture, .dateBefore1900: nil
        }
    }
}
