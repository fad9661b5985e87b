import Foundation

/// When a stored list is too old to show without asking the server again (Facebook's
/// `isDataStale`), and the clock that says what time it is.
///
/// A list shown while fresh is read from the store only (``CachePolicy/cacheOnly``): that
/// is the point of the policy. A stale one, or one that never synced, is shown from the
/// store at once and refreshed in the background (``CachePolicy/cacheThenNetwork``). A
/// list's last sync is its oldest entry's (``Synced/lastSyncTime``), so one entry never
/// synced makes the whole list stale. An app sets ``policy`` from its settings (parsed with
/// ``timeToLive(parsing:)``); tests pass their own ``now``.
///
/// ```swift
/// let staleness = Staleness(policy: .ttl(.seconds(600)))
/// staleness.cachePolicy(lastSynced: nil)          // .cacheThenNetwork: never synced
/// staleness.cachePolicy(lastSynced: Date())       // .cacheOnly: fresh
/// ```
public struct Staleness: Sendable {
    /// How long a synced list stays fresh unless told otherwise: ten minutes.
    public static let defaultTimeToLive: Duration = .seconds(10 * 60)

    /// How long a synced list stays fresh: read at each use when the staleness was made
    /// with ``init(reading:now:)``. Setting it fixes it from then on.
    public var policy: StalenessPolicy {
        get { readPolicy() }
        set { readPolicy = { newValue } }
    }
    /// The current time: the app's clock for sync times and ages ("updated 3 min ago").
    public var now: @Sendable () -> Date
    private var readPolicy: @Sendable () -> StalenessPolicy

    /// A staleness policy (by default ``defaultTimeToLive``) on a clock (by default the
    /// system's).
    public init(policy: StalenessPolicy = .ttl(defaultTimeToLive), now: @escaping @Sendable () -> Date = { Date() }) {
        self.readPolicy = { policy }
        self.now = now
    }

    /// A staleness whose policy is read at each use from `policy`: a setting the user
    /// changes while the app runs ("stale after 5 minutes") applies to the next list shown,
    /// in every copy of this value.
    ///
    /// ```swift
    /// let setting = NIOLockedValueBox(StalenessPolicy.ttl(.seconds(300)))
    /// let staleness = Staleness(reading: { setting.withLockedValue { $0 } })
    /// ```
    public init(reading policy: @escaping @Sendable () -> StalenessPolicy, now: @escaping @Sendable () -> Date = { Date() }) {
        self.readPolicy = policy
        self.now = now
    }

    /// Whether a list last synced at `lastSynced` (`nil`: never) is stale now.
    public func isStale(lastSynced: Date?) -> Bool {
        policy.isStale(lastSyncTime: lastSynced, at: now())
    }

    /// How to show a list last synced at `lastSynced`: from the store only while it is
    /// fresh, else the store's copy and then the server's.
    public func cachePolicy(lastSynced: Date?) -> CachePolicy {
        isStale(lastSynced: lastSynced) ? .cacheThenNetwork : .cacheOnly
    }
}
