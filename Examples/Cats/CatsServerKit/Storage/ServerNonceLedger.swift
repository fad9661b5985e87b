import GRDB
import NIOConcurrencyHelpers
import TrellisData

/// The ``TrellisData/NonceLedger`` of `cats-server`: accepted nonces in the server's SQLite
/// file (table `nonce`), each until its timestamp leaves the signing window, so a request
/// captured before a restart is still a replay after it.
///
/// The nonce is committed before the request runs (a crash after it loses the request, never
/// the protection); at most `capacity` are kept (about 100 bytes each on disk), expired ones
/// swept at most once a second; when it is full of live ones, new requests wait
/// (``TrellisData/NonceLedgerError/full(retryAfterSeconds:)``).
///
/// **Group commit.** Every signed request writes its nonce, so the ledger is the server's
/// busiest writer. Nonces that arrive while a transaction is running wait for the next one and
/// are recorded together, in arrival order: one transaction for all the requests of that moment
/// instead of one each. Each request still runs only after the transaction holding its nonce
/// committed; a failing transaction fails every request in it (none of their nonces was kept)
/// and the next batch tries again.
///
/// Each batch runs on GRDB's writer queue itself, and its requests are resumed from there: a
/// request waits for its commit and for nothing else (no actor or task between it and the
/// writer: under load, a request's latency is the server's throughput). A batch that finds
/// nonces waiting when it is done queues the next behind the writes that came meanwhile (a
/// favorite, a sign-in), so those are never starved by the ledger.
final class ServerNonceLedger: NonceLedger {
    let database: any DatabaseWriter
    let capacity: Int
    private let state = NIOLockedValueBox(State())

    struct State {
        /// The nonces waiting for the next transaction, in arrival order.
        var waiting: [Waiting] = []
        /// Whether a batch is queued on the writer or running (it takes the waiting ones).
        var committing = false
        /// How many transactions committed nonces (for tests: a burst shares them).
        var transactions = 0
        /// How many nonces the running transaction holds.
        var inTransaction = 0
        /// The latest `now` a batch swept at.
        var lastSweep = Int64.min
        /// How many nonces the file holds, as of the last committed batch (counted from the
        /// file by the first batch; read and written on the writer queue only).
        var held: Int?
    }

    struct Waiting {
        let nonce: String
        let expiry: Int64
        let now: Int64
        let reply: CheckedContinuation<Result<Outcome, NonceLedgerError>, Never>
    }

    init(store: ServerStore, capacity: Int) {
        precondition(capacity >= 1, "the nonce ledger needs room for at least one nonce")
        self.database = store.database
        self.capacity = capacity
    }

    func record(_ nonce: String, until expiry: Int64, now: Int64) async throws(NonceLedgerError) -> Bool {
        let result = await withCheckedContinuation { reply in
            let starts = state.withLockedValue { state in
                state.waiting.append(Waiting(nonce: nonce, expiry: expiry, now: now, reply: reply))
                defer { state.committing = true }
                return !state.committing
            }
            if starts { scheduleBatch() }
        }
        switch try result.get() {
        case .fresh: return true
        case .replayed: return false
        case .full(let soonest): throw .full(retryAfterSeconds: MemoryNonceLedger.retryAfter(soonest: soonest, now: now))
        }
    }

    private func scheduleBatch() {
        database.asyncWriteWithoutTransaction { db in self.commitWaiting(db) }
    }

    /// On the writer queue: records the waiting nonces in one transaction, then queues the
    /// next batch if more came meanwhile.
    func commitWaiting(_ db: Database) {
        let taken = state.withLockedValue { state -> (batch: [Waiting], entries: [Entry], held: Int?) in
            let batch = state.waiting
            state.waiting = []
            state.inTransaction = batch.count
            var entries: [Entry] = []
            entries.reserveCapacity(batch.count)
            for waiting in batch {
                entries.append(Entry(nonce: waiting.nonce, expiry: waiting.expiry, now: waiting.now, sweep: waiting.now > state.lastSweep))
                state.lastSweep = max(state.lastSweep, waiting.now)
            }
            return (batch, entries, state.held)
        }
        let capacity = capacity
        var outcomes: [Outcome] = []
        var count = 0
        do {
            try db.inTransaction {
                count = try taken.held ?? Int.fetchOne(db, sql: "SELECT count(*) FROM nonce") ?? 0
                outcomes = try taken.entries.map { entry in try Self.record(entry, capacity: capacity, count: &count, db) }
                return .commit
            }
            state.withLockedValue { state in
                state.held = count
                state.transactions += 1
            }
            for (entry, outcome) in zip(taken.batch, outcomes) { entry.reply.resume(returning: .success(outcome)) }
        } catch {
            // Nothing of the batch was kept, and `held` still counts what the file holds.
            for entry in taken.batch { entry.reply.resume(returning: .failure(.failed("\(error)"))) }
        }
        let more = state.withLockedValue { state in
            state.inTransaction = 0
            state.committing = !state.waiting.isEmpty
            return state.committing
        }
        if more { scheduleBatch() }
    }

    /// One nonce of a batch, with whether it sweeps the expired ones first.
    struct Entry: Sendable {
        let nonce: String
        let expiry: Int64
        let now: Int64
        let sweep: Bool
    }

    enum Outcome: Sendable {
        case fresh, replayed
        case full(soonest: Int64)
    }

    /// Records one nonce inside the batch's transaction, keeping `count` (the nonces held) up
    /// to date. A new nonce below the cap is one `INSERT`; the statements are prepared once
    /// per connection (GRDB's statement cache): this runs for every signed request.
    static func record(_ entry: Entry, capacity: Int, count: inout Int, _ db: Database) throws -> Outcome {
        func sweepExpired() throws {
            try db.cachedStatement(sql: "DELETE FROM nonce WHERE expires_at < ?").execute(arguments: [entry.now])
            count -= db.changesCount
        }
        if entry.sweep { try sweepExpired() }
        if count >= capacity { try sweepExpired() }
        if count < capacity {
            try db.cachedStatement(sql: "INSERT OR IGNORE INTO nonce (nonce, expires_at) VALUES (?, ?)").execute(arguments: [
                entry.nonce, entry.expiry,
            ])
            if db.changesCount > 0 {
                count += 1
                return .fresh
            }
        } else {
            let known = try Int64.fetchOne(
                db.cachedStatement(sql: "SELECT expires_at FROM nonce WHERE nonce = ?"), arguments: [entry.nonce])
            guard known != nil else {
                // Full of live nonces: the soonest to expire says when to come back.
                return .full(soonest: try Int64.fetchOne(db.cachedStatement(sql: "SELECT MIN(expires_at) FROM nonce")) ?? entry.now)
            }
        }
        // Known: a replay while it lives; one that expired but was not swept yet is taken again.
        try db.cachedStatement(sql: "UPDATE nonce SET expires_at = ? WHERE nonce = ? AND expires_at < ?").execute(arguments: [
            entry.expiry, entry.nonce, entry.now,
        ])
        return db.changesCount > 0 ? .fresh : .replayed
    }

    /// How many nonces wait for a transaction or are in the running one (for tests).
    var pending: Int { state.withLockedValue { $0.waiting.count + $0.inTransaction } }

    /// How many transactions committed nonces (for tests: a burst shares them).
    var transactions: Int { state.withLockedValue { $0.transactions } }

    /// How many nonces are held (for tests).
    func count() async throws -> Int {
        try await database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM nonce") ?? 0 }
    }
}
