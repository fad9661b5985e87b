import Foundation

/// Rations sign-ins, which each make a token (and maybe a user) in the database: a token
/// bucket holding `burst` sign-ins, refilled at `perSecond`. A sign-in that finds it empty is
/// told how long until the next one is free (429 with `Retry-After`).
///
/// It is one bucket for the whole server: the demo has no per-client identity to key it by
/// (every client is 127.0.0.1), and one bucket bounds the database's growth whoever asks.
actor SignInLimiter {
    let burst: Double
    let perSecond: Double
    var available: Double
    var lastRefill: Date?

    init(burst: Int, perSecond: Double) {
        precondition(burst >= 1 && perSecond > 0 && perSecond.isFinite, "SignInLimiter needs a burst ≥ 1 and a positive rate")
        self.burst = Double(burst)
        self.perSecond = perSecond
        self.available = Double(burst)
    }

    /// Takes one sign-in at `now`; nil when allowed, else the whole seconds to wait (≥ 1).
    func take(at now: Date) -> Int64? {
        if let lastRefill {
            let elapsed = max(0, now.timeIntervalSince(lastRefill))
            available = min(burst, available + elapsed * perSecond)
        }
        lastRefill = now
        guard available >= 1 else { return Int64(((1 - available) / perSecond).rounded(.up)).clamped(to: 1...3600) }
        available -= 1
        return nil
    }
}

extension Int64 {
    fileprivate func clamped(to range: ClosedRange<Int64>) -> Int64 { Swift.min(Swift.max(self, range.lowerBound), range.upperBound) }
}
