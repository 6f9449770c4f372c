/// A gzip stream of `inflatedSize` zero bytes, about 1/1000 of that size, built without zlib (the
/// toolchain does not expose it); tests serve it to check that a client bounds what it inflates. One
/// dynamic-Huffman deflate block whose codes make "copy 258 bytes from 1 back" two zero bits: a literal 0,
/// then matches, then a few literals for the remainder. Its CRC is left zero: an inflater checks it only
/// at the end, once it holds every byte, which is what the tests make sure never happens.
public enum GzipBomb {
    /// `inflatedSize` below 1 counts as 1.
    public static func make(inflatedSize requested: Int) -> [UInt8] {
        let inflatedSize = max(1, requested)
        var bits = BitWriter()
        writeBlockHeader(&bits)
        let matches = (inflatedSize - 1) / 258
        let trailingLiterals = (inflatedSize - 1) % 258
        bits.writeCode(literalZero, length: 2)
        bits.writeZeroBits(2 * matches)
        for _ in 0..<trailingLiterals { bits.writeCode(literalZero, length: 2) }
        bits.writeCode(endOfBlock, length: 2)

        let header: [UInt8] = [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0xFF]
        return header + bits.bytes + littleEndian(0)
            + littleEndian(UInt32(truncatingIfNeeded: inflatedSize))
    }

    // Literal/length code: 285 (length 258) is "0", literal 0 is "10", end of block "11".
    // Distance code: 0 (distance 1) is "0".
    private static let literalZero: UInt32 = 0b10
    private static let endOfBlock: UInt32 = 0b11

    /// BFINAL, BTYPE=2 and the code lengths above, themselves Huffman-coded with
    /// 18 (a run of zeros) as "0", 1 as "10" and 2 as "11".
    private static func writeBlockHeader(_ bits: inout BitWriter) {
        bits.writeBits(1, count: 1)
        bits.writeBits(2, count: 2)
        bits.writeBits(286 - 257, count: 5)
        bits.writeBits(1 - 1, count: 5)
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1]
        bits.writeBits(UInt32(order.count - 4), count: 4)
        let codeLengthLengths = [18: 1, 1: 2, 2: 2]
        for symbol in order { bits.writeBits(UInt32(codeLengthLengths[symbol] ?? 0), count: 3) }

        func length(_ value: Int) { bits.writeCode(value == 1 ? 0b10 : 0b11, length: 2) }
        func zeros(_ run: Int) {
            bits.writeCode(0, length: 1)
            bits.writeBits(UInt32(run - 11), count: 7)
        }
        length(2)  // literal 0
        zeros(138)
        zeros(117)  // literals 1...255
        length(2)  // end of block (256)
        zeros(28)  // lengths 257...284
        length(1)  // length 258 (285)
        length(1)  // distance code 0
    }

    private static func littleEndian(_ value: UInt32) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }
}

/// Deflate's bit order: fields least significant bit first, Huffman codes most significant first.
struct BitWriter {
    private(set) var bytes: [UInt8] = []
    private var bitCount = 0

    mutating func writeBits(_ value: UInt32, count: Int) {
        for index in 0..<count { put((value >> index) & 1 == 1) }
    }

    mutating func writeCode(_ code: UInt32, length: Int) {
        for index in (0..<length).reversed() { put((code >> index) & 1 == 1) }
    }

    mutating func writeZeroBits(_ count: Int) {
        bitCount += count
        let needed = (bitCount + 7) / 8
        if needed > bytes.count { bytes.append(contentsOf: repeatElement(0, count: needed - bytes.count)) }
    }

    private mutating func put(_ bit: Bool) {
        if bitCount % 8 == 0 { bytes.append(0) }
        if bit { bytes[bytes.count - 1] |= UInt8(1) << UInt8(bitCount % 8) }
        bitCount += 1
    }
}
