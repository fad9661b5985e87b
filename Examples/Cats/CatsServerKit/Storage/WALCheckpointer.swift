import Foundation
import GRDB
import GRDBSQLite
import Logging
import NIOConcurrencyHelpers

/// Copies the server's write-ahead log back into its database file from a connection of its
/// own, so that no commit waits for the copy.
///
/// SQLite checkpoints a WAL database inside the commit that leaves the log at 1,000 pages or
/// more (`wal_autocheckpoint`): that commit returns only when the pages are copied, and every
/// write queued behind it waits too. In `cats-server` the writer is busiest with the nonce
/// ledger, one commit for the signed requests of each moment, so one request in a few hundred
/// waited for a checkpoint, and the requests that came meanwhile waited for it.
///
/// Installed on the pool's connections (``install(on:)``, from `prepareDatabase`), it takes
/// the place of that automatic checkpoint, as `sqlite3_wal_hook` does: a commit that leaves
/// the log at ``threshold`` pages or more asks for a passive checkpoint, which runs on the
/// checkpointer's own connection and queue while the writer goes on (a passive checkpoint
/// waits for no reader and no writer; the next commit after it starts the log again from its
/// beginning when every page was copied). Should the log still reach ``hardLimit`` pages (the
/// checkpoints fail, or cannot keep up), the commit that reaches it checkpoints itself, as
/// SQLite would.
///
/// The connection is opened at the first checkpoint and closed with the pool: the hook's
/// connections hold their configuration, whose `prepareDatabase` holds the checkpointer.
final class WALCheckpointer: Sendable {
    /// The database file.
    let path: String
    /// The log's length, in pages, at which a commit asks for a checkpoint.
    let threshold: Int32
    /// The log's length, in pages, at which a commit checkpoints itself.
    let hardLimit: Int32
    /// Where a failed checkpoint is reported.
    let logger: Logger
    /// Where checkpoints run, one at a time.
    let queue = DispatchQueue(label: "cats-server.checkpoint")
    private let state = NIOLockedValueBox(State())

    struct State {
        /// Whether a checkpoint is asked for and has not finished.
        var scheduled = false
        /// The checkpointer's connection, once opened.
        var connection: DatabaseQueue?
        /// Checkpoints that ran on the checkpointer's connection.
        var checkpoints = 0
        /// Checkpoints that failed (the next commit past the threshold asks again).
        var failures = 0
        /// Why the last one failed, if it did.
        var lastFailure: String?
        /// Checkpoints a commit ran itself because the log reached the hard limit.
        var inlineCheckpoints = 0
        /// The log's length, in pages, after the last commit.
        var pages: Int32 = 0
    }

    /// A checkpointer for the database at `path`.
    ///
    /// - Parameters:
    ///   - threshold: the log's length, in pages, at which a commit asks for a checkpoint
    ///     (SQLite's automatic checkpoint uses 1,000).
    ///   - hardLimit: the length at which a commit checkpoints itself (at least `threshold`).
    ///   - logger: where a checkpoint that failed is reported.
    init(path: String, threshold: Int32 = 1_000, hardLimit: Int32 = 16_000, logger: Logger) {
        precondition(threshold >= 1 && hardLimit >= threshold, "a checkpointer needs 1 <= threshold <= hardLimit")
        self.path = path
        self.threshold = threshold
        self.hardLimit = hardLimit
        self.logger = logger
    }

    /// Takes the place of SQLite's automatic checkpoint on `db`'s connection (read-only
    /// connections never commit, and are left alone).
    func install(on db: Database) {
        guard !db.configuration.readonly, let connection = db.sqliteConnection else { return }
        // Unretained: `db` holds its configuration, and with it the closure that installs
        // this checkpointer, for as long as its connection is open.
        sqlite3_wal_hook(
            connection,
            { context, connection, name, pages in
                guard let context else { return SQLITE_OK }
                return Unmanaged<WALCheckpointer>.fromOpaque(context).takeUnretainedValue().committed(
                    connection: connection, name: name, pages: pages)
            }, Unmanaged.passUnretained(self).toOpaque())
    }

    /// Called by SQLite after each commit on a connection it is installed on, with the log's
    /// length in pages.
    private func committed(connection: OpaquePointer?, name: UnsafePointer<CChar>?, pages: Int32) -> Int32 {
        let asks = state.withLockedValue { state in
            state.pages = pages
            if pages >= hardLimit { state.inlineCheckpoints += 1 }
            guard pages >= threshold, pages < hardLimit, !state.scheduled else { return false }
            state.scheduled = true
            return true
        }
        if pages >= hardLimit {
            // What SQLite's own hook does; a checkpoint that cannot finish is not the commit's failure.
            _ = sqlite3_wal_checkpoint_v2(connection, name, SQLITE_CHECKPOINT_PASSIVE, nil, nil)
        } else if asks {
            queue.async { self.checkpoint() }
        }
        return SQLITE_OK
    }

    /// Runs one passive checkpoint on the checkpointer's connection (opening it the first time).
    private func checkpoint() {
        do {
            // Opened outside the lock, which commits take: only this queue opens it.
            let connection: DatabaseQueue
            if let opened = state.withLockedValue({ $0.connection }) {
                connection = opened
            } else {
                connection = try DatabaseQueue(path: path)
                state.withLockedValue { $0.connection = connection }
            }
            try connection.writeWithoutTransaction { db in _ = try db.checkpoint(.passive) }
            state.withLockedValue { state in
                state.checkpoints += 1
                state.lastFailure = nil
                state.scheduled = false
            }
        } catch {
            let failure = "checkpoint of \(path)-wal: \(error)"
            logger.warning("\(failure) (the next commit past \(threshold) pages asks again)")
            state.withLockedValue { state in
                state.failures += 1
                state.lastFailure = failure
                state.scheduled = false
            }
        }
    }

    /// How many checkpoints ran on the checkpointer's connection, how many failed there, and
    /// how many a commit ran itself at the hard limit (for tests).
    var counts: (checkpoints: Int, failures: Int, inline: Int) {
        state.withLockedValue { ($0.checkpoints, $0.failures, $0.inlineCheckpoints) }
    }

    /// The log's length, in pages, after the last commit (for tests).
    var pages: Int32 { state.withLockedValue { $0.pages } }

    /// Why the last checkpoint failed, if it did (for tests).
    var lastFailure: String? { state.withLockedValue { $0.lastFailure } }
}
