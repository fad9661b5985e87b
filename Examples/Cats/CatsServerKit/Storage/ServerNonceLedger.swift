import GRDB
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
/// are recorded together, in arrival order: one transaction (and one hop to GRDB's writer)
/// for all the requests of that moment instead of one each. Each request still runs only after
/// the transaction holding its nonce committed; a failing transaction fails every request in it
/// (none of their nonces was kept) and the next batch tries again.
actor ServerNonceLedger: NonceLedger {
    let database: any DatabaseWriter
    let capacity: Int
    var lastSweep = Int64.min
    /// The nonces waiting for the next transaction, in arrival order.
    var waiting: [Waiting] = []
    /// Whether a transaction is running (its task takes the waiting ones when it is done).
    var committing = false
    /// How many transactions committed nonces (for tests: a burst shares them).
    private(set) var transactions = 0
    /// How many nonces the running transaction holds.
    var inTransaction = 0

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
            waiting.append(Waiting(nonce: nonce, expiry: expiry, now: now, reply: reply))
            if !committing {
                committing = true
                Task { await commitWaiting() }
            }
        }
        switch try result.get() {
        case .fresh: return true
        case .replayed: return false
        case .full(let soonest): throw .full(retryAfterSeconds: MemoryNonceLedger.retryAfter(soonest: soonest, now: now))
        }
    }

    /// Records the waiting nonces one transaction at a time until none waits.
    func commitWaiting() async {
        while !waiting.isEmpty {
            let batch = waiting
            waiting = []
            inTransaction = batch.count
            defer { inTransaction = 0 }
            var sweeps: [Bool] = []
            for entry in batch {
                sweeps.append(entry.now > lastSweep)
                lastSweep = max(lastSweep, entry.now)
            }
            let entries = batch.map { ($0.nonce, $0.expiry, $0.now) }
            let capacity = capacity
            let sweepsDue = sweeps
            do {
                let outcomes = try await database.write { db in
                    try zip(entries, sweepsDue).map { entry, sweep in
                        try Self.record(entry.0, until: entry.1, now: entry.2, sweep: sweep, capacity: capacity, db)
                    }
                }
                transactions += 1
                for (entry, outcome) in zip(batch, outcomes) { entry.reply.resume(returning: .success(outcome)) }
            } catch {
                for entry in batch { entry.reply.resume(returning: .failure(.failed("\(error)"))) }
            }
        }
        committing = false
    }

    enum Outcome: Sendable {
        case fresh, replayed
        case full(soonest: Int64)
    }

    /// Records one nonce inside the batch's transaction. The statements are prepared once per
    /// connection (GRDB's statement cache): this runs for every signed request.
    static func record(_ nonce: String, until expiry: Int64, now: Int64, sweep: Bool, capacity: Int, _ db: Database) throws -> Outcome {
        func count() throws -> Int { try Int.fetchOne(db.cachedStatement(sql: "SELECT count FROM nonce_count")) ?? 0 }
        func sweepExpired() throws {
            try db.cachedStatement(sql: "DELETE FROM nonce WHERE expires_at < ?").execute(arguments: [now])
        }
        if sweep { try sweepExpired() }
        let known = try Int64.fetchOne(db.cachedStatement(sql: "SELECT expires_at FROM nonce WHERE nonce = ?"), arguments: [nonce])
        if let known, known >= now { return .replayed }
        if try count() >= capacity {
            try sweepExpired()
            if try count() >= capacity {
                return .full(soonest: try Int64.fetchOne(db.cachedStatement(sql: "SELECT MIN(expires_at) FROM nonce")) ?? now)
            }
        }
        // A known nonce is a replay while it lives; one that expired but was not swept yet is taken again.
        try db.cachedStatement(
            sql: """
                INSERT INTO nonce (nonce, expires_at) VALUES (?1, ?2)
                ON CONFLICT (nonce) DO UPDATE SET expires_at = excluded.expires_at WHERE nonce.expires_at < ?3
                """
        ).execute(arguments: [nonce, expiry, now])
        return db.changesCount > 0 ? .fresh : .replayed
    }

    /// How many nonces wait for a transaction or are in the running one (for tests).
    var pending: Int { waiting.count + inTransaction }

    /// How many nonces are held (for tests).
    func count() async throws -> Int {
        try await database.read { db in try Int.fetchOne(db, sql: "SELECT count FROM nonce_count") ?? 0 }
    }
}
