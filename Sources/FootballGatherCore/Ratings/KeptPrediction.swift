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

    /// A kept prediction from a file or an archive, when sound; nil otherwise.
    init?(checking kept: KeptPrediction?) {
        guard let kept, kept.isSound else { return nil }
        self = kept
    }

    /// Two chances from 0 to 1 adding up to 1 (within 0.001), as a start keeps them.
    var isSound: Bool { (0...1).contains(teamA) && (0...1).contains(teamB) && abs(teamA + teamB - 1) <= 0.001 }

    /// Team A's chance in whole percent; team B's is `100 - percentA`, as `Matchup` shows them.
    public var percentA: Int { Int((min(max(teamA, 0), 1) * 100).rounded()) }
    public var percentB: Int { 100 - percentA }
}
