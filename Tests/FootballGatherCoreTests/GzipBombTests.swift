import Testing
@testable import FakeGatherServer

/// The fake server's gzip bomb: small on the wire, with the checksum gzip requires.
@Suite struct GzipBombTests {
    @Test func crc32_matchesTheStandardCheckValue() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
    }

    @Test(arguments: [0, 1, 7, 258, 1000, 65_537])
    func crc32OfZeros_byPowers_equalsTheByteByByteChecksum(count: Int) {
        #expect(CRC32.ofZeros(count: count) == CRC32.checksum([UInt8](repeating: 0, count: count)))
    }

    @Test func oneGibibyteBomb_isAboutOneMebibyte_withTheGzipFraming() {
        let bomb = GzipBomb.make(inflatedSize: 1 << 30)
        #expect(bomb.count < 1_100_000)
        #expect(Array(bomb.prefix(3)) == [0x1F, 0x8B, 8])
        #expect(Array(bomb.suffix(4)) == [0, 0, 0, 0x40], "ISIZE is the size mod 2^32, little-endian")
    }
}
