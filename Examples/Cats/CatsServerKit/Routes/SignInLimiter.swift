import Foundation
import TrellisServerGuards

/// Rations sign-ins, which each make a token (and maybe a user) in the database: one token
/// bucket per client address and one per user id (``RateBuckets``, each table bounded). A
/// sign-in that finds either empty is told how long until the next one is free (429 with
/// `Retry-After`).
///
/// It was one bucket for the whole server: two threads sending 10,753 sign-ins in 30 s
/// left a victim 1 sign-in of 30, and the demo secret ships in the app, so anyone could.
/// Per address, one client spends only its own share; per user, many addresses signing in
/// as one account cannot mint its tokens faster than a person would. Together they bound
/// the database's growth by the number of addresses, as before by the one bucket.
actor SignInLimiter {
    var addresses: RateBuckets
    var users: RateBuckets

    init(limits: ServerLimits) {
        addresses = RateBuckets(burst: limits.signInBurst, perSecond: limits.signInsPerSecond, capacity: limits.rateTableCapacity)
        users = RateBuckets(
            burst: limits.signInBurstPerUser, perSecond: limits.signInsPerUserPerSecond, capacity: limits.rateTableCapacity)
    }

    /// Takes one sign-in of `user` from `address` at `now`; nil when allowed, else the whole
    /// seconds to wait (≥ 1). The address pays first, so one address hammering an account
    /// spends its own share doing it.
    func take(user: String, address: String, at now: Date) -> Int64? {
        addresses.take(address, at: now) ?? users.take(user, at: now)
    }
}
