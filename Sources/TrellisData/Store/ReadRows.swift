import Foundation
import GRDB
import Logging

/// The entities a query read, in its order, with their last-sync times: what a read hands the
/// store's actor from GRDB's reader (two arrays, so a list goes back to the caller as it is).
///
/// Each damaged row is logged as a ``StoreError/unreadableRow(entity:id:message:)`` and
/// skipped, so one bad row (a file edited by hand, an old build's leftovers) never hides the
/// others. A row whose every column holds what its ``EntityColumn`` declares (or NULL) is read
/// in place, from the statement, as GRDB's own `fetchAll` reads records; any other row — a blob
/// where text belongs, text in an integer column — is copied out of SQLite first and read from
/// its `DatabaseValue`s, which refuse a blob that is not UTF-8 or a number stored as text, where
/// reading the statement would let SQLite convert it silently (``StorageCheck``).
@usableFromInline
struct ReadRows<E: Entity>: Sendable {
    @usableFromInline var values: [E] = []
    @usableFromInline var syncTimes: [Date?] = []

    /// Runs `sql` and reads its rows.
    @inlinable init(_ db: Database, sql: String, arguments: StatementArguments = [], logger: Logger) throws {
        // A statement prepared before this connection saw another one's migration (cached, or
        // prepared before the read transaction began) names the old columns until SQLite prepares
        // it again at its first step: read once more with a new statement, now current.
        if try read(db.cachedStatement(sql: sql), arguments: arguments, logger: logger, copyingStale: false) { return }
        values = []
        syncTimes = []
        _ = try read(db.makeStatement(sql: sql), arguments: arguments, logger: logger, copyingStale: true)
    }

    @usableFromInline var first: Synced<E>? { values.isEmpty ? nil : synced(at: 0) }

    @usableFromInline func synced(at index: Int) -> Synced<E> { Synced(values[index], lastSyncTime: syncTimes[index]) }

    /// Reads the rows of `statement`; false when its columns turn out stale at the first row
    /// (unless `copyingStale`, which then reads every row from a copy).
    @inlinable mutating func read(_ statement: Statement, arguments: StatementArguments, logger: Logger, copyingStale: Bool) throws -> Bool
    {
        let layout = EntityRowLayout(E.self, resultColumns: statement.columnNames)
        let check = StorageCheck(E.self, layout: layout, columns: statement.columnNames)
        let rows = try Row.fetchCursor(statement, arguments: arguments)
        var first = true
        var inPlace = true
        while let row = try rows.next() {
            if first {
                first = false
                if !StorageCheck.columnsAreCurrent(statement) {
                    guard copyingStale else { return false }
                    inPlace = false
                }
            }
            do {
                if inPlace, let syncTime = check.syncTimeInPlace(statement) {
                    try append(row, layout: layout, syncTime: syncTime)
                } else {
                    try append(row.copy(), layout: layout)
                }
            } catch {
                logger.error("skipped a damaged row: \(error)", metadata: ["table": "\(E.tableName)"])
            }
        }
        return true
    }

    /// Reads one row written by the store, its declared columns where `layout` says (a copy
    /// of the statement's row has the statement's columns); `syncTime` when it was read
    /// already (in place), else `_synced_at` is decoded from the row.
    ///
    /// - Throws: ``StoreError/unreadableRow(entity:id:message:)`` for a damaged row.
    @inlinable mutating func append(_ row: Row, layout: EntityRowLayout, syncTime: Date?? = nil) throws(StoreError) {
        do {
            let synced = try syncTime ?? row.decode(Double?.self, forColumn: "_synced_at").map(Date.init(timeIntervalSince1970:))
            var reader = EntityRowReader(row: row, layout: layout)
            let value = try E(reading: &reader)
            values.append(value)
            syncTimes.append(synced)
        } catch {
            throw StoreError.unreadable(row, entity: E.entityName, error: error)
        }
    }
}
