/// Why a compressed body could not be decoded.
enum InflateError: Error, Equatable {
    /// The decoded body would pass the limit; decoding stopped there.
    case tooLarge
    /// Not valid gzip, zlib or DEFLATE, cut short, or a checksum that does not match.
    case corrupt
}

/// DEFLATE decoding (RFC 1951) with its gzip (RFC 1952) and zlib (RFC 1950) wrappers,
/// following zlib's reference decoder `puff`: small and careful rather than fast, which
/// suits the replies it sees (none, in practice: the client asks for `identity`). Every
/// read is bounds-checked and the output never grows past `limit` bytes.
enum Inflate {
    static func gunzip(_ input: [UInt8], limit: Int) throws(InflateError) -> [UInt8] {
        guard input.count >= 18, input[0] == 0x1F, input[1] == 0x8B, input[2] == 8, input[3] & 0xE0 == 0 else {
            throw .corrupt
        }
        let flags = input[3]
        var position = 10
        if flags & 0x04 != 0 {  // FEXTRA
            guard position + 2 <= input.count else { throw .corrupt }
            position += 2 + (Int(input[position]) | Int(input[position + 1]) << 8)
        }
        for flag: UInt8 in [0x08, 0x10] where flags & flag != 0 {  // FNAME, FCOMMENT: zero-terminated
            guard position < input.count, let end = input[position...].firstIndex(of: 0) else { throw .corrupt }
            position = end + 1
        }
        if flags & 0x02 != 0 { position += 2 }  // FHCRC
        guard position <= input.count else { throw .corrupt }
        var inflater = Inflater(input: input, position: position, limit: limit)
        try inflater.run()
        let trailer = inflater.bytePosition
        guard trailer + 8 <= input.count,
            littleEndian(input, at: trailer) == CRC32.checksum(inflater.output),
            littleEndian(input, at: trailer + 4) == UInt32(truncatingIfNeeded: inflater.output.count)
        else { throw .corrupt }
        return inflater.output
    }

    /// `deflate` as servers send it: zlib-wrapped, or (wrongly, but often) raw DEFLATE.
    static func zlibOrRaw(_ input: [UInt8], limit: Int) throws(InflateError) -> [UInt8] {
        let isZlib = input.count >= 6 && input[0] & 0x0F == 8 && input[0] >> 4 <= 7 && input[1] & 0x20 == 0
            && (UInt16(input[0]) << 8 | UInt16(input[1])) % 31 == 0
        var inflater = Inflater(input: input, position: isZlib ? 2 : 0, limit: limit)
        try inflater.run()
        guard isZlib else { return inflater.output }
        let trailer = inflater.bytePosition
        guard trailer + 4 <= input.count else { throw .corrupt }
        let expected = (0..<4).reduce(UInt32(0)) { $0 << 8 | UInt32(input[trailer + $1]) }
        guard expected == Adler32.checksum(inflater.output) else { throw .corrupt }
        return inflater.output
    }

    private static func littleEndian(_ bytes: [UInt8], at index: Int) -> UInt32 {
        (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[index + $1]) << (8 * $1) }
    }
}

/// The DEFLATE decoder proper: blocks stored, with fixed codes, or with dynamic codes.
private struct Inflater {
    let input: [UInt8]
    var position: Int
    let limit: Int
    var output: [UInt8] = []
    private var bitBuffer = 0
    private var bitCount = 0

    init(input: [UInt8], position: Int, limit: Int) {
        self.input = input
        self.position = position
        self.limit = limit
    }

    /// Where the bytes after the last block begin (the partial byte skipped).
    var bytePosition: Int { position }

    mutating func run() throws(InflateError) {
        var last = false
        while !last {
            last = try bits(1) == 1
            switch try bits(2) {
            case 0: try stored()
            case 1: try codes(Huffman.fixedLengths, Huffman.fixedDistances)
            case 2: try dynamic()
            default: throw .corrupt
            }
        }
        bitBuffer = 0
        bitCount = 0
    }

    private mutating func bits(_ need: Int) throws(InflateError) -> Int {
        while bitCount < need {
            guard position < input.count else { throw .corrupt }
            bitBuffer |= Int(input[position]) << bitCount
            position += 1
            bitCount += 8
        }
        let value = bitBuffer & ((1 << need) - 1)
        bitBuffer >>= need
        bitCount -= need
        return value
    }

