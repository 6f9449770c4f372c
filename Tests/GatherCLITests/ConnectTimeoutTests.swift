@testable import FootballGatherCore
import Testing

@testable import GatherCLI

/// `GATHER_CONNECT_TIMEOUT`: 3 s unless set, never longer than `--timeout`, 0 for none,
/// and none at all behind a proxy.
@Suite struct ConnectTimeoutTests {
    private func gateTimeout(_ variables: [String: String], requestTimeout: Double = 15) -> Double? {
        ConnectTimeout.gate(variables: variables, requestTimeout: requestTimeout)?.timeout
    }

    @Test func unset_isThreeSeconds() {
        #expect(gateTimeout([:]) == 3)
    }

    @Test(arguments: [("0.5", 0.5), ("10", 10.0), (" 2 ", 2.0)])
    func aNumberOfSeconds_isTheTimeout(text: String, seconds: Double) {
        #expect(gateTimeout([ConnectTimeout.variable: text]) == seconds)
    }

    @Test func zero_turnsTheCheckOff() {
        #expect(gateTimeout([ConnectTimeout.variable: "0"]) == nil)
    }

    @Test(arguments: ["", "soon", "-1", "0.01", "61", "nan"])
    func anythingElse_isTheDefault(text: String) {
        #expect(gateTimeout([ConnectTimeout.variable: text]) == 3)
    }

    @Test func neverLongerThanTheRequestTimeout() {
        #expect(gateTimeout([:], requestTimeout: 1) == 1)
        #expect(gateTimeout([ConnectTimeout.variable: "10"], requestTimeout: 5) == 5)
    }

    @Test(arguments: ["http_proxy", "https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"])
    func aProxy_meansNoCheck(variable: String) {
        #expect(gateTimeout([variable: "http://proxy.test:3128"]) == nil)
        #expect(gateTimeout([variable: ""]) == 3)
    }
}
