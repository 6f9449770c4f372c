import Foundation

/// What an import adds, worked out from the archive against what the backend holds:
/// players not matched by name to one on the roster, gathers not there and not imported before.
public struct ImportPlan: Sendable {
    /// A member's player: one already on the roster, or the n-th of `newPlayers`.
    enum PlayerRef: Sendable, Equatable {
        case existing(Int)
        case new(Int)
    }

    struct Member: Sendable, Equatable {
        var player: PlayerRef
        /// Nil: the file knew they played, not on which side (a server's gather another device started).
        var team: Team?
    }

    struct Goal: Sendable, Equatable {
        var side: MatchSide
        var scorer: PlayerRef?
        var isOwnGoal: Bool
    }

    struct NewGather: Sendable {
        var archivedID: UUID
        var score: Score?
        /// Nil when the file does not know it: kept unknown, never the time of the import.
        var startedAt: Date?
        var members: [Member]
        var goals: [Goal]
        /// The kick-off chances the archive kept (checked by `ArchiveCheck`).
        var prediction: KeptPrediction?

        func resolved(newIDs: [Int]) -> (members: [(Int, Team?)], goals: [GoalEvent]) {
            func id(_ ref: PlayerRef) -> Int {
                switch ref {
                case .existing(let id): id
                case .new(let index): newIDs[index]
                }
            }
            return (
                members.map { (id($0.player), $0.team) },
                goals.map { GoalEvent(side: $0.side, scorer: $0.scorer.map(id), isOwnGoal: $0.isOwnGoal) })
        }
    }

    var newPlayers: [PlayerDraft] = []
    /// The archive id of each of `newPlayers`: the ids an import into an empty home keeps.
    var newArchivedIDs: [Int] = []
    /// The archive's players matched by name to one on the roster, in id order.
    var skippedPlayers: [String] = []
    var gathers: [NewGather] = []
    var skippedGathers = 0
    /// The counter of the home the archive was made in, for a restore into an empty home.
    var nextPlayerID: Int?
    /// By archive id: how the import matched or added each archive player.
    var playerRefs: [Int: PlayerRef] = [:]
    /// Players deleted since whom a gather of this import names: added with the others,
    /// for the line-ups, then deleted again (so they are named as gone, as they were).
    var departedArchiveIDs: [Int] = []

    /// - Parameters:
    ///   - players: the archive's players, validated, with their ids in the archive.
    ///   - known: ids of the backend's gathers and of the archive gathers they were imported from.
    init(
        players: [(archivedID: Int, draft: PlayerDraft)], gathers: [(gather: ExportedGather, score: Score?)],
        roster: [Player], known: Set<UUID>, departed: [(archivedID: Int, draft: PlayerDraft)] = []
    ) {
        // Each archive player is their own player: one is matched, in id order, to a roster player of the
        // same name (as `players add` compares names) that no other archive player took, so namesakes stay
        // apart and a second import of the file adds nobody.
        var byName = Dictionary(grouping: roster.sorted { $0.id < $1.id }, by: { NameKey($0.name) }).mapValues { $0.map(\.id) }
        var refs: [Int: PlayerRef] = [:]
        for (archivedID, draft) in players.sorted(by: { $0.archivedID < $1.archivedID }) {
            let key = NameKey(draft.name)
            if let id = byName[key]?.first {
                byName[key]?.removeFirst()
                refs[archivedID] = .existing(id)
                skippedPlayers.append(draft.name)
                continue
            }
            refs[archivedID] = .new(newPlayers.count)
            newPlayers.append(draft)
            newArchivedIDs.append(archivedID)
        }
        let departedDrafts = Dictionary(departed.map { ($0.archivedID, $0.draft) }, uniquingKeysWith: { first, _ in first })
        for (gather, score) in gathers {
            guard !known.contains(gather.id) else {
                skippedGathers += 1
                continue
            }
            // Only a gather this import adds brings back a departed player it names.
            for id in gather.members.map(\.playerID) where refs[id] == nil {
                guard let draft = departedDrafts[id] else { continue }
                refs[id] = .new(newPlayers.count)
                newPlayers.append(draft)
                newArchivedIDs.append(id)
                departedArchiveIDs.append(id)
            }
            let members = gather.members.compactMap { member in refs[member.playerID].map { Member(player: $0, team: member.team) } }
            // A scorer not in the file is kept as a goal without a scorer.
            let goals = (gather.goals ?? []).map { goal in
                Goal(side: goal.side, scorer: goal.scorer.flatMap { refs[$0] }, isOwnGoal: goal.isOwnGoal)
            }
            self.gathers.append(NewGather(
                archivedID: gather.id, score: score, startedAt: gather.startedAt, members: members, goals: goals,
                prediction: gather.prediction))
        }
        playerRefs = refs
    }
}
