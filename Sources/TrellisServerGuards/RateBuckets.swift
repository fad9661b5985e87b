import Foundation

/// Token buckets by key (a client's address, a user id): each key may take `burst` at once,
/// then `perSecond`; one that finds its bucket empty is told how long until the next is free.
///
/// The table holds at most `capacity` keys, so a client inventing keys (new user ids, many
/// addresses) cannot grow it without bound. A bucket that has refilled is the same as no
/// bucket, so when the table is full those are dropped first (at most one sweep a second);
/// a new key that still finds no room shares one overflow bucket until the table has room
/// again: under such a flood new keys are rationed together, the keys already known keep
/// their own.
///
/// ```swift
/// var buckets = RateBuckets(burst: 20, perSecond: 5, capacity: 10_000)
/// if let wait = buckets.take("127.0.0.1", at: Date()) { throw … wait … }
/// ```
public struct RateBuckets: Sendable {
    /// One key's bucket.
    public struct Bucket: Sendable {
        /// How many may be taken now (refilled up to `refilled`).
        public var available: Double
        /// When ``available`` was last brought up to date.
        public var refilled: Date
    }

    /// How many a key may take at once.
    public let burst: Double
    /// How fast an emptied bucket refills, per second.
    public let perSecond: Double
    /// The most keys tracked at once.
    public let capacity: Int
    /// The buckets by key, those full again dropped when room is needed.
    public private(set) var buckets: [String: Bucket] = [:]
    private var overflow: Bucket?
    private var lastSweep: Date?

    /// Buckets of `burst` refilled at `perSecond`, for at most `capacity` keys.
    public init(burst: Int, perSecond: Double, capacity: Int) {
        precondition(burst >= 1 && perSecond > 0 && perSecond.isFinite, "RateBuckets needs a burst ≥ 1 and a positive rate")
        precondition(capacity >= 1, "RateBuckets needs room for at least one key")
        self.burst = Double(burst)
        self.perSecond = perSecond
        self.capacity = capacity
    }

    /// Takes one from `key`'s bucket at `now`; nil when allowed, else whole seconds to wait
    /// (1...3600).
    ///
    /// - Complexity: O(1), and O(*capacity*) at most once a second while the table is full.
    public mutating func take(_ key: String, at now: Date) -> Int64? {
        if buckets[key] == nil, buckets.count >= capacity { sweep(at: now) }
        guard buckets[key] != nil || buckets.count < capacity else { return Self.take(from: &overflow, burst, perSecond, at: now) }
        return Self.take(from: &buckets[key], burst, perSecond, at: now)
    }

    /// Gives back what `take` took from `key` (the action it paid for did not happen).
    public mutating func refund(_ key: String) {
        guard var bucket = buckets[key] else { return }
        bucket.available = min(burst, bucket.available + 1)
        buckets[key] = bucket
    }

    /// Drops the buckets that are full again at `now`, at most once a second.
    private mutating func sweep(at now: Date) {
        if let lastSweep, now.timeIntervalSince(lastSweep) < 1 { return }
        lastSweep = now
        let (burst, perSecond) = (burst, perSecond)
        buckets = buckets.filter { _, bucket in bucket.available + max(0, now.timeIntervalSince(bucket.refilled)) * perSecond < burst }
    }

    private static func take(from bucket: inout Bucket?, _ burst: Double, _ perSecond: Double, at now: Date) -> Int64? {
        var current = bucket ?? Bucket(available: burst, refilled: now)
        current.available = min(burst, current.available + max(0, now.timeIntervalSince(current.refilled)) * perSecond)
        current.refilled = now
        defer { bucket = current }
        guard current.available >= 1 else {
            let seconds = ((1 - current.available) / perSecond).rounded(.up)
            return Int64(min(3600, max(1, seconds)))
        }
        current.available -= 1
        return nil
    }
}
