/// A canonical Huffman code: how many codes of each length, and the symbols in code order.
struct Huffman {
    static let maxBits = 15
    let counts: [Int]
    let symbols: [Int]

    /// The code for these code lengths (0: the symbol is unused), and whether it is
    /// incomplete. An over-subscribed set of lengths is no code.
    static func make(_ lengths: [Int]) throws(InflateError) -> (Huffman, incomplete: Bool) {
        var counts = [Int](repeating: 0, count: maxBits + 1)
        for length in lengths { counts[length] += 1 }
        if counts[0] == lengths.count { return (Huffman(counts: counts, symbols: []), false) }
        var left = 1
        for length in 1...maxBits {
            left = left << 1 - counts[length]
            guard left >= 0 else { throw .corrupt }
        }
        var offsets = [Int](repeating: 0, count: maxBits + 1)
        for length in 1..<maxBits { offsets[length + 1] = offsets[length] + counts[length] }
        var symbols = [Int](repeating: 0, count: lengths.count)
        for (symbol, length) in lengths.enumerated() where length != 0 {
            symbols[offsets[length]] = symbol
            offsets[length] += 1
        }
        return (Huffman(counts: counts, symbols: symbols), left > 0)
    }

    static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
    static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193,
        12289, 16385, 24577,
    ]
    static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    static let fixedLengths: Huffman = {
        let lengths = [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112) + [Int](repeating: 7, count: 24)
            + [Int](repeating: 8, count: 8)
        return (try? make(lengths).0) ?? Huffman(counts: [], symbols: [])
    }()
    static let fixedDistances: Huffman = (try? make([Int](repeating: 5, count: 30)).0) ?? Huffman(counts: [], symbols: [])
}
