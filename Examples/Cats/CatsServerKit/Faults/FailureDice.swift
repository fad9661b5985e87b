/// Draws which requests fail under `--fail-rate`: a seeded SplitMix64 sequence, so the same
/// seed fails the same requests (the first, the fourth…) on every run and in every test.
///
/// An actor: the draws of concurrent requests are taken one at a time, so none is skipped or
/// drawn twice.
public actor FailureDice {
    /// The fraction of draws that come up "fail", 0…1.
    public let rate: Double
    private var state: UInt64

    /// Dice failing `rate` of the draws, starting from `seed`.
    public init(rate: Double, seed: UInt64) {
        precondition((0...1).contains(rate), "FailureDice rate must be within 0…1")
        self.rate = rate
        self.state = seed
    }

    /// Whether the next request fails.
    public func nextFails() -> Bool {
        // rate 0 never fails and rate 1 always does, whatever the draw.
        if rate <= 0 { return false }
        if rate >= 1 { return true }
        return Double(next() >> 11) * 0x1p-53 < rate
    }

    /// Sebastiano Vigna's SplitMix64 step.
    private func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
