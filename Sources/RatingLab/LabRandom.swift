import Foundation

/// A seeded generator (SplitMix64), so a simulated season is the same on every machine.
public struct LabRandom: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// Uniform in [0, 1).
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

    /// A standard normal draw (Box–Muller).
    mutating func normal() -> Double {
        let radius = (-2 * log(1 - unit())).squareRoot()
        return radius * cos(2 * Double.pi * unit())
    }

    /// A Poisson draw (Knuth's method; fine for the small rates of football scores).
    mutating func poisson(_ rate: Double) -> Int {
        let limit = exp(-rate)
        var product = unit(), count = 0
        while product > limit {
            count += 1
            product *= unit()
        }
        return count
    }
}
