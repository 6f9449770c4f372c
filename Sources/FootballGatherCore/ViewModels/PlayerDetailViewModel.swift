import Foundation

public struct PlayerDetailViewModel: Sendable {
    let roster: Roster
    /// What this machine (or the offline file) knows of each gather: its start and sides.
    let details: any GatherDetailsStore
    /// The squad, which a retirement leaves, and the running match, where a retired player stays.
    let squad: BackendSquad?
    let matches: (any MatchStore)?
    let prompter: any SuggestionPrompter

    public init(
        roster: Roster, details: any GatherDetailsStore, squad: BackendSquad? = nil,
        matches: (any MatchStore)? = nil, prompter: any SuggestionPrompter = DeclinesSuggestions()
    ) {
        self.roster = roster
        self.details = details
        self.squad = squad
        self.matches = matches
        self.prompter = prompter
    }

    public init(
        services: ServiceBundle, squad: BackendSquad? = nil, matches: (any MatchStore)? = nil,
        prompter: any SuggestionPrompter = DeclinesSuggestions()
    ) {
        self.init(roster: Roster(services: services), details: services.details, squad: squad, matches: matches, prompter: prompter)
    }

    /// Each gather the player took part in, newest first, with date, side and outcome as `details` knows.
    public func playedGathers(of reference: String) async throws -> Named<(Player, [PlayedGather])> {
        try await NameDialogue.naming(prompter) { names in
            let player = try PlayerResolver.resolve(reference, in: try await roster.service.players(), names: names)
            let known = try details.details()
            let played = try await roster.service.gathers(ofPlayer: player.id).map { gather in
                let team = known[gather.id]?.team(of: player.id)
                var outcome: MatchOutcome?
                if let team, let score = gather.score.flatMap(Score.init(text:)) {
                    outcome = MatchOutcome(goalsFor: team == .teamA ? score.teamA : score.teamB, goalsAgainst: team == .teamA ? score.teamB : score.teamA)
                }
                return PlayedGather(gather: gather, startedAt: known[gather.id]?.startedAt, team: team, outcome: outcome)
            }
            return (player, played.newestFirst(by: \.startedAt))
        }
    }

    /// Resolves every reference before anything is deleted, so a typo deletes nothing; each player once. Only
    /// ids and whole names: `Jo` never deletes Jonathan.
    public func players(_ references: [String]) async throws -> [Player] {
        let roster = try await self.roster.service.players()
        var seen = Set<Int>()
        return try references.map { try PlayerResolver.resolveExactly($0, in: roster) }.filter { seen.insert($0.id).inserted }
    }

    /// Retires the player (or brings them back); the change includes the squad they left and who moved up.
    public func setRetired(_ reference: String, _ retired: Bool) async throws -> Named<RetirementChange> {
        try await NameDialogue.naming(prompter) { names in
            try await roster.setRetired(retired, squad: squad, matches: matches) { players in
                try PlayerResolver.resolve(reference, in: players, names: names)
            }
        }
    }

    /// How many gathers each of `players` took part in, for those who took part in any; none when that cannot
    /// be known without signal (no gathers kept), so that a delete is asked as for anyone, and kept.
    public func matchesPlayed(by players: [Player]) async throws -> [Int: Int] {
        var played: [Int: Int] = [:]
        for player in players {
            do {
                let count = try await roster.service.gathers(ofPlayer: player.id).count
                if count > 0 { played[player.id] = count }
            } catch let error as APIError where error.isNoConnection {
                return [:]
            }
        }
        return played
    }

    /// Deletes by id, in one intent; `deleted` hears of each one as it goes.
    /// Returns the squad's reserves who moved up into the places the deleted left.
    @discardableResult
    public func delete(_ players: [Player], each deleted: (Player) -> Void = { _ in }) async throws -> [Player] {
        try await roster.delete(players, squad: squad, each: deleted)
    }
}

public struct PlayedGather: Sendable, Equatable {
    public var gather: Gather
    public var startedAt: Date?
    /// Nil where this machine does not know the player's side.
    public var team: Team?
    /// Nil before the end, or without a known side.
    public var outcome: MatchOutcome?
}
