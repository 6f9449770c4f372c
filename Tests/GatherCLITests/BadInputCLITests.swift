import Foundation
import Testing

@testable import FootballGatherCore
@testable import GatherCLI

/// Every bad command line, in-process: one clear message, the documented exit code, and
/// every stored file left as it was.
@Suite struct BadInputCLITests {
    @Test(arguments: BadInputCase.all)
    func badInput_isRefusedCleanly_andChangesNothing(_ badInput: BadInputCase) async throws {
        let home = TestHome()
        try badInput.home.write(into: home.root)
        let before = EndToEndCheck.snapshot(of: home.root)
        #expect(before["data/gather/offline.json"] != nil)

        let outcome = await gather(arguments: badInput.arguments(in: home.root), home: home)

        EndToEndCheck.expectCleanFailure(
            GatherBinary.Result(code: outcome.code, stdout: outcome.stdout, stderr: outcome.stderr),
            code: badInput.code, containing: badInput.message)
        #expect(EndToEndCheck.snapshot(of: home.root) == before, "a stored file changed")
    }
}
