import Foundation
import Testing
@testable import FootballGatherCore

@Suite struct ServerAddressStorageTests {
    @Test(arguments: [
        ("http://127.0.0.1:8080", "http://127.0.0.1:8080"),
        ("http://127.0.0.1:8080/", "http://127.0.0.1:8080"),
        ("  https://Gather.Example.COM  ", "https://gather.example.com"),
        ("HTTP://localhost:8080/", "http://localhost:8080"),
        ("http://[::1]:8080", "http://[::1]:8080"),
    ])
    func normalizedServerURL_ofGoodAddress_isSchemeHostPort(input: String, expected: String) throws {
        #expect(try ServerAddress.normalizedServerURL(input).absoluteString == expected)
    }

    @Test func normalizedServerURL_withoutScheme_isMissingScheme() {
        let error = #expect(throws: ServerAddressError.missingScheme("127.0.0.1:8080")) {
            try ServerAddress.normalizedServerURL("127.0.0.1:8080")
        }

        #expect(error?.failureKind == .configuration)
    }

    @Test func normalizedServerURL_withHostnameAndPortButNoScheme_saysAddHttp() {
        #expect(throws: ServerAddressError.missingScheme("localhost:8080")) {
            try ServerAddress.normalizedServerURL("localhost:8080")
        }
    }

    @Test func normalizedServerURL_withFtp_isUnsupportedScheme() {
        #expect(throws: ServerAddressError.unsupportedScheme("ftp://example.com", scheme: "ftp")) {
            try ServerAddress.normalizedServerURL("ftp://example.com")
        }
    }

    @Test func normalizedServerURL_withPath_isRejected() {
        #expect(throws: ServerAddressError.hasPath("http://example.com/api", path: "/api")) {
            try ServerAddress.normalizedServerURL("http://example.com/api")
        }
    }

    @Test(arguments: ["http://", "http:///x"])
    func normalizedServerURL_withoutHost_isRejected(input: String) {
        #expect(throws: ServerAddressError.missingHost(input)) {
            try ServerAddress.normalizedServerURL(input)
        }
    }

    @Test func normalizedServerURL_withPassword_isRejectedWithoutCarryingIt() {
        #expect(throws: ServerAddressError.hasUserInfo) {
            try ServerAddress.normalizedServerURL("http://ana:s3cret@example.com")
        }
    }

    @Test(arguments: [
        ("", ServerAddressError.empty),
        ("http://example.com?x=1", .hasQueryOrFragment("http://example.com?x=1")),
        ("http://example.com:99999", .invalidPort("http://example.com:99999")),
        ("http:example.com", .malformed("http:example.com")),
    ])
    func normalizedServerURL_ofOtherBadAddress_throws(input: String, expected: ServerAddressError) {
        #expect(throws: expected) {
            try ServerAddress.normalizedServerURL(input)
        }
    }
}
