import Foundation

/// Names in a list that match nobody on the roster, added to it as new players (the usual
/// name rules apply) so that the list can then be taken whole: `squad add --new`,
/// `add --new`. Run inside the caller's intent, so the roster cannot change in between.
struct Newcomers {
    let roster: Roster

    /// Runs `body` once the newcomers of `references` are on the roster; when `body` is
    /// refused, they are taken off again, so a refused list adds nobody and uses up no id
    /// (offline; nobody else can have taken one: the caller's intent holds the lock).
    /// Before anything is created, `checking` is given the roster with the newcomers as
    /// they would be (ids not given yet: 0, -1, -2…) to refuse what `body` would refuse,
    /// so that a server sees no request for a list that is refused. No references: no newcomers.
    func adding<T>(
        namedIn references: [String], checking: ([Player]) async throws -> Void = { _ in },
        _ body: ([Player]) async throws -> T
    ) async throws -> T {
        let drafts = references.isEmpty ? [] : try await drafts(namedIn: references)
        if !drafts.isEmpty {
            let provisional = drafts.enumerated().map { Player(id: -$0.offset, draft: $0.element) }
            try await checking(try await roster.players() + provisional)
        }
        let added = try await add(drafts)
        do {
            return try await body(added)
        } catch {
            // If even that fails, the refusal is still the error worth reporting.
            do { try await roster.takeBack(added) } catch {}
            throw error
        }
    }

    /// The names that match nobody, as new players, every name rule checked against the roster.
    private func drafts(namedIn references: [String]) async throws -> [PlayerDraft] {
        let players = try await roster.players()
        let unknown = PastedPlayers.newcomerNames(references, in: PlayerDirectory(players))
        let drafts = try unknown.map { name throws in PlayerDraft(name: try PlayerValidation.name(name)) }
        try PlayerValidation.refuseDuplicates(drafts.map(\.name), in: players)
        return drafts
    }

    /// The players it added, in the order their names came; none when every name is known.
    private func add(_ drafts: [PlayerDraft]) async throws -> [Player] {
        guard !drafts.isEmpty else { return [] }
        let outcome = try await roster.add(drafts) { players in
            try PlayerValidation.refuseDuplicates(drafts.map { $0.name }, in: players)
            return []
        }
        if let error = outcome.firstError { throw error }
        return zip(outcome.ids, drafts).compactMap { id, draft in id.map { Player(id: $0, draft: draft) } }
    }
}
