/// A small seeded random generator (SplitMix64): the same seed gives the same cases on every
/// machine, so a failing trial is replayed from its seed alone.
///
/// ```swift
/// var random = SplitMix64(seed: 42)
/// random.below(10) // the same number on every run
/// ```
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator from a seed.
    ///
    /// - Parameter seed: Any value; equal seeds give equal sequences.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (`bound` > 0).
    public mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// `true` with probability `percent` / 100.
    public mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    /// A random element of a non-empty list.
    public mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

    /// The seed of trial `index` of a run seeded with `seed`: trials are independent, so one
    /// can be replayed alone.
    public static func trialSeed(run seed: UInt64, trial index: Int) -> UInt64 {
        var mixer = SplitMix64(seed: seed ^ (UInt64(index) &* 0xD1B5_4A32_D192_ED03))
        return mixer.next()
    }
}
