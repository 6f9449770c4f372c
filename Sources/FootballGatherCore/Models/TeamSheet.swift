import Foundation

/// What a message to the group says about a gather, from the running match or the history.
public struct TeamSheet: Sendable, Equatable {
    public struct Member: Sendable, Equatable {
        public var name: String
        public var position: Position?
        /// A player deleted from the roster since is `.departed`.
        public var standing: RosterStanding

        public init(name: String, position: Position?, standing: RosterStanding = .active) {
            self.name = name
            self.position = position
            self.standing = standing
        }
    }

    /// A scorer and their goals for `team`; an own goal counts for the team the scorer played against.
    public struct Scorer: Sendable, Equatable {
        public var name: String
        public var team: Team
        public var goals: Int
        public var isOwnGoal = false

        /// Each scorer once per side and kind of goal, in order of first goal; unknown scorers left out.
        static func tally(_ goals: [GoalEvent], name: (Int) -> String) -> [Scorer] {
            var scorers: [Scorer] = []
            for goal in goals {
                guard let id = goal.scorer else { continue }
                let scorer = Scorer(name: name(id), team: goal.side.team, goals: 1, isOwnGoal: goal.isOwnGoal)
                if let index = scorers.firstIndex(where: { ($0.name, $0.team, $0.isOwnGoal) == (scorer.name, scorer.team, scorer.isOwnGoal) }) {
                    scorers[index].goals += 1
                } else {
                    scorers.append(scorer)
                }
            }
            return scorers
        }
    }

    var gatherID: UUID
    public var startedAt: Date?
    /// The clock of a running match; nil for a gather of the history.
    public var clock: ClockStatus?
    public var teamA: [Member]
    public var teamB: [Member]
    /// Players whose side this machine does not know (a gather played elsewhere).
    public var sideUnknown: [Member]
    /// `"3-2"`, as the backend keeps it; nil before any goal of a running match.
    public var score: String?
    public var scorers: [Scorer]
    public var result: Result
    /// Before kick-off (clock not started, no goal): a line-up with the chances and reserves, not a match.
    public var isLineUp = false
    public var prediction: KeptPrediction?
    public var reserves: [Member] = []

    public enum Result: Sendable, Equatable {
        case inProgress
        case winner(Team)
        case draw
        /// A `winnerTeam` this client does not know, shown as it is.
        case other(String)
    }

    /// Goalkeepers first, then defence to attack, then no position; the order within a position is kept.
    static func ordered(_ members: [Member]) -> [Member] {
        let rank = { (member: Member) in member.position.flatMap { Position.allCases.firstIndex(of: $0) } ?? Position.allCases.count }
        return members.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
    }
}

extension TeamSheet {
    /// The running match as `show` sees it; `knownAs`: the short names chat posts show, by id.
    public init(_ snapshot: MatchSnapshot, knownAs: [Int: String] = [:]) {
        let match = snapshot.match
        let member = { (player: Player) in Member(name: knownAs[player.id] ?? player.name, position: player.preferredPosition) }
        self.init(
            gatherID: match.gatherID, startedAt: match.startedAt, clock: snapshot.timer,
            teamA: Self.ordered(match.teamA.map(member)), teamB: Self.ordered(match.teamB.map(member)),
            sideUnknown: [], score: match.score?.text,
            scorers: Scorer.tally(match.goals) { id in knownAs[id] ?? match.everyone.first { $0.id == id }?.name ?? "#\(id)" },
            result: .inProgress)
        isLineUp = snapshot.timer.state == .ready && match.score == nil && match.goals.isEmpty
        prediction = match.prediction
    }

    public init(_ entry: HistoryEntry, lineup: [LineupRow], goals: [GoalEvent] = []) {
        let members = { (team: Team?) in
            Self.ordered(lineup.filter { $0.team == team }.map {
                Member(name: $0.player.knownAs ?? $0.player.name, position: $0.player.preferredPosition, standing: $0.standing)
            })
        }
        let result: Result = switch entry.winnerTeam {
        case nil: .inProgress
        case Score.drawWireValue?: .draw
        case let text?: Team(rawValue: text).map(Result.winner) ?? .other(text)
        }
        self.init(
            gatherID: entry.id, startedAt: entry.startedAt, clock: nil,
            teamA: members(.teamA), teamB: members(.teamB), sideUnknown: members(nil),
            score: entry.score,
            scorers: Scorer.tally(goals) { id in lineup.first { $0.player.id == id }.map { $0.player.knownAs ?? $0.player.name } ?? "#\(id)" },
            result: result)
    }
}
