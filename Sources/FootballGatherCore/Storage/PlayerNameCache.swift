import Foundation

/// A server's roster as this machine last saw it (labels and all), in `state.json`: what shell completion
/// names without waiting on the network, and what a command answers from when the server cannot be
/// reached. A cache, never worth failing a command for.
public struct PlayerNameCache: Sendable {
    let state: StateFile
    let key: String

    public init(state: StateFile, backend: Backend) {
        self.state = state
        key = FileSquadStore.key(of: backend)
    }

    /// The players kept for this server; empty when there are none or they cannot be read.
    public func entries() -> [Player] {
        (try? state.read())?[server: key].roster ?? []
    }

    /// When the roster was last read whole; nil when never. A damaged state file is said as such, not hidden
    /// behind the server that cannot be reached.
    func seenAt() throws -> Date? { try state.read()[server: key].rosterSeenAt }

    /// `seenAt`: the whole roster was just read. Most reads find the list as it was, and then nothing is
    /// written. A failure to write is dropped: the command has done its work, completion offers fewer names.
    func update(seenAt: Date? = nil, _ body: (inout [Player]) -> Void) {
        try? state.refresh { state in
            let before = state[server: key].roster
            body(&state[server: key].roster)
            if seenAt != nil {
                state.setApartReusedIDs(server: key)
                state.noteDepartedElsewhere(before, server: key)
            }
            if let seenAt { ServerKnowledge.stamp(&state[server: key].rosterSeenAt, seenAt) }
        }
    }
}

extension MachineState {
    /// A player gone (departed, or `left` by the user's drop of their change) whose id the roster gives another
    /// name (the server reuses its highest id, keeping the old player's gathers): what this machine keeps of them
    /// moves to an id of their own here, never sent, and the newcomer is marked as not having played them.
    mutating func setApartReusedIDs(server key: String, left: Player? = nil) {
        if let left, !self[server: key].notes.departed.contains(where: { $0.id == left.id }) { self[server: key].notes.departed.append(left) }
        // This server's (listed, or made from here and not listed since): the sides of every server are kept together.
        let made = self[server: key].outboxes.values.flatMap { Array($0.created.keys) + $0.created.values }
        let listed = Set((self[server: key].gathers?.map(\.id) ?? []) + made)
        let roster = self[server: key].roster
        for gone in self[server: key].notes.departed where roster.contains(where: { $0.id == gone.id && !PlayerValidation.sameName($0.name, gone.name) }) {
            let apart = giveTemporaryPlayerID()
            let real = { (id: Int) in id == gone.id ? apart : id }
            for (gather, details) in gathers where listed.contains(gather) && details.names(gone.id) {
                gathers[gather] = details.renumbered(real)
                gathers[gather]?.absent = (details.absent ?? []) + [gone.id]
            }
            var known = self[server: key].renumbered(real, [:])
            (known.roster, known.outboxes) = (self[server: key].roster, self[server: key].outboxes)
            self[server: key] = known
        }
    }

    /// Players a whole roster read no longer has were deleted from another device: those this machine's
    /// matches or fees name are kept as departed (as a delete from here does), so their matches name them.
    mutating func noteDepartedElsewhere(_ before: [Player], server key: String) {
        let now = Set(self[server: key].roster.map(\.id))
        let departed = Set(self[server: key].notes.departed.map(\.id))
        let gone = before.filter { !now.contains($0.id) && !departed.contains($0.id) && !PlayerID.isTemporary($0.id) }
        guard !gone.isEmpty else { return }
        let (details, payments) = (Array(gathers.values), self[server: key].notes.fees.payments)
        self[server: key].notes.departed += gone.filter { player in
            details.contains { $0.names(player.id) } || payments.contains { $0.playerID == player.id || $0.paidBy == player.id }
        }
    }
}
