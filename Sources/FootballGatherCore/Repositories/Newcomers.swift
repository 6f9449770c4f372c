/// Names in a list that match nobody on the roster, added to it as new players so that the list can then be
/// taken whole (`squad add --new`, `add --new`). Run inside the caller's intent, so the roster cannot change.
struct Newcomers {
    let roster: Roster

    /// Runs `body` once the newcomers of `references` are on the roster; if `body` is refused they are taken
    /// off again, so a refused list adds nobody and (offline) uses up no id. `checking` first gets the roster
    /// with the newcomers as they would be (ids 0, -1, -2…), so a server sees no request for a refused list.
    /// A name close to a player's is offered through `names` and, declined, refused unless `exact`.
    func adding<T>(
        namedIn references: [String], exact: Bool = false, names: NameDialogue = NameDialogue(),
        checking: ([Player]) async throws -> Void = { _ in }, _ body: ([Player]) async throws -> T
    ) async throws -> T {
        let drafts = references.isEmpty ? [] : try await drafts(namedIn: references, exact: exact, names: names)
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

    private func drafts(namedIn references: [String], exact: Bool, names: NameDialogue) async throws -> [PlayerDraft] {
        let players = try await roster.players()
        let directory = PlayerDirectory(players)
        if !exact { try Self.refuseNearMisses(references, in: directory, names: names) }
        let unknown = PastedPlayers.newcomerNames(references, in: directory, corrections: names.corrections)
        let drafts = try unknown.map { name throws in PlayerDraft(name: try PlayerValidation.name(name)) }
        try PlayerValidation.refuseDuplicates(drafts.map(\.name), in: players)
        return drafts
    }

    /// Names that pick nobody but are within the did-you-mean distance of a player's name or alias: each one
    /// suggestion offered (a name taken means that player), the rest refused.
    static func refuseNearMisses(_ references: [String], in directory: PlayerDirectory, names: NameDialogue) throws(InputError) {
        try names.resolving { () throws(InputError) in
            let unknown = references.filter { !PlayerDirectory.holdsNoName($0) && directory.picksNobody($0, corrections: names.corrections) }
            guard !unknown.isEmpty else { return }
            let roster = NameSuggestion.Index(directory.players)
            let near = unknown
                .compactMap { reference in
                    PlayerResolver.suggestion(for: reference, in: roster)
                        .map { UnknownPlayer(reference: PlayerDirectory.shown(reference), suggestion: $0) }
                }
            if !near.isEmpty { throw .nearMissNewcomers(near) }
        }
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
