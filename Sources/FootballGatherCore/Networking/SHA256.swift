/// SHA-256 (FIPS 180-4) in plain Swift: the toolchain on Linux ships no CryptoKit,
/// CommonCrypto or swift-crypto. The server stores passwords as this hex digest.
package enum SHA256 {
    static func hash(_ data: some Sequence<UInt8>) -> [UInt8] {
        // The message, a 0x80 byte, zeros up to 8 bytes short of a whole block, and its length in bits.
        var message = Array(data)
        let bitCount = UInt64(message.count) &* 8
        message.append(0x80)
        message += [UInt8](repeating: 0, count: (120 - message.count % 64) % 64)
        message += (0..<8).reversed().map { UInt8(truncatingIfNeeded: bitCount >> (8 * UInt64($0))) }
        var state = initialState
        var schedule = [UInt32](repeating: 0, count: 64)
        for start in stride(from: 0, to: message.count, by: 64) {
            compress(message, at: start, &state, &schedule)
        }
        return state.flatMap { word in [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: word >> $0) } }
    }

    /// The lowercase hex digest of the UTF-8 bytes of `string`.
    package static func hexDigest(_ string: String) -> String {
        hexString(hash(string.utf8))
    }

    static func hexString(_ bytes: [UInt8]) -> String {
        bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    /// The block of `message` at `start`; `w` is the message schedule, reused from block to block.
    private static func compress(_ message: [UInt8], at start: Int, _ state: inout [UInt32], _ w: inout [UInt32]) {
        for t in 0..<16 {
            let byte = start + 4 * t
            w[t] = UInt32(message[byte]) << 24 | UInt32(message[byte + 1]) << 16
                | UInt32(message[byte + 2]) << 8 | UInt32(message[byte + 3])
        }
        for t in 16..<64 {
            let s0 = rotr(w[t - 15], 7) ^ rotr(w[t - 15], 18) ^ (w[t - 15] >> 3)
            let s1 = rotr(w[t - 2], 17) ^ rotr(w[t - 2], 19) ^ (w[t - 2] >> 10)
            w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
        }
        var (a, b, c, d) = (state[0], state[1], state[2], state[3])
        var (e, f, g, h) = (state[4], state[5], state[6], state[7])
        for t in 0..<64 {
            let sum1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)
            let choice = (e & f) ^ (~e & g)
            let temp1 = h &+ sum1 &+ choice &+ roundConstants[t] &+ w[t]
            let sum0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)
            let majority = (a & b) ^ (a & c) ^ (b & c)
            let temp2 = sum0 &+ majority
            (h, g, f, e) = (g, f, e, d &+ temp1)
            (d, c, b, a) = (c, b, a, temp1 &+ temp2)
        }
        for (index, word) in [a, b, c, d, e, f, g, h].enumerated() {
            state[index] = state[index] &+ word
        }
    }

    @inline(__always)
    private static func rotr(_ value: UInt32, _ count: UInt32) -> UInt32 {
        (value >> count) | (value << (32 - count))
    }

    private static let initialState: [UInt32] = [
        0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
    ]

    private static let roundConstants: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]
}
