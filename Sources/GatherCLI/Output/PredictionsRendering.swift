import FootballGatherCore
import Foundation

enum PredictionsRendering {
    static func report(_ report: PredictionsReport, output: Output) throws {
        if output.json { return try output.printJSON(PredictionsJSON(report)) }
        guard let kept = report.kept else {
            return output.note("No kept predictions to score yet: start a match with \(output.gather("start")) and end it.")
        }
        output.line("Predictions scored: " + PlainList.counted(report.matchesScored, "match", "matches"))
        output.table(headers: ["PREDICTION", "BRIER", "LOG-LOSS"], rows: [
            row("kept at kick-off", kept),
            row("coin flip (50%)", report.coinFlip),
            row("labels only", report.labelsOnly),
        ], textColumns: [0])
        output.line("Lower is better: Brier 0 is perfect and a coin flip scores 0.250 on decisive results.")
        guard !report.upsets.isEmpty else { return }
        output.line()
        output.line("Biggest upsets:")
        output.table(headers: ["GATHER", "DATE", "CHANCES", "SCORE"], rows: report.upsets.map { upset in
            [
                upset.gatherID.shortGatherID, MinuteText.orDash(upset.date),
                MatchRendering.percentages(upset.prediction.percentA, upset.prediction.percentB),
                upset.score.text,
            ]
        })
    }

    private static func row(_ name: String, _ score: PredictionScore?) -> [String] {
        [name, score.map { String(format: "%.3f", $0.brier) } ?? "-", score.map { String(format: "%.3f", $0.logLoss) } ?? "-"]
    }
}

/// `stats --predictions --json`: scores are absent when no match was scored.
struct PredictionsJSON: Encodable, Equatable {
    struct Scores: Encodable, Equatable {
        var brierScore: Double
        var logLoss: Double

        init?(_ score: PredictionScore?) {
            guard let score else { return nil }
            brierScore = (score.brier * 10_000).rounded() / 10_000
            logLoss = (score.logLoss * 10_000).rounded() / 10_000
        }
    }

    struct Upset: Encodable, Equatable {
        var id: UUID
        var startedAt: Date?
        var prediction: PredictionJSON
        var score: String
    }

    var matchesScored: Int
    var kept: Scores?
    var coinFlip: Scores?
    var labelsOnly: Scores?
    var upsets: [Upset]

    init(_ report: PredictionsReport) {
        matchesScored = report.matchesScored
        kept = Scores(report.kept)
        coinFlip = Scores(report.coinFlip)
        labelsOnly = Scores(report.labelsOnly)
        upsets = report.upsets.map { Upset(id: $0.gatherID, startedAt: $0.date, prediction: PredictionJSON($0.prediction), score: $0.score.text) }
    }
}
