@testable import FootballGatherCore
import Foundation
import Testing

/// `gather config` over the in-memory config store.
@Suite struct SettingsViewModelTests {
    @Test func set_normalizesTheServer_getReadsItBack_unsetForgetsIt() throws {
        let settings = SettingsViewModel(config: MemoryConfigStore())
        #expect(try settings.value(of: .server) == nil)
        #expect(try settings.set(.server, to: "HTTP://Example.org:8080/") == "http://example.org:8080")
        #expect(try settings.value(of: .server) == "http://example.org:8080")
        #expect(try settings.set(.username, to: "ana") == "ana")
        try settings.unset(.server)
        #expect(try settings.value(of: .server) == nil)
        #expect(try settings.value(of: .username) == "ana")
    }

    @Test func anUnusableServer_isRefused_andNothingIsStored() throws {
        let settings = SettingsViewModel(config: MemoryConfigStore())
        #expect(throws: (any Error).self) { try settings.set(.server, to: "ftp://example.org") }
        #expect(try settings.value(of: .server) == nil)
    }
}
