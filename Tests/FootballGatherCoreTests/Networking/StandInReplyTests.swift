import Foundation
import Testing
@testable import FootballGatherCore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Replies that are not the Football Gather API but a network's sign-in page standing in
/// for it: the server "cannot be reached", said as such. A server that moved keeps its
/// own failure (`redirected`).
@Suite struct StandInReplyTests {
    private let server = "http://pitch.test:8080"

    private func failure<T>(of request: Request<T>, status: Int, headers: [String: String], body: String = "") async -> APIError? {
        let transport = ScriptedTransport(baseURL: URL(string: server) ?? URL(fileURLWithPath: "/")) { request in
            let response = request.url.flatMap {
                HTTPURLResponse(url: $0, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)
            }
            guard let response else { throw URLError(.badServerResponse) }
            return (Data(body.utf8), response)
        }
        do {
            _ = try await transport.client().send(request)
            return nil
        } catch {
            return error as? APIError
        }
    }

    private func unreachable(_ answer: Unreachable.Answer) -> APIError {
        .unreachable(Unreachable(server: server, reason: .notTheAPI(answer)))
    }

    @Test(arguments: ["text/html", "text/html; charset=utf-8", "TEXT/HTML", "application/xhtml+xml"])
    func aWebPage_whereJSONWasExpected_isASignInPage(type: String) async {
        let page = "<html><form action=/login></form></html>"
        #expect(await failure(of: Endpoints.players(), status: 200, headers: ["Content-Type": type], body: page) == unreachable(.webPage))
        #expect(await failure(of: Endpoints.createPlayer(PlayerDraft(name: "Ana")), status: 200, headers: ["Content-Type": type], body: page)
            == unreachable(.webPage))
    }

    /// The API words every error in its JSON body: a bare 404, 405 or 501 is another web server at this
    /// address (a wrong port, a static site), never a deleted item.
    @Test(arguments: [404, 405, 501])
    func aBareNotFoundOrNotSupported_isNotTheAPI(status: Int) async {
        let page = "<html><body>Error response</body></html>"
        #expect(await failure(of: Endpoints.login(username: "ana", passwordHash: "h"), status: status, headers: ["Content-Type": "text/html"], body: page)
            == .malformedReply(detail: "it answered \(status) without the API's error body"))
        let apiNotFound = #"{"error":true,"reason":"Not Found"}"#
        #expect(await failure(of: Endpoints.gathers(ofPlayer: 3), status: 404, headers: ["Content-Type": "application/json"], body: apiNotFound)
            == .notFound(reason: "Not Found"))
    }

    @Test func status511_isASignInPage() async {
        #expect(await failure(of: Endpoints.deletePlayer(id: 3), status: 511, headers: [:]) == unreachable(.webPage))
    }

    @Test func aWebPage_mayHaveReachedTheServer_aRedirectMayNot() {
        #expect(unreachable(.webPage).mayHaveReachedServer)
        #expect(!unreachable(.redirect(location: "http://portal.test/")).mayHaveReachedServer)
        #expect(unreachable(.webPage).failureKind == .unavailable)
        #expect(unreachable(.redirect(location: "http://portal.test/")).failureKind == .unavailable)
    }

    @Test(arguments: [302, 303, 307])
    func aRedirect_toAnotherHost_awayFromTheAPI_isASignInPage(status: Int) async {
        let location = "http://portal.test/login?continue=http%3A%2F%2Fpitch.test"
        #expect(await failure(of: Endpoints.players(), status: status, headers: ["Location": location])
            == unreachable(.redirect(location: location)))
    }

    @Test func aRedirect_toAnotherPortOfTheSameHost_isAnotherHost() async {
        #expect(await failure(of: Endpoints.players(), status: 302, headers: ["Location": "http://pitch.test:9999/portal"])
            == unreachable(.redirect(location: "http://pitch.test:9999/portal")))
    }

    @Test(arguments: ["http://moved.test/api/players", "https://pitch.test/api/players", "/login?next=/api/players"])
    func aRedirect_thatKeepsTheAPI_orTheHost_isAServerThatMoved(location: String) async {
        let failure = await failure(of: Endpoints.players(), status: 301, headers: ["Location": location])
        guard case .redirected = failure else { Issue.record("got \(String(describing: failure))"); return }
    }

    @Test func jsonWithAJSONType_isNotASignInPage() async {
        #expect(await failure(of: Endpoints.players(), status: 200, headers: ["Content-Type": "application/json"], body: "[]") == nil)
    }
}
