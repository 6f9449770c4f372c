import FakeGatherServer
import Testing

/// A fresh home registered (and so logged in) as `coach` on `server`, with the variables
/// that point gather at it.
func registeredCoach(on server: FakeGatherServer) async -> (home: TestHome, variables: [String: String]) {
    let variables = ["GATHER_SERVER": server.baseURL.absoluteString]
    let home = TestHome()
    let registered = await gather(arguments: ["register", "coach", "--password-stdin"], stdin: ["pw"], home: home, variables: variables)
    #expect(registered.code == 0)
    return (home, variables)
}
