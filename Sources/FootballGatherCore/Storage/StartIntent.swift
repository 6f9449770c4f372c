import Foundation

/// A start that has reserved the match slot, saved before its gather is created so that a create that times
/// out is not forgotten: `start --resume` looks for the gather it made.
struct StartIntent: Sendable, Equatable {
    var backend: Backend
    var teamA: [Player]
    var teamB: [Player]
    var startedAt: Date
    /// The gathers that existed just before the create: the one this start made is not among them.
    var gathersBefore: [UUID]
    var prediction: KeptPrediction?

    /// The match once the gather is known, every player still to be added.
    func match(gatherID: UUID) -> ActiveMatch {
        ActiveMatch(
            gatherID: gatherID, backend: backend, teamA: teamA, teamB: teamB,
            pending: (teamA + teamB).map(\.id), startedAt: startedAt, prediction: prediction)
    }
}

extension StartIntent: Codable {
    private enum CodingKeys: String, CodingKey {
        case teamA, teamB, startedAt, gathersBefore, prediction
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        backend = try decoder.container(keyedBy: BackendCodingKeys.self).decodeBackend()
        teamA = try container.decode([Player].self, forKey: .teamA)
        teamB = try container.decode([Player].self, forKey: .teamB)
        startedAt = try container.decode(Date.self, forKey: .startedAt)
        gathersBefore = try container.decode([UUID].self, forKey: .gathersBefore)
        prediction = KeptPrediction(checking: try container.decodeIfPresent(KeptPrediction.self, forKey: .prediction))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        var backendContainer = encoder.container(keyedBy: BackendCodingKeys.self)
        try backendContainer.encode(backend)
        try container.encode(teamA, forKey: .teamA)
        try container.encode(teamB, forKey: .teamB)
        try container.encode(startedAt, forKey: .startedAt)
        try container.encode(gathersBefore, forKey: .gathersBefore)
        try container.encodeIfPresent(prediction, forKey: .prediction)
    }
}

/// The match slot: at most one of a running match and a start waiting for its gather, changed under one lock.
public struct MatchSlot: Sendable, Equatable {
    var match: ActiveMatch?
    var start: StartIntent?

    /// The running match; none is `noActiveMatch`, or `startUnconfirmed` while a start waits for its gather.
    func requiredMatch() throws(MatchError) -> ActiveMatch {
        guard let match else { throw start == nil ? .noActiveMatch : .startUnconfirmed }
        return match
    }
}
