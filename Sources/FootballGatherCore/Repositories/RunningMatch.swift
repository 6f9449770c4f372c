import Foundation

/// The running match as intents over the backend it was started on, so that an `add` racing an `end` lands
/// before it or is refused after it. The server never keeps a side, so every change of sides is also written
/// to the gather's details. The view models decide; this carries it out.
struct RunningMatch: Sendable {
    let matches: any MatchStore
    let connector: any BackendConnector

    /// Opened before anything changes, so a backend that cannot be opened changes nothing. Callers name their
    /// intent (`move`, `swap`, `addLateArrival`, `end`, `cancel`), never the services.
    func intent<T>(
        _ action: ReservedAction = .changingMatch, _ body: (ServiceBundle) async throws -> T
    ) async throws -> T {
        let services = try connector.services(for: try matches.requireMatch().backend)
        return try await services.intents.reserving([.runningMatch], for: action) {
            let result = try await body(services)
            TestHold.at("intent")  // after every read and write of the intent, before it ends
            return result
        }
    }

    /// The roster when one of `references` is not exactly a player of the match (`ActiveMatch.find` refuses
    /// one off the pitch); none otherwise, so that naming a player who plays costs no request.
    func roster(toFind references: [String], notes: PlayerNotes) async throws -> [Player] {
        let match = try matches.requireMatch()
        guard match.needsRoster(for: references, notes: notes) else { return [] }
        return try await connector.services(for: match.backend).players.players()
    }

    func notes() throws -> PlayerNotes {
        try connector.services(for: try matches.requireMatch().backend).notes.notes()
    }

    /// Sends the score (a `PUT`, resent after a transient failure), then forgets the match; `afterward` (the
    /// clock's reset) runs within the intent. Without `score` the current one is sent, and sent again when a
    /// goal was counted meanwhile, so the server never keeps a score older than the last goal. The sides and
    /// scorers go to the details; the fee in force is charged. A `score` below the goals is refused before
    /// any request unless `droppingGoals` (the latest go first).
    /// `offered`: end only that gather's match (the full-time question's), refused if another is running (none
    /// running is `noActiveMatch`, as for any end).
    func end(
        score: Score?, droppingGoals: Bool = false, offered: UUID? = nil, afterward: () throws -> Void
    ) async throws -> MatchEnding {
        try await intent(.endingMatch) { services in
            while true {
                let match = try matches.requireMatch()
                if let offered, match.gatherID != offered { throw MatchError.offeredMatchEnded(offered) }
                let final = score ?? match.currentScore
                try match.goals.refuseDroppingGoals(to: final, standing: match.currentScore, droppingGoals: droppingGoals)
                ExitGate.noteSentAhead(true)  // a failure to send ends the command, saying why
                try await services.gathers.setResult(ofGather: match.gatherID, score: final)
                TestHold.at("end-sent")
                let ending = try services.writes.together { () throws -> MatchEnding? in
                    let ended = try matches.update { slot -> ActiveMatch? in
                        guard let stored = slot.match, stored.gatherID == match.gatherID else { return match }
                        if score == nil, stored.currentScore != final { return nil }
                        slot.match = nil
                        return stored
                    }
                    guard let ended else { return nil }
                    TestHold.at("end-writes")
                    let (kept, dropped) = ended.goals.latestDropped(to: final)
                    try services.details.remember(sidesOf: ended, goals: kept)
                    let charge = try services.notes.update { $0.fees.chargeEnded(ended.gatherID, players: ended.playing) }
                    try afterward()
                    ExitGate.noteSentAhead(false)
                    return MatchEnding(match: ended, score: final, charge: charge, dropped: dropped)
                }
                if let ending { return ending }
            }
        }
    }

    /// Deletes the gather (already gone is fine) and forgets the match; `afterward` runs within the intent.
    func cancel(afterward: () throws -> Void) async throws -> ActiveMatch {
        try await intent { services in
            let match = try matches.requireMatch()
            try await services.gathers.deleteGather(id: match.gatherID)
            try matches.update { slot in
                if slot.match?.gatherID == match.gatherID { slot.match = nil }
            }
            try afterward()
            return match
        }
    }
}

/// A match just ended, as it was stored, with its final score and charge (nil: no pitch fee in force).
public struct MatchEnding: Sendable, Equatable {
    public var match: ActiveMatch
    public var score: Score
    public var charge: MatchCharge?
    /// The goals a lower `--score` dropped (`--drop-goals`), the latest of a side first.
    public var dropped: [GoalEvent] = []
}

extension ActiveMatch {
    /// The ids of the players on the pitch who were added to the gather (not those still pending).
    var playing: [Int] { everyone.map(\.id).filter { !pending.contains($0) } }
}
