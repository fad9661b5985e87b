import GRDB
import Logging
import NIOConcurrencyHelpers
import TrellisData

/// The ``TrellisData/NonceLedger`` of `cats-server`: the accepted nonces in memory, each also
/// appended to a log beside the database file (``NonceLog``) before its request runs, so a
/// request captured before a restart is still a replay after it.
///
/// A nonce is kept until its timestamp leaves the signing window. At most `capacity` are kept;
/// the expired ones are forgotten a minute at a time, at most once a second, and when it is
/// full those of the current minute too (once a second at most, and the soonest expiry is kept
/// until a nonce comes or goes: a full ledger refuses a request without looking at every
/// nonce); when it is full of live ones, new requests wait
/// (``TrellisData/NonceLedgerError/full(retryAfterSeconds:)``).
///
/// **Why a log and not a table.** The nonces lived in the database's `nonce` table, one
/// transaction per group of requests: every signed request waited for a commit on GRDB's
/// writer queue (another thread, woken and waited for), and a commit cost about 57–74 µs
/// whatever it held (measured in `trellis-bench server`, where groups held two or three
/// nonces); `GET /breeds` at 16 connections ran at 1.4–1.6 × the constant-bytes floor, and
/// 1.07–1.11 × with the nonces in memory only. Here a request is judged under one lock: a replay is
/// found in memory, and a new nonce costs one `write(2)` of about 50 bytes, on the request's
/// own thread, before it is accepted (in the kernel's page cache once that returns: it
/// survives the process being killed, as a commit with `synchronous = NORMAL` did; a power
/// cut may lose the last ones). A write that fails refuses its request
/// (``TrellisData/NonceLedgerError/failed(_:)``) and keeps nothing of it.
///
/// In memory each nonce is kept as a 64-bit hash (`Hasher`, seeded per process), with its
/// expiry: about 32 bytes a nonce, 32 MB at the default cap of a million. Two nonces that
/// differ share a hash with a chance of one in 2⁶⁴ per nonce held: the second would be refused
/// as a replay (its client signs again); a replay, being the same nonce, always hashes alike.
///
/// A database in memory keeps its nonces in memory only, as it keeps everything else. Nonces
/// a previous version left in the database's `nonce` table are read into the log when the
/// ledger opens, then deleted from it.
final class ServerNonceLedger: NonceLedger {
    let capacity: Int
    private let state: NIOLockedValueBox<State>

    struct State {
        /// The expiry of each nonce held, by its hash.
        var expiries: [Int: Int64] = [:]
        /// The hashes of the nonces that expire in each minute (``NonceLog/minute(of:)``), so
        /// a minute that has passed is forgotten without looking at the others.
        var minutes: [Int64: [Int]] = [:]
        /// The latest `now` a sweep ran at.
        var lastSweep = Int64.min
        /// The latest `now` a full ledger swept its current minute at: at most once a second.
        var lastThoroughSweep = Int64.min
        /// The soonest expiry of a full ledger, until a nonce is kept or forgotten.
        var soonest: Int64?
        /// The log, for a database in a file.
        let log: NonceLog?
    }

    /// Opens the ledger of `store`: for a database in a file, its log in `<file>-nonces/`,
    /// read back (a damaged record at a segment's end, from a write the process was killed
    /// in, is cut and reported to `logger`), and the nonces of the old `nonce` table moved into it.
    ///
    /// - Throws: ``ServerStoreError/cannotOpen(_:reason:)`` naming the database when the log
    ///   cannot be read or written or the old table cannot be moved.
    init(store: ServerStore, capacity: Int, logger: Logger = Logger(label: "cats-server.nonces")) throws(ServerStoreError) {
        precondition(capacity >= 1, "the nonce ledger needs room for at least one nonce")
        self.capacity = capacity
        guard case .file(let path) = store.location else {
            state = NIOLockedValueBox(State(log: nil))
            return
        }
        let opened: (log: NonceLog, contents: NonceLog.Contents)
        do { opened = try NonceLog.open(folder: path + "-nonces") } catch {
            throw .cannotOpen(store.location, reason: error.description)
        }
        for (segment, dropped) in opened.contents.cut {
            logger.warning("nonce log: cut \(dropped) damaged byte(s) at the end of \(segment) (a write the server was killed in)")
        }
        var state = State(log: opened.log)
        for record in opened.contents.records { state.keep(record.nonce, until: record.expiry) }
        do {
            try Self.moveTable(of: store, into: &state)
        } catch {
            throw .cannotOpen(store.location, reason: "cannot move the nonce table into the nonce log: \(error)")
        }
        self.state = NIOLockedValueBox(state)
    }

