/// A small, fast, seeded random number generator (SplitMix64), so that a test that draws
/// random inputs replays exactly from the seed it prints when it fails.
///
/// The standard library's `SystemRandomNumberGenerator` cannot be seeded; this one can,
/// and any `RandomNumberGenerator` API takes it:
///
/// ```swift
/// @Test(arguments: 0..<200) func cutsAnywhere(_ seed: Int) {
///     var random = SeededGenerator(seed: UInt64(seed))
///     let cut = Int.random(in: 0..<body.count, using: &random)
///     #expect(parse(body, cutAt: cut) == whole, "seed \(seed)")
/// }
/// ```
///
/// The same seed gives the same numbers on every platform and in every release: the
/// algorithm (Vigna's SplitMix64, the one `java.util.SplittableRandom` seeds from) is fixed.
/// It is not for secrets.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose numbers follow from `seed` alone.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
