import Foundation

extension GatherService {
    /// The gathers with a score, with their players (`players(inGathers:)`) and the sides `details`
    /// remembers. A gather whose stored score cannot be read, or that was deleted while being read, is left
    /// out rather than failing the whole history.
    public func endedMatches(details: any GatherDetailsStore) async throws -> [EndedMatch] {
        let listed = try await gathers()  // first: reading it moves what was kept under a local id
        let known = try details.details()
        let ended = listed.compactMap { gather in
            gather.score.flatMap(Score.init(text:)).map { (gather.id, $0) }
        }
        let lineUps = try await players(inGathers: ended.map(\.0))
        var matches: [EndedMatch] = []
        for (id, score) in ended {
            guard let returned = lineUps[id]?.map(\.id) else { continue }
            let memory = known[id]
            // The server forgets a deleted player in every gather; this machine's sides do not.
            let forgotten = (memory?.teams.keys.compactMap { Int($0) } ?? []).filter { !returned.contains($0) }.sorted()
            let players = (returned + forgotten).filter { !(memory?.isAbsent($0) ?? false) }
            matches.append(EndedMatch(
                id: id, date: memory?.startedAt ?? .distantPast,
                lineUp: LineUp(players: players, teams: memory?.team(of:)),
                score: score, goals: memory?.goals ?? [], prediction: memory?.prediction))
        }
        return matches
    }
}
