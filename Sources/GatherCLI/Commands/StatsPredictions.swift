import FootballGatherCore

enum StatsPredictions {
    static let flag = FlagKey(
        "predictions", help: "Score the chances kept at kick-off against the results (Brier, log-loss, upsets).",
        conflicts: ["sort", "since"])

    @Sendable static func run(_ context: Context) async throws {
        try PredictionsRendering.report(try await context.predictionsViewModel().report(), output: context.output)
    }
}