    private mutating func stored() throws(InflateError) {
        bitBuffer = 0
        bitCount = 0
        guard position + 4 <= input.count else { throw .corrupt }
        let length = Int(input[position]) | Int(input[position + 1]) << 8
        let complement = Int(input[position + 2]) | Int(input[position + 3]) << 8
        guard length == ~complement & 0xFFFF else { throw .corrupt }
        position += 4
        guard position + length <= input.count else { throw .corrupt }
        try reserve(length)
        output.append(contentsOf: input[position..<position + length])
        position += length
    }

    private mutating func dynamic() throws(InflateError) {
        let lengthCount = try bits(5) + 257
        let distanceCount = try bits(5) + 1
        let codeCount = try bits(4) + 4
        guard lengthCount <= 286, distanceCount <= 30 else { throw .corrupt }
        var lengths = [Int](repeating: 0, count: 320)
        for index in 0..<codeCount { lengths[Huffman.codeLengthOrder[index]] = try bits(3) }
        let (codeLengths, incomplete) = try Huffman.make(Array(lengths[0..<19]))
        guard !incomplete else { throw .corrupt }

        lengths = [Int](repeating: 0, count: lengthCount + distanceCount)
        var index = 0
        while index < lengths.count {
            let symbol = try decode(codeLengths)
            if symbol < 16 {
                lengths[index] = symbol
                index += 1
                continue
            }
            var repeated = 0
            let times: Int
            switch symbol {
            case 16:
                guard index > 0 else { throw .corrupt }
                repeated = lengths[index - 1]
                times = 3 + (try bits(2))
            case 17: times = 3 + (try bits(3))
            default: times = 11 + (try bits(7))
            }
            guard index + times <= lengths.count else { throw .corrupt }
            for _ in 0..<times {
                lengths[index] = repeated
                index += 1
            }
        }
        guard lengths[256] != 0 else { throw .corrupt }
        // Incomplete codes are allowed only when they hold a single code (RFC 1951, 3.2.7).
        let literalLengths = Array(lengths[0..<lengthCount])
        let (literalCode, literalIncomplete) = try Huffman.make(literalLengths)
        guard !literalIncomplete || literalCode.counts[0] + literalCode.counts[1] == lengthCount else { throw .corrupt }
        let (distanceCode, distanceIncomplete) = try Huffman.make(Array(lengths[lengthCount...]))
        guard !distanceIncomplete || distanceCode.counts[0] + distanceCode.counts[1] == distanceCount else { throw .corrupt }
        try codes(literalCode, distanceCode)
    }

    private mutating func codes(_ literals: Huffman, _ distances: Huffman) throws(InflateError) {
        while true {
            let symbol = try decode(literals)
            if symbol < 256 {
                try reserve(1)
                output.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let lengthIndex = symbol - 257
                guard lengthIndex < 29 else { throw .corrupt }
                let length = Huffman.lengthBase[lengthIndex] + (try bits(Huffman.lengthExtra[lengthIndex]))
                let distanceIndex = try decode(distances)
                guard distanceIndex < 30 else { throw .corrupt }
                let distance = Huffman.distanceBase[distanceIndex] + (try bits(Huffman.distanceExtra[distanceIndex]))
                guard distance <= output.count else { throw .corrupt }
                try reserve(length)
                copy(length, from: distance)
            }
        }
    }

    /// Repeats the `distance` bytes before the end `length` bytes on: in runs of whole
    /// periods, each twice the one before, rather than byte by byte.
    private mutating func copy(_ length: Int, from distance: Int) {
        let origin = output.count - distance
        var left = length
        while left > 0 {
            let available = output.count - origin
            let run = min(left, available - available % distance)
            // Copied out first: appending a slice of the array to itself would copy it whole.
            let piece = Array(output[origin..<origin + run])
            output.append(contentsOf: piece)
            left -= run
        }
    }

    private func reserve(_ count: Int) throws(InflateError) {
        guard count <= limit - output.count else { throw .tooLarge }
    }

    /// One symbol, read bit by bit along the canonical code.
    private mutating func decode(_ code: Huffman) throws(InflateError) -> Int {
        var value = 0
        var first = 0
        var index = 0
        for length in 1...Huffman.maxBits {
            value |= try bits(1)
            let count = code.counts[length]
            if value - count < first { return code.symbols[index + value - first] }
            index += count
            first += count
            first <<= 1
            value <<= 1
        }
        throw .corrupt
    }
}
