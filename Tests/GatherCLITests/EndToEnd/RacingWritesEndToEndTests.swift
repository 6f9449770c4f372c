import Foundation
import Testing

/// No write loses another: a line-up change or an end is held (a hook of the test build)
/// after it has read and written the running match and before its intent ends, while
/// goals are recorded by other processes. Every goal that exits 0 is in the match (or in
/// the ended gather); one refused changes nothing. Offline and on the fake server.
@Suite struct RacingWritesEndToEndTests {
    @Test(arguments: [
        (["swap", "Ana", "Eli"], false), (["move", "Bo", "b"], false), (["add", "Kai"], false),
        (["swap", "Ana", "Eli"], true), (["move", "Bo", "b"], true), (["add", "Kai"], true),
    ])
    func goalsWhileALineupChangeIsHeld_areAllKept(change: [String], onAServer: Bool) async throws {
        try await Self.withMatch(onAServer: onAServer) { gather in
            let held = try await Self.holding(gather, change)
            for side in ["a", "a", "b"] { #expect(try await gather.run("goal", side).code == 0, "goal \(side)") }
            try held.type("\n")
            let ended = await held.ended()
            #expect(ended.status == 0, "\(ended.stderr)")
            let shown = try await gather.run("show", "--json").stdout
            #expect(shown.contains(#""score":"2-1""#), "\(shown)")
        }
    }

    @Test(arguments: [false, true])
    func goalsWhileAnEndIsHeld_areInTheEndedGather_orRefusedUnchanged(onAServer: Bool) async throws {
        try await Self.withMatch(onAServer: onAServer) { gather in
            #expect(try await gather.run("goal", "a").code == 0)
            let held = try await Self.holding(gather, ["end"])
            var kept = 0
            for side in ["a", "b", "b"] {
                let goal = try await gather.run("goal", side)
                if goal.code == 0 { kept += 1 } else { #expect(goal.stderr.contains("no match is running"), "\(goal.stderr)") }
            }
            try held.type("\n")
            #expect(await held.ended().status == 0)
            let history = try await gather.run("history", "--json").stdout
            #expect(kept == 0, "the end wrote before it was held: a goal after it has no match")
            #expect(history.contains("1-0"), "\(history)")
        }
    }

    /// An add that comes while an end is held, after the end has written, is refused and
    /// changes nothing: the gather ends without the player.
    @Test(arguments: [false, true])
    func anAddWhileAnEndIsHeld_isRefused_andTheGatherEndsWithoutThem(onAServer: Bool) async throws {
        try await Self.withMatch(onAServer: onAServer) { gather in
            let held = try await Self.holding(gather, ["end", "--score", "1-0"])
            let add = try await gather.run("add", "Kai")
            #expect(add.code == 1 && add.stderr.contains("no match is running"), "\(add.stderr)")
            try held.type("\n")
            #expect(await held.ended().status == 0)
            let sheet = try await gather.run("history", "show").stdout
            #expect(sheet.contains("Ana") && !sheet.contains("Kai"), "\(sheet)")
        }
    }

    /// An end that comes while an add is held waits for it offline (the intent lock) and
    /// ends with the player; on a server it is refused (75) and changes nothing, and the
    /// next end has them.
    @Test(arguments: [false, true])
    func anEndWhileAnAddIsHeld_endsWithThePlayer_orIsRefusedUnchanged(onAServer: Bool) async throws {
        try await Self.withMatch(onAServer: onAServer) { gather in
            let held = try await Self.holding(gather, ["add", "Kai"])
            if onAServer {
                let refused = try await gather.run("end", "--score", "1-0")
                #expect(refused.code == 75, "\(refused.stderr)")
                try held.type("\n")
                #expect(await held.ended().status == 0)
                #expect(try await gather.run("show").stdout.contains("Kai"), "the match still runs, with Kai")
                #expect(try await gather.run("end", "--score", "1-0").code == 0)
            } else {
                let end = try SpawnedGather(gather, ["end", "--score", "1-0"])
                try held.type("\n")
                #expect(await held.ended().status == 0)
                #expect(await end.ended().status == 0)
            }
            #expect(try await gather.run("history", "show").stdout.contains("Kai"))
        }
    }

    /// The held command, once it says it is held.
    private static func holding(_ gather: GatherBinary, _ arguments: [String]) async throws -> SpawnedGather {
        var holding = gather
        holding.overrides["GATHER_TEST_HOLD"] = "intent"
        let spawned = try SpawnedGather(holding, arguments)
        let said = await spawned.errors(upToLineHolding: "held at intent")
        #expect(said.contains("held at intent"), "\(said)")
        return spawned
    }

    private static func withMatch(onAServer: Bool, _ body: (GatherBinary) async throws -> Void) async throws {
        try await ParallelIntentsEndToEndTests.withHome(onAServer: onAServer) { gather in
            #expect(try await gather.run("players", "add", "Ana", "Bo", "Cy", "Dee", "Eli", "Fay", "Gus", "Hal", "Kai").code == 0)
            #expect(try await gather.run("start", "--teams", "Ana,Bo,Cy,Dee/Eli,Fay,Gus,Hal").code == 0)
            try await body(gather)
        }
    }
}
