/// The chances the model gave each side at kick-off, kept with the match to show later and score against the
/// result (`stats --predictions`); `teamA + teamB == 1`.
public struct KeptPrediction: Sendable, Equatable, Hashable, Codable {
    var teamA: Double
    var teamB: Double
}

extension KeptPrediction {
    init(_ prediction: MatchPrediction) {
        self.init(teamA: prediction.chanceA, teamB: prediction.chanceB)
    }

    /// A kept prediction from a file or an archive: both chances between 0 and 1; nil otherwise.
    init?(checking kept: KeptPrediction?) {
        guard let kept, (0...1).contains(kept.teamA), (0...1).contains(kept.teamB) else { return nil }
        self = kept
    }

    /// Team A's chance in whole percent; team B's is `100 - percentA`, as `Matchup` shows them.
    public var percentA: Int { Int((teamA * 100).rounded()) }
    public var percentB: Int { 100 - percentA }
}