    /// Appends the nonces of the database's `nonce` table (where versions before the log kept
    /// them) to the log, then empties the table.
    private static func moveTable(of store: ServerStore, into state: inout State) throws {
        let rows = try store.database.read { db in
            try Row.fetchAll(db, sql: "SELECT nonce, expires_at FROM nonce").map { row in
                (try row.decode(String.self, atIndex: 0), try row.decode(Int64.self, atIndex: 1))
            }
        }
        guard !rows.isEmpty else { return }
        for (nonce, expiry) in rows where state.expiries[Self.key(nonce)] == nil {
            guard let bytes = NonceLog.encode(nonce, expiry: expiry) else { continue }
            try state.log?.append(bytes, minute: NonceLog.minute(of: expiry))
            state.keep(nonce, until: expiry)
        }
        try store.database.write { db in try db.execute(sql: "DELETE FROM nonce") }
    }

    static func key(_ nonce: String) -> Int {
        var hasher = Hasher()
        hasher.combine(nonce)
        return hasher.finalize()
    }

    func record(_ nonce: String, until expiry: Int64, now: Int64) async throws(NonceLedgerError) -> Bool {
        let capacity = capacity
        return try state.withLockedValue { state in
            Result { () throws(NonceLedgerError) in try state.record(nonce, until: expiry, now: now, capacity: capacity) }
        }.get()
    }

    /// How many nonces are held, expired ones not yet forgotten included.
    var count: Int { state.withLockedValue { $0.expiries.count } }
}

extension ServerNonceLedger.State {
    /// Judges `nonce` at `now`: a replay while it lives; otherwise written to the log and kept.
    mutating func record(_ nonce: String, until expiry: Int64, now: Int64, capacity: Int) throws(NonceLedgerError) -> Bool {
        if now > lastSweep { sweep(now: now, thoroughly: false) }
        // Full: look for expired nonces in the current minute too, once a second at most (within
        // one second nothing more expires), so a full ledger refuses each request in O(1).
        if expiries.count >= capacity && now > lastThoroughSweep {
            lastThoroughSweep = now
            sweep(now: now, thoroughly: true)
        }
        let key = ServerNonceLedger.key(nonce)
        // Known: a replay while it lives; one that expired but was not forgotten yet is taken again.
        if let known = expiries[key], known >= now { return false }
        guard expiries.count < capacity || expiries[key] != nil else {
            let soonest = self.soonest ?? soonestExpiry(now: now)
            self.soonest = soonest
            throw .full(retryAfterSeconds: MemoryNonceLedger.retryAfter(soonest: soonest, now: now))
        }
        if let log {
            guard let bytes = NonceLog.encode(nonce, expiry: expiry) else {
                throw .failed("a nonce of \(nonce.utf8.count) bytes does not fit the nonce log (1 to 255)")
            }
            do { try log.append(bytes, minute: NonceLog.minute(of: expiry)) } catch { throw .failed(error.description) }
        }
        keep(nonce, until: expiry)
        return true
    }

    /// Holds `nonce` until `expiry` (in memory; the log is the caller's).
    mutating func keep(_ nonce: String, until expiry: Int64) {
        let key = ServerNonceLedger.key(nonce)
        soonest = nil
        expiries[key] = max(expiries[key] ?? .min, expiry)
        minutes[NonceLog.minute(of: expiry), default: []].append(key)
    }

    /// Forgets the minutes that have passed (and deletes their segments); `thoroughly` also
    /// forgets the expired nonces of the current minute.
    mutating func sweep(now: Int64, thoroughly: Bool) {
        let first = lastSweep == .min
        lastSweep = now
        soonest = nil
        let current = NonceLog.minute(of: now)
        let passed = minutes.keys.filter { $0 < current || (thoroughly && $0 == current) }
        for minute in passed {
            var kept: [Int] = []
            for key in minutes.removeValue(forKey: minute) ?? [] {
                guard let expiry = expiries[key] else { continue }
                if expiry < now {
                    expiries[key] = nil
                } else if NonceLog.minute(of: expiry) == minute {
                    kept.append(key)
                }
            }
            if !kept.isEmpty { minutes[minute] = kept }
        }
        if first || passed.contains(where: { $0 < current }) { log?.deleteSegments(before: current) }
    }

    /// The soonest expiry of a live nonce: the first minute that holds one, looked at alone.
    func soonestExpiry(now: Int64) -> Int64 {
        for minute in minutes.keys.sorted() {
            let live = (minutes[minute] ?? []).compactMap { key in
                expiries[key].flatMap { $0 >= now && NonceLog.minute(of: $0) == minute ? $0 : nil }
            }
            if let soonest = live.min() { return soonest }
        }
        return now
    }
}
