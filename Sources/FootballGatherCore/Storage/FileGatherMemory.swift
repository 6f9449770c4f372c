import Foundation

/// What this machine remembers of a server's gathers that the server does not return, in `state.json`.
public struct FileGatherMemory: GatherDetailsStore {
    let state: StateFile

    /// Kick-off chances are not checked as the state is read (as a running match's are not): an unsound pair
    /// is none, for every read and for an export, which import would refuse for it.
    public func details() throws -> [UUID: GatherDetails] {
        try state.read().gathers.mapValues { details in
            var details = details
            details.prediction = KeptPrediction(checking: details.prediction)
            return details
        }
    }

    /// The same file: this machine's memory of a server's gathers is small beside its history.
    public func kickOffs() throws -> [UUID: GatherKickOff] { try details().mapValues(GatherKickOff.init) }

    public func remember(_ details: GatherDetails, of gatherID: UUID) throws {
        try state.update { $0.gathers[gatherID] = details }
    }

    public func forget(_ gatherID: UUID) throws {
        try state.update { $0.gathers[gatherID] = nil }
    }
}
