import Foundation

/// How the ``Networker`` retries: idempotent requests only, transient failures only, with
/// exponential backoff and jitter, and a bounded number of attempts.
public struct RetryPolicy: Sendable, Equatable {
    /// Attempts in all, the first included (1 = never retry).
    public var maximumAttempts: Int
    /// The delay before the first retry; each later one doubles, up to ``maximumDelay``.
    public var baseDelay: Duration
    /// The longest delay between two attempts.
    public var maximumDelay: Duration

    /// A policy; `maximumAttempts` is at least 1.
    public init(maximumAttempts: Int = 3, baseDelay: Duration = .milliseconds(100), maximumDelay: Duration = .seconds(2)) {
        precondition(maximumAttempts >= 1, "RetryPolicy.maximumAttempts counts the first attempt: use 1 for no retries")
        self.maximumAttempts = maximumAttempts
        self.baseDelay = baseDelay
        self.maximumDelay = maximumDelay
    }

    /// Never retry.
    public static let none = RetryPolicy(maximumAttempts: 1)

    /// Whether to retry `method` after `error` on attempt `attempt` (1-based).
    public func shouldRetry(_ method: HTTPMethod, after error: NetworkError, attempt: Int) -> Bool {
        attempt < maximumAttempts && method.isIdempotent && error.isTransient
    }

    /// The delay before attempt `attempt + 1`: `base · 2^(attempt-1)`, capped, times a
    /// random factor in [0.5, 1] ("equal jitter"), so clients that failed together do not
    /// retry together.
    public func delay(after attempt: Int, random: Double) -> Duration {
        let exponential = baseDelay * (1 << min(attempt - 1, 20))
        let capped = min(exponential, maximumDelay)
        return capped * (0.5 + 0.5 * min(max(random, 0), 1))
    }

    /// The wait before trying again after `failures` transient failures in a row (1-based)
    /// of work that is never given up, like an ``Outbox``'s: the server's `Retry-After` when
    /// it sent one (at most `longestRetryAfter`), else ``delay(after:random:)`` without
    /// jitter (`base · 2^(failures-1)`, capped).
    public func delay(afterFailures failures: Int, retryAfter: Duration?, longestRetryAfter: Duration = .seconds(3600)) -> Duration {
        if let retryAfter { return min(max(retryAfter, .zero), longestRetryAfter) }
        return delay(after: max(failures, 1), random: 1)
    }

    /// An outbox's default: 1 s doubling per failure up to 30 s, never giving up (a change
    /// the user saved is sent however long the server is away).
    public static let outbox = RetryPolicy(maximumAttempts: .max, baseDelay: .seconds(1), maximumDelay: .seconds(30))
}

/// Which queued request gets the next free slot: higher first, then first come.
public enum RequestPriority: Int, Sendable, Comparable, CaseIterable {
    /// Background work: prefetching, syncing.
    case low = 0
    /// What the user is waiting for (the default).
    case normal = 1
    /// What the user is looking at now.
    case high = 2

    public static func < (lhs: RequestPriority, rhs: RequestPriority) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Names one request so it can be cancelled with ``Networker/cancel(_:)``.
///
/// A request sent without one is named by its networker with a number of its own (unique
/// in that networker, never equal to an id made here), so no random id is drawn for the
/// requests nobody cancels by name.
public struct RequestID: Hashable, Sendable, CustomStringConvertible {
    enum Value: Hashable, Sendable {
        /// Made by the caller (``init()``).
        case random(UUID)
        /// Given by a networker to a request sent without an id.
        case serial(UInt64)
    }

    let value: Value

    /// A new, unique id.
    public init() { value = .random(UUID()) }

    /// The id a networker gives the `serial`th request sent to it without one.
    init(serial: UInt64) { value = .serial(serial) }

    public var description: String {
        switch value {
        case .random(let uuid): "request \(uuid.uuidString.prefix(8))"
        case .serial(let serial): "request #\(serial)"
        }
    }
}
