import Foundation

/// Names in a list that match nobody on the roster, added to it as new players (the usual
/// name rules apply) so that the list can then be taken whole: `squad add --new`,
/// `add --new`. Run inside the caller's intent, so the roster cannot change in between.
struct Newcomers {
    let roster: Roster

    /// Runs `body` once the newcomers of `references` are on the roster; when `body` is
    /// refused, they are taken off again, so a refused list adds nobody. (Nobody else can
    /// have used them: the caller's intent holds the lock.) No references: no newcomers.
    func adding<T>(namedIn references: [String], _ body: ([Player]) async throws -> T) async throws -> T {
        let added = references.isEmpty ? [] : try await add(namedIn: references)
        do {
            return try await body(added)
        } catch {
            // If even that fails, the refusal is still the error worth reporting.
            do { try await roster.takeBack(added) } catch {}
            throw error
        }
    }

    /// The players it added, in the order their names came; none when every name is known.
    func add(namedIn references: [String]) async throws -> [Player] {
        let directory = PlayerDirectory(try await roster.players())
        let unknown = PastedPlayers.newcomerNames(references, in: directory)
        guard !unknown.isEmpty else { return [] }
        let drafts = try unknown.map { name throws in
            PlayerDraft(name: try PlayerValidation.name(name))
        }
        let outcome = try await roster.add(drafts) { players in
            try PlayerValidation.refuseDuplicates(drafts.map { $0.name }, in: players)
            return []
        }
        if let error = outcome.firstError { throw error }
        return zip(outcome.ids, drafts).compactMap { id, draft in id.map { Player(id: $0, draft: draft) } }
    }
}
