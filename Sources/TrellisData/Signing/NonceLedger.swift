/// Where a ``SignatureVerifier`` remembers the nonces it accepted, each until the timestamp it
/// came with can no longer pass the window. The server keeps them in its database, so a
/// restart forgets none; ``MemoryNonceLedger`` keeps them in memory.
///
/// A ledger holds a bounded number: when it is full of nonces still inside the window it
/// refuses new ones with ``NonceLedgerError/full(retryAfterSeconds:)`` rather than forget one
/// early (which would let its request be replayed).
public protocol NonceLedger: Sendable {
    /// Records `nonce` as used until `expiry` (Unix seconds, inclusive).
    ///
    /// - Parameters:
    ///   - nonce: the nonce, at most ``SignatureVerifier/maximumNonceLength`` bytes.
    ///   - expiry: the last second a request with this nonce could pass the window.
    ///   - now: the server's clock, in Unix seconds; nonces whose expiry is before it may go.
    /// - Returns: false when the nonce is already recorded (a replay).
    /// - Throws: ``NonceLedgerError``.
    func record(_ nonce: String, until expiry: Int64, now: Int64) async throws(NonceLedgerError) -> Bool
}

/// Why a ``NonceLedger`` could not record a nonce.
public enum NonceLedgerError: Error, Sendable, Equatable {
    /// The ledger holds its maximum of nonces still inside the window; one expires in `retryAfterSeconds`.
    case full(retryAfterSeconds: Int64)
    /// The ledger's storage failed (the reason, for the log and the 503).
    case failed(String)
}

/// A ``NonceLedger`` in memory, holding at most `capacity` nonces: expired ones are swept
/// at most once a second (within a second nothing more expires).
///
/// - Complexity: O(1) to record; a sweep, O(n), at most once a second; a full ledger finds
///   its soonest expiry, O(n), once until a nonce comes or goes, so it refuses each request
///   in O(1) (it used to sweep and scan every nonce on each refusal).
public actor MemoryNonceLedger: NonceLedger {
    /// The most nonces held at once.
    public let capacity: Int
    var expiries: [String: Int64] = [:]
    var lastSweep = Int64.min
    /// The soonest expiry held, found when full and kept until a nonce comes or goes.
    var soonest: Int64?

    /// A ledger holding at most `capacity` nonces (at least 1).
    public init(capacity: Int = 100_000) {
        precondition(capacity >= 1, "MemoryNonceLedger needs room for at least one nonce")
        self.capacity = capacity
    }

    public func record(_ nonce: String, until expiry: Int64, now: Int64) throws(NonceLedgerError) -> Bool {
        if now > lastSweep { sweep(now: now) }
        if let known = expiries[nonce], known >= now { return false }
        guard expiries.count < capacity || expiries[nonce] != nil else {
            let soonest = self.soonest ?? expiries.values.min() ?? now
            self.soonest = soonest
            throw .full(retryAfterSeconds: Self.retryAfter(soonest: soonest, now: now))
        }
        expiries[nonce] = expiry
        soonest = nil
        return true
    }

    func sweep(now: Int64) {
        lastSweep = now
        soonest = nil
        expiries = expiries.filter { $0.value >= now }
    }

    /// The seconds until `soonest` has passed, from 1 to a day (overflow-safe: both come from outside).
    public static func retryAfter(soonest: Int64, now: Int64) -> Int64 {
        let (wait, overflow) = soonest.subtractingReportingOverflow(now)
        if overflow { return soonest > now ? 86_400 : 1 }
        return min(max(wait, 0), 86_399) + 1
    }

    /// How many nonces are held.
    public var count: Int { expiries.count }
}
