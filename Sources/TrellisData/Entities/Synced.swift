import Foundation

/// An entity as the store holds it: the value and when it was last synced from the server.
public struct Synced<E: Entity>: Sendable {
    /// The entity.
    public let value: E
    /// When the server last sent this value; `nil` if it was only ever written locally.
    public let lastSyncTime: Date?

    /// Pairs a value with its last-sync time.
    public init(_ value: E, lastSyncTime: Date?) {
        self.value = value
        self.lastSyncTime = lastSyncTime
    }

    /// Whether the value is stale under `policy` at `now` (Facebook's `isDataStale`).
    public func isStale(under policy: StalenessPolicy, at now: Date = Date()) -> Bool {
        policy.isStale(lastSyncTime: lastSyncTime, at: now)
    }
}

/// When a synced value is too old to show without refreshing it.
public struct StalenessPolicy: Sendable, Equatable {
    /// How long a synced value stays fresh.
    public let timeToLive: Duration

    /// A value is stale once `timeToLive` has passed since its last sync, or if it never synced.
    public static func ttl(_ timeToLive: Duration) -> StalenessPolicy { StalenessPolicy(timeToLive: timeToLive) }

    /// Nothing is ever stale.
    public static let never = StalenessPolicy(timeToLive: .seconds(Int64.max / 4))

    /// Whether a value last synced at `lastSyncTime` is stale at `now`.
    public func isStale(lastSyncTime: Date?, at now: Date) -> Bool {
        guard let lastSyncTime else { return true }
        let ttl = Double(timeToLive.components.seconds) + Double(timeToLive.components.attoseconds) / 1e18
        return now.timeIntervalSince(lastSyncTime) >= ttl
    }
}
