/// A token bucket for one tab's messages: `burst` at once, refilled at `perSecond`.
/// Typing and scrolling stay far below it; a page (or a script posing as one) that floods
/// the socket runs out, and its socket closes. A message that delivers several inputs (a
/// composed text, a key per character) is charged one token per input.
struct MessageRateLimiter {
    let burst: Int
    let perSecond: Int
    private var tokens: Double
    private var last: ContinuousClock.Instant

    init(burst: Int, perSecond: Int, now: ContinuousClock.Instant) {
        self.burst = max(1, burst)
        self.perSecond = max(1, perSecond)
        tokens = Double(self.burst)
        last = now
    }

    /// Takes one message's token at `now`; `false` when the bucket is empty.
    mutating func admit(at now: ContinuousClock.Instant) -> Bool {
        let elapsed = now - last
        last = now
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        tokens = min(Double(burst), tokens + max(0, seconds) * Double(perSecond))
        guard tokens >= 1 else { return false }
        tokens -= 1
        return true
    }

    /// Takes `count` more tokens for a message that turned out to cost more than one (a
    /// composed text types each of its characters as a key): the bucket may go below
    /// empty, and the next messages are refused until it refills.
    mutating func charge(_ count: Int) {
        tokens -= Double(max(0, count))
    }
}
