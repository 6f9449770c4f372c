import Foundation

/// Players added without signal have temporary ids (negative here, `~1` on screen) until sync creates them.
/// Each write (`StateFile`) then names them by the server's id everywhere in the state, so that a command
/// which read the temporary id before the player was made cannot write it back.
extension MachineState {
    /// A temporary id this machine has never given (`temporaryPlayersGiven`), counted as given.
    mutating func giveTemporaryPlayerID() -> Int {
        let kept = servers.values.flatMap { $0.outboxes.values.flatMap(\.temporaryPlayers) }
        temporaryPlayersGiven = max(temporaryPlayersGiven, Int((kept.min() ?? 0).magnitude)) + 1
        return -temporaryPlayersGiven
    }

    /// Temporary id to the server's id, of every player made since they were added without signal.
    var madePlayers: [Int: Int] {
        servers.values.flatMap(\.outboxes.values).reduce(into: [:]) { made, outbox in
            made.merge(outbox.madePlayers) { first, _ in first }
        }
    }

    /// Names each made player by the server's id everywhere; nothing changes once no temporary id is left.
    mutating func renumberMadePlayers() {
        let made = madePlayers
        guard !made.isEmpty else { return }
        let real = { (id: Int) in made[id] ?? id }
        if let match = slot.match {
            slot.match?.teamA = match.teamA.map { $0.renumbered(real) }
            slot.match?.teamB = match.teamB.map { $0.renumbered(real) }
            slot.match?.pending = match.pending.map(real)
            slot.match?.goals = match.goals.map { $0.renumbered(real) }
        }
        if let start = slot.start {
            slot.start?.teamA = start.teamA.map { $0.renumbered(real) }
            slot.start?.teamB = start.teamB.map { $0.renumbered(real) }
        }
        let temporaryKeys = Set(made.keys.map(String.init))
        for (gather, details) in gathers where details.names(temporaryKeys, made) {
            gathers[gather] = details.renumbered(real)
        }
        for (key, server) in servers where server.names(made) {
            servers[key] = server.renumbered(real, made)
        }
    }
}

extension Player {
    func renumbered(_ real: (Int) -> Int) -> Player {
        var player = self
        player.id = real(id)
        return player
    }
}

extension GoalEvent {
    func renumbered(_ real: (Int) -> Int) -> GoalEvent {
        var goal = self
        goal.scorer = scorer.map(real)
        return goal
    }
}

extension GatherDetails {
    /// Whether a made player is named here by their temporary id.
    func names(_ temporaryKeys: Set<String>, _ made: [Int: Int]) -> Bool {
        teams.keys.contains { $0.hasPrefix("-") && temporaryKeys.contains($0) }
            || (goals ?? []).contains { $0.scorer.map { made[$0] != nil } ?? false }
            || (absent ?? []).contains { made[$0] != nil }
    }

    func renumbered(_ real: (Int) -> Int) -> GatherDetails {
        var details = self
        details.teams = Dictionary(teams.map { key, team in (Int(key).map { String(real($0)) } ?? key, team) }, uniquingKeysWith: { first, _ in first })
        details.goals = goals?.map { $0.renumbered(real) }
        details.absent = absent?.map(real)
        return details
    }
}

extension ServerKnowledge {
    func names(_ made: [Int: Int]) -> Bool {
        let named = { (id: Int) in made[id] != nil }
        let namedKey = { (key: String) in Int(key).map(named) ?? false }
        return roster.contains { named($0.id) } || squad.contains(where: named) || notes.retired.contains(where: named)
            || notes.departed.contains { named($0.id) } || notes.aliases.keys.contains(where: namedKey)
            || (notes.squadMarks ?? [:]).contains { namedKey($0.key) || ($0.value.guestOf.map(named) ?? false) }
            || (notes.knownAs ?? [:]).keys.contains(where: namedKey)
            || notes.fees.payments.contains { named($0.playerID) || ($0.paidBy.map(named) ?? false) }
            || (notes.fees.leftovers ?? [:]).values.contains { $0.contains(where: named) }
            || (notes.fees.hosts ?? [:]).contains { namedKey($0.key) || named($0.value) }
            || outboxes.values.contains { $0.waiting.contains { $0.change.playerID.map(named) ?? false } }
    }

    func renumbered(_ real: (Int) -> Int, _ made: [Int: Int]) -> ServerKnowledge {
        var server = self
        // The roster as last read may have the player already, by the server's id.
        let seen = Set(roster.map(\.id))
        server.roster = roster.compactMap { player in made[player.id].map { seen.contains($0) } == true ? nil : player.renumbered(real) }
        var inSquad = Set<Int>()
        server.squad = squad.map(real).filter { inSquad.insert($0).inserted }
        server.notes.retired = notes.retired.map(real)
        server.notes.departed = notes.departed.map { $0.renumbered(real) }
        func rekeyed<Value>(_ byID: [String: Value]) -> [String: Value] {
            Dictionary(byID.map { key, value in (Int(key).map { String(real($0)) } ?? key, value) }, uniquingKeysWith: { first, _ in first })
        }
        server.notes.aliases = rekeyed(notes.aliases)
        server.notes.squadMarks = notes.squadMarks.map { marks in
            rekeyed(marks).mapValues { mark in
                var mark = mark
                mark.guestOf = mark.guestOf.map(real)
                return mark
            }
        }
        server.notes.knownAs = notes.knownAs.map(rekeyed)
        server.notes.fees.hosts = notes.fees.hosts.map { rekeyed($0).mapValues(real) }
        server.notes.fees.payments = notes.fees.payments.map { payment in
            var payment = payment
            payment.playerID = real(payment.playerID)
            payment.paidBy = payment.paidBy.map(real)
            return payment
        }
        server.notes.fees.leftovers = notes.fees.leftovers?.mapValues { $0.map(real) }
        for (user, outbox) in outboxes {
            server.outboxes[user]?.waiting = outbox.waiting.map { entry in
                var entry = entry
                entry.change = entry.change.renumbering(made)
                return entry
            }
        }
        return server
    }
}
