import FootballGatherCore

/// A failure as one sentence: what went wrong in the CLI's words, then the next step (`NextStepWording`).
enum ErrorWording {
    static func sentence(for error: any Error, hint: CommandHint) -> String {
        let description = (error as? any HintedFailure)?.description(hint: hint) ?? self.description(of: error)
        guard let step = (error as? any GatherFailure)?.nextStep else { return description }
        // The next step after a colon, or a semicolon if the account has one.
        return description + (description.contains(": ") ? "; " : ": ") + NextStepWording.text(step, hint: hint)
    }

    /// What went wrong, without the next step: each Core family's wording, else the error's own description.
    static func description(of error: any Error) -> String {
        switch error {
        case let error as InputError: InputErrorWording.text(error)
        case let error as ArchiveError: ArchiveErrorWording.text(error)
        case let error as FeeError: FeeErrorWording.text(error)
        case let error as SquadError: SquadErrorWording.text(error)
        case let error as HistoryError: HistoryErrorWording.text(error)
        case let error as ScorerError: ScorerErrorWording.text(error)
        case let error as LineupError: LineupErrorWording.text(error)
        case let error as LoginError: LoginErrorWording.text(error)
        case let error as TimerError: TimerErrorWording.text(error)
        case let error as MatchError: MatchErrorWording.text(error)
        case let error as APIError: APIErrorWording.text(error)
        case let error as StorageError: StorageErrorWording.text(error)
        case let error as OutputFileError: StorageErrorWording.text(error)
        case let error as NestedLockError: StorageErrorWording.text(error)
        case let error as ConfigError: ConfigErrorWording.text(error)
        case let error as ServerAddressError: ConfigErrorWording.text(error)
        case let error as PartialBatchError: PartialBatchErrorWording.text(error)
        case let error as IncompleteGather: PartialBatchErrorWording.text(error)
        case let error as ReservationError: ReservationErrorWording.text(error)
        case let error as SyncError: SyncErrorWording.text(error)
        default: error.localizedDescription
        }
    }
}
