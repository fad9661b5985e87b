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
actor ServerNonceLedger: NonceLedger {
    let database: any DatabaseWriter
    let capacity: Int
    var lastSweep = Int64.min

    init(store: ServerStore, capacity: Int) {
        precondition(capacity >= 1, "the nonce ledger needs room for at least one nonce")
        self.database = store.database
        self.capacity = capacity
    }

    func record(_ nonce: String, until expiry: Int64, now: Int64) async throws(NonceLedgerError) -> Bool {
        let sweepDue = now > lastSweep
        if sweepDue { lastSweep = now }
        let capacity = capacity
        let outcome: Outcome
        do {
            outcome = try await database.write { db in
                try Self.record(nonce, until: expiry, now: now, sweep: sweepDue, capacity: capacity, db)
            }
        } catch {
            throw .failed("\(error)")
        }
        switch outcome {
        case .fresh: return true
        case .replayed: return false
        case .full(let soonest): throw .full(retryAfterSeconds: MemoryNonceLedger.retryAfter(soonest: soonest, now: now))
        }
    }

    enum Outcome {
        case fresh, replayed
        case full(soonest: Int64)
    }

    static func record(_ nonce: String, until expiry: Int64, now: Int64, sweep: Bool, capacity: Int, _ db: Database) throws -> Outcome {
        func count() throws -> Int { try Int.fetchOne(db, sql: "SELECT count FROM nonce_count") ?? 0 }
        if sweep { try db.execute(sql: "DELETE FROM nonce WHERE expires_at < ?", arguments: [now]) }
        let live = try Int64.fetchOne(db, sql: "SELECT expires_at FROM nonce WHERE nonce = ?", arguments: [nonce]).map { $0 >= now }
        if live == true { return .replayed }
        if try count() >= capacity {
            try db.execute(sql: "DELETE FROM nonce WHERE expires_at < ?", arguments: [now])
            if try count() >= capacity {
                return .full(soonest: try Int64.fetchOne(db, sql: "SELECT MIN(expires_at) FROM nonce") ?? now)
            }
        }
        // A known nonce is a replay while it lives; one that expired but was not swept yet is taken again.
        try db.execute(
            sql: """
                INSERT INTO nonce (nonce, expires_at) VALUES (?1, ?2)
                ON CONFLICT (nonce) DO UPDATE SET expires_at = excluded.expires_at WHERE nonce.expires_at < ?3
                """,
            arguments: [nonce, expiry, now])
        return db.changesCount > 0 ? .fresh : .replayed
    }

    /// How many nonces are held (for tests).
    func count() async throws -> Int {
        try await database.read { db in try Int.fetchOne(db, sql: "SELECT count FROM nonce_count") ?? 0 }
    }
}
