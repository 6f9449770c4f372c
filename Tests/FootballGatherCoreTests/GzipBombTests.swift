import Testing
@testable import FakeGatherServer

/// The fake server's gzip bomb: small on the wire, with the gzip framing.
@Suite struct GzipBombTests {
    @Test func oneGibibyteBomb_isAboutOneMebibyte_withTheGzipFraming() {
        let bomb = GzipBomb.make(inflatedSize: 1 << 30)
        #expect(bomb.count < 1_100_000)
        #expect(Array(bomb.prefix(3)) == [0x1F, 0x8B, 8])
        #expect(Array(bomb.suffix(4)) == [0, 0, 0, 0x40], "ISIZE is the size mod 2^32, little-endian")
    }
}
