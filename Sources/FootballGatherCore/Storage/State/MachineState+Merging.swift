import Foundation

extension MachineState {
    /// `ours` (this intent's changes, made on `base`) carried onto `theirs` (the file as
    /// another process left it meanwhile), part by part: what this intent changed wins,
    /// what it left alone stays as the other process wrote it. Intents that touch the same
    /// part reserve a subject in common, so two of them never both change one part.
    static func merging(_ ours: MachineState, madeOn base: MachineState, onto theirs: MachineState) -> MachineState {
        var merged = theirs
        merged.version = max(ours.version, theirs.version)
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
            merged.outboxes[user] = ours.outboxes[user]
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
