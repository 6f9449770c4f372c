import FakeGatherServer
import Foundation
@testable import GatherTestSupport
import Testing
@testable import FootballGatherCore

/// The connect check over real loopback sockets. No timing is asserted: a connection that
/// cannot be made is waited for up to the limit the test gives.
@Suite struct TCPConnectCheckTests {
    private let check = TCPConnectCheck()

    private func url(_ port: UInt16, host: String = "127.0.0.1") -> URL {
        URL(string: "http://\(host):\(port)") ?? URL(fileURLWithPath: "/")
    }

    @Test func aListeningServer_connects() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        #expect(await check.connect(to: server.baseURL, within: 10) == nil)
        #expect(server.requests.isEmpty, "the check sends nothing")
    }

    @Test func aClosedPort_isRefused() async throws {
        let closed = try ClosedPort()
        defer { closed.release() }
        #expect(await check.connect(to: url(closed.port), within: 10) == .refused)
    }

    /// `localhost` may name ::1 first; a server on 127.0.0.1 only is still found.
    @Test func localhost_triesEachAddress() async throws {
        let server = try FakeGatherServer.start()
        defer { server.stop() }
        #expect(await check.connect(to: url(server.port, host: "localhost"), within: 10) == nil)
    }

    @Test func aFullBacklog_isNoConnectionWithinTheLimit() async throws {
        let listener = try FullBacklog()
        defer { listener.close() }
        #expect(await check.connect(to: url(listener.port), within: 0.3) == .noConnection(within: 0.3))
    }

    @Test func aNameThatDoesNotExist_isAnUnknownHost() async throws {
        let reason = await check.connect(to: url(80, host: "no-such-host.invalid"), within: 10)
        #expect(reason == .unknownHost)
    }

    @Test func anEmptyHost_isAnUnknownHost() async {
        #expect(await check.connect(to: URL(fileURLWithPath: "/"), within: 1) == .unknownHost)
    }
}
