import FootballGatherCore
import Foundation

/// A seeded generator (SplitMix64), so a simulated season is the same on every machine.
public struct LabRandom: RandomNumberGenerator {
    private var generator: SplitMix64

    public init(seed: UInt64) { generator = SplitMix64(seed: seed) }

    public mutating func next() -> UInt64 { generator.next() }

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
