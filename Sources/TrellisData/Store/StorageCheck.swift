import Foundation
import GRDB
import GRDBSQLite

/// Whether the current row of a statement holds, in each of an entity's columns, the kind of
/// value the column declares (SQLite's storage class; NULL always passes, the entity decides).
///
/// SQLite converts on read: asked for text, a blob comes back as its bytes however they
/// decode, and asked for an integer, `'abc'` comes back as 0. The store reads a row from the
/// statement only when this check passes; any other row is copied first and read from its
/// `DatabaseValue`s, which refuse such values, so a damaged row is an error, never a quiet 0.
@usableFromInline
struct StorageCheck {
    /// Column index and the storage classes it accepts, one bit per class (`1 << SQLITE_TEXT`, …):
    /// checked for every column of every row, so no hashing.
    @usableFromInline let checks: [(index: CInt, accepted: UInt32)]
    /// The index of `_synced_at`, read for every row (in place by ``syncTimeInPlace(_:)``).
    @usableFromInline let syncedAtIndex: CInt?
    /// False when a column is missing or declares a type with no single storage class
    /// (`.numeric`, `.date`, `.any`, …): every row is then copied.
    @usableFromInline let inPlace: Bool

    /// The checks of `E`'s declared columns, found where `layout` says, among the result's
    /// column `names` (which also give `_synced_at`'s, leftmost, case-insensitive).
    @usableFromInline init<E: Entity>(_ type: E.Type, layout: EntityRowLayout, columns names: [String]) {
        var checks: [(index: CInt, accepted: UInt32)] = []
        var inPlace = true
        for (column, index) in zip(E.columns, layout.indexes) {
            guard index >= 0, let accepted = Self.storageClasses(column.type) else {
                inPlace = false
                break
            }
            checks.append((CInt(index), accepted))
        }
        self.checks = checks
        syncedAtIndex = names.firstIndex { $0.lowercased() == "_synced_at" }.map { CInt($0) }
        self.inPlace = inPlace && syncedAtIndex != nil
    }

    /// The storage classes a declared column type may hold besides NULL; nil when no single one fits.
    static func storageClasses(_ type: Database.ColumnType) -> UInt32? {
        switch type {
        case .integer, .boolean: 1 << SQLITE_INTEGER
        case .double, .real: 1 << SQLITE_FLOAT | 1 << SQLITE_INTEGER
        case .text: 1 << SQLITE_TEXT
        case .blob: 1 << SQLITE_BLOB
        default: nil
        }
    }

    /// The current row's last-sync time (`.some(nil)`: never synced) when every column holds
    /// what it declares and `_synced_at` a number or NULL, so the row may be read in place;
    /// nil when it must be copied first.
    @inlinable func syncTimeInPlace(_ statement: Statement) -> Date?? {
        guard inPlace, let syncedAtIndex else { return nil }
        let handle = statement.sqliteStatement
        for check in checks {
            let stored = sqlite3_column_type(handle, check.index)
            if stored != SQLITE_NULL && check.accepted & 1 << UInt32(truncatingIfNeeded: stored) == 0 { return nil }
        }
        switch sqlite3_column_type(handle, syncedAtIndex) {
        case SQLITE_NULL: return .some(nil)
        case SQLITE_FLOAT, SQLITE_INTEGER: return Date(timeIntervalSince1970: sqlite3_column_double(handle, syncedAtIndex))
        default: return nil
        }
    }

    /// Whether SQLite's columns for the statement's current row are the ones GRDB read when it
    /// prepared it (SQLite prepares a statement again when the schema changed under it).
    @usableFromInline static func columnsAreCurrent(_ statement: Statement) -> Bool {
        let handle = statement.sqliteStatement
        let names = statement.columnNames
        guard Int(sqlite3_column_count(handle)) == names.count else { return false }
        for (index, name) in names.enumerated() {
            guard let live = sqlite3_column_name(handle, CInt(index)), String(cString: live) == name else { return false }
        }
        return true
    }
}
