import Foundation
import TrellisServerGuards

/// Rations sighting reports per user (``RateBuckets``): ``ServerLimits/sightingBurst`` at
/// once, then ``ServerLimits/sightingsPerSecond``; past it a report is 429 with
/// `Retry-After`. With the cap on a user's stored sightings
/// (``ServerLimits/maximumSightingsPerUser``) and pages, one user can neither fill a
/// breed's list nor make it too large to answer.
actor SightingLimiter {
    var users: RateBuckets

    init(limits: ServerLimits) {
        users = RateBuckets(burst: limits.sightingBurst, perSecond: limits.sightingsPerSecond, capacity: limits.rateTableCapacity)
    }

    /// Takes one report of `user` at `now`; nil when allowed, else the whole seconds to wait.
    func take(user: String, at now: Date) -> Int64? { users.take(user, at: now) }

    /// Gives back `user`'s report: it was a resend, which stores nothing.
    func refund(user: String) { users.refund(user) }
}
