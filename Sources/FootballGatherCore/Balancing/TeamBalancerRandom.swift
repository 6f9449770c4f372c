/// SplitMix64, written out so that a seed gives the same teams on every machine and Swift version (the
/// standard library promises neither for its own shuffling).
package struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    package init(seed: UInt64) { state = seed }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A uniform number in `0..<bound` (Lemire's method, rejecting the few biased draws).
    mutating func next(below bound: Int) -> Int {
        let range = UInt64(bound)
        let threshold = (0 &- range) % range
        while true {
            let product = next().multipliedFullWidth(by: range)
            if product.low >= threshold { return Int(product.high) }
        }
    }

    /// A Fisher–Yates shuffle of `elements`.
    mutating func shuffled<Element>(_ elements: [Element]) -> [Element] {
        var result = elements
        for index in stride(from: result.count - 1, to: 0, by: -1) {
            result.swapAt(index, next(below: index + 1))
        }
        return result
    }
}
