import FootballGatherCore

extension PredictionJSON {
    /// A kept prediction, in whole percent like `start --json` prints the chances.
    init(_ kept: KeptPrediction) {
        self.init(teamA: Double(kept.percentA) / 100, teamB: Double(kept.percentB) / 100)
    }
}

enum PredictionRendering {
    static func line(_ kept: KeptPrediction) -> String {
        "Predicted at kick-off: \(Team.teamA.rawValue) \(kept.percentA)% · \(Team.teamB.rawValue) \(kept.percentB)%"
    }
}
