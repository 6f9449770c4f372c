import FakeGatherServer
import Foundation
import Testing

/// The real binary against a server that redirects, floods or breaks its replies: no
/// credential leaves for another address, memory stays bounded, and each failure has its
/// own exit code and one sentence.
@Suite struct HostileServerEndToEndTests {
    // MARK: - Redirects

    @Test func redirect_onLoginAndOnABearerCommand_exits76_andTheTargetHearsNothing() async throws {
        let (server, gather) = try await FaultEndToEndTests.loggedIn()
        let elsewhere = try FakeGatherServer.start()
        defer { server.stop(); elsewhere.stop(); gather.cleanUp() }
        let before = EndToEndCheck.snapshot(of: gather.home)
        let target = elsewhere.baseURL.absoluteString + "/api/players"
        server.setFault(.redirect(status: 302, location: target))

        let redirected = { (to: String) in
            "the server at \(server.baseURL.absoluteString) redirected to \(to): if that is the right address, use it with --server"
        }
        let login = try await gather.run("login", "coach", "--password-stdin", stdin: "pw\n")
        EndToEndCheck.expectCleanFailure(login, code: 76, containing: redirected(target))
        // Where the request's own path was kept, the address given is the server's, as --server takes it.
        let expected = redirected(elsewhere.baseURL.absoluteString)
        let list = try await gather.run("players", "list")
        EndToEndCheck.expectCleanFailure(list, code: 76, containing: expected)
        server.setFault(.redirect(status: 307, location: target))
        EndToEndCheck.expectCleanFailure(try await gather.run("players", "add", "Bo"), code: 76, containing: expected)

        #expect(elsewhere.requests.isEmpty, "the redirect's target received \(elsewhere.requests.map(\.path))")
        #expect(EndToEndCheck.snapshot(of: gather.home) == before)
    }

    // MARK: - Size

    /// 1 MiB of gzip that inflates to 1 GiB (before the cap: SIGILL, or gigabytes): refused
    /// at its head, since gather asks for no encoding, before libcurl inflates it.
    @Test func gzipBomb_exits76_withBoundedMemory() async throws {
        let (server, gather) = try await FaultEndToEndTests.loggedIn()
        defer { server.stop(); gather.cleanUp() }
        let before = EndToEndCheck.snapshot(of: gather.home)
        server.setFault(.gzipBomb(inflatedSize: 1 << 30))

        let (failed, peakBytes) = try await gather.runMeasuringPeakMemory("players", "list")
        EndToEndCheck.expectCleanFailure(failed, code: 76)
        #expect(failed.stderr == "Error: the server's reply is not the Football Gather API: "
            + "its body is encoded as gzip, which gather did not ask for\n")
        #expect(peakBytes < 100 * 1024 * 1024, "peak resident set \(peakBytes / 1024 / 1024) MiB")
        #expect(EndToEndCheck.snapshot(of: gather.home) == before)
    }

    /// 64 MiB of plain JSON: read up to the 32 MiB limit, then refused.
    @Test func oversizedReply_exits76_withBoundedMemory() async throws {
        let (server, gather) = try await FaultEndToEndTests.loggedIn()
        defer { server.stop(); gather.cleanUp() }
        let before = EndToEndCheck.snapshot(of: gather.home)
        server.setFault(.oversizedBody(size: 64 << 20))

        let (failed, peakBytes) = try await gather.runMeasuringPeakMemory("players", "list")
        EndToEndCheck.expectCleanFailure(failed, code: 76)
        #expect(failed.stderr == "Error: the server's reply is larger than 32 MiB\n")
        #expect(peakBytes < 100 * 1024 * 1024, "peak resident set \(peakBytes / 1024 / 1024) MiB")
        #expect(EndToEndCheck.snapshot(of: gather.home) == before)
    }

    // MARK: - Broken connections

    @Test(arguments: [Fault.resetMidBody, .truncatedBody, .malformedChunkedBody])
    func connectionBrokenMidReply_exits75_notUnreachable(fault: Fault) async throws {
        let (server, gather) = try await FaultEndToEndTests.loggedIn()
        defer { server.stop(); gather.cleanUp() }
        let before = EndToEndCheck.snapshot(of: gather.home)
        server.setFault(fault)

        EndToEndCheck.expectCleanFailure(
            try await gather.run("players", "list"), code: 75, containing: "broke in the middle of its reply: try again")
        #expect(EndToEndCheck.snapshot(of: gather.home) == before)
    }

    @Test func serverErrorReason_endingInAStop_isOneCleanSentence() async throws {
        let (server, gather) = try await FaultEndToEndTests.loggedIn()
        defer { server.stop(); gather.cleanUp() }
        server.setFault(.serverError(status: 500, reason: "Something went wrong."))

        let failed = try await gather.run("players", "list")
        EndToEndCheck.expectCleanFailure(failed, code: 75)
        #expect(failed.stderr == "Error: the server failed (500: Something went wrong): try again later\n")
    }
}
