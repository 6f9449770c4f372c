import Foundation

extension MachineState {
    /// `ours` (this intent's changes, made on `base`) carried onto `theirs` (the file as
    /// another process left it meanwhile), part by part: what this intent changed wins,
    /// what it left alone stays as the other process wrote it. Intents that touch the same
    /// part reserve a subject in common, so two of them never both change one part.
    static func merging(_ ours: MachineState, madeOn base: MachineState, onto theirs: MachineState) -> MachineState {
        var merged = theirs
        merged.version = max(ours.version, theirs.version)
        merged.temporaryPlayersGiven = max(ours.temporaryPlayersGiven, theirs.temporaryPlayersGiven)
        if ours.slot != base.slot { merged.slot = ours.slot }
        if ours.clock != base.clock { merged.clock = ours.clock }
        for id in Set(ours.gathers.keys).union(base.gathers.keys) where ours.gathers[id] != base.gathers[id] {
            merged.gathers[id] = ours.gathers[id]
        }
        for key in Set(ours.servers.keys).union(base.servers.keys) {
            merged[server: key] = ServerKnowledge.merging(ours[server: key], madeOn: base[server: key], onto: theirs[server: key])
        }
        return merged
    }
}

extension ServerKnowledge {
    static func merging(_ ours: ServerKnowledge, madeOn base: ServerKnowledge, onto theirs: ServerKnowledge) -> ServerKnowledge {
        var merged = theirs
        if ours.roster != base.roster || ours.rosterSeenAt != base.rosterSeenAt {
            (merged.roster, merged.rosterSeenAt) = (ours.roster, ours.rosterSeenAt)
        }
        if ours.squad != base.squad { merged.squad = ours.squad }
        if ours.gathers != base.gathers { merged.gathers = ours.gathers }
        merged.notes = PlayerNotes.merging(ours.notes, madeOn: base.notes, onto: theirs.notes)
        for user in Set(ours.outboxes.keys).union(base.outboxes.keys) where ours.outboxes[user] != base.outboxes[user] {
            let outbox = Outbox.merging(
                ours.outboxes[user] ?? Outbox(), madeOn: base.outboxes[user] ?? Outbox(), onto: theirs.outboxes[user] ?? Outbox())
            merged.outboxes[user] = outbox.isEmpty && outbox.nextID == 1 ? nil : outbox
        }
        return merged
    }
}

extension PlayerNotes {
    /// Field by field: the roster's intents change retirements and aliases, the squad's
    /// the limit and the fees.
    static func merging(_ ours: PlayerNotes, madeOn base: PlayerNotes, onto theirs: PlayerNotes) -> PlayerNotes {
        var merged = theirs
        if ours.retired != base.retired { merged.retired = ours.retired }
        if ours.departed != base.departed { merged.departed = ours.departed }
        if ours.squadLimit != base.squadLimit { merged.squadLimit = ours.squadLimit }
        if ours.fees != base.fees { merged.fees = ours.fees }
        if ours.aliases != base.aliases { merged.aliases = ours.aliases }
        return merged
    }
}

extension Outbox {
    /// Change by change: two commands may keep changes at once (each under its own
    /// reservation). What this intent sent or marked is carried over; what it kept is
    /// added after what the other kept, under the next ids.
    static func merging(_ ours: Outbox, madeOn base: Outbox, onto theirs: Outbox) -> Outbox {
        var merged = theirs
        let before = Dictionary(base.waiting.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let kept = Set(ours.waiting.map(\.id))
        merged.waiting.removeAll { before[$0.id] != nil && !kept.contains($0.id) }
        for entry in ours.waiting {
            guard let old = before[entry.id] else {
                var added = entry
                added.id = max(merged.nextID, (merged.waiting.map(\.id).max() ?? 0) + 1)
                merged.nextID = added.id + 1
                merged.waiting.append(added)
                continue
            }
            if old != entry, let index = merged.waiting.firstIndex(where: { $0.id == entry.id }) { merged.waiting[index] = entry }
        }
        merged.created.merge(ours.created) { _, ours in ours }
        merged.madePlayers.merge(ours.madePlayers) { _, ours in ours }
        // What this intent took out stays out, what it put in goes in; the rest is theirs.
        merged.twins.subtract(base.twins.subtracting(ours.twins))
        merged.twins.formUnion(ours.twins.subtracting(base.twins))
        return merged
    }
}
