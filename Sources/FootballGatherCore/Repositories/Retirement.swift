public struct RetirementChange: Sendable, Equatable {
    public var player: Player
    /// False when they already were as asked.
    public var changed: Bool
    /// Retiring a squad member took them out of the squad.
    public var leftSquad = false
    /// Reserves who became players in the place the retired one left.
    public var movedUp: [Player] = []
    /// They play in the running match and stay in it: a retirement changes what comes next.
    public var inRunningMatch = false
}

extension Squad {
    /// The squad `ids` without `id`, and who moved up from the reserves into the place it
    /// left: `active` is the roster the squad was drawn from before, `notes` its limit and maybes.
    static func leaving(_ id: Int, squad ids: [Int], active: [Player], notes: PlayerNotes) -> (squad: [Int], left: Bool, movedUp: [Player]) {
        let before = members(ids, in: active)
        guard before.contains(where: { $0.id == id }) else { return (ids.filter { $0 != id }, false, []) }
        let after = before.filter { $0.id != id }
        let standing = { (squad: [Player]) in Standing(squad, notes: notes, limit: notes.squadLimit) }
        return (after.map(\.id), true, standing(before).moves(to: standing(after), in: after).up)
    }
}
