import Foundation
import TrellisServerGuards

/// Each client address's share of the nonce ledger: a token bucket per address
/// (``RateBuckets``) of ``ServerLimits/nonceBurstPerClient`` refilled at
/// ``ServerLimits/nonceRatePerClient`` a second, taken by every signed request before its
/// nonce is recorded; past it, 429 with `Retry-After`.
///
/// A nonce stays in the ledger until its timestamp leaves the window: at most twice the
/// signing window (600 s) after it arrives. So one address holds at most
/// burst + rate × 600 places: 100,000 + 200 × 600 = 220,000 of the default 1,000,000,
/// and filling the ledger takes five addresses at full rate, not one. A client of the app
/// sends a few requests a second.
actor NonceShares {
    var clients: RateBuckets

    init(limits: ServerLimits) {
        clients = RateBuckets(burst: limits.nonceBurstPerClient, perSecond: limits.nonceRatePerClient, capacity: limits.rateTableCapacity)
    }

    /// Takes one place for a request from `client` at `now`; nil when allowed, else the
    /// whole seconds to wait.
    func take(_ client: String, at now: Date) -> Int64? { clients.take(client, at: now) }
}
