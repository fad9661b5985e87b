import GRDB

/// Why the ``EntityStore`` could not open, read or write: each case names the file and
/// what to do about it, never a crash and never silent data loss.
public enum StoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file is not a SQLite database, or its pages are damaged.
    case corruptFile(path: String, message: String)
    /// The file was written by a newer version of the app: it holds migrations this one
    /// does not know, so writing to it could lose data.
    case newerSchema(path: String, unknownMigrations: [String])
    /// The file, or the disk under it, cannot be written.
    case readOnly(path: String)
    /// The disk (or the store's size limit) is full; the batch that hit it was rolled back.
    case diskFull(path: String)
    /// The file could not be opened or created (a missing folder, no permission).
    case cannotOpen(path: String, message: String)
    /// A stored row could not be read back as an entity: a blob or a NULL where text or a
    /// number belongs, a dropped column. `entity` is the table, `id` the row's id as stored
    /// (`?` when even that is unreadable), `message` GRDB's `RowDecodingError`, which names
    /// the column. Every read logs it and skips the row (one entity reads as absent).
    case unreadableRow(entity: String, id: String, message: String)
    /// Another connection or program held the database's lock for longer than the store
    /// waits (the store's `busyTimeout`); nothing was written.
    case locked(path: String, waited: Duration)
    /// Any other SQLite failure, with its result code, message and statement.
    case sqlite(code: Int32, message: String, sql: String?)

    public var description: String {
        switch self {
        case .corruptFile(let path, let message): "the database at \(path) is corrupt or not a database (\(message))"
        case .newerSchema(let path, let unknown):
            "the database at \(path) comes from a newer version (unknown migrations: \(unknown.joined(separator: ", "))); update the app"
        case .readOnly(let path): "the database at \(path) is read-only"
        case .diskFull(let path): "the disk holding \(path) is full; nothing of the last batch was written"
        case .cannotOpen(let path, let message): "cannot open the database at \(path): \(message)"
        case .unreadableRow(let entity, let id, let message): "the stored \(entity) with id \(id) cannot be read: \(message)"
        case .locked(let path, let waited):
            "the database at \(path) is locked by another connection or program (waited \(waited)); close it and try again"
        case .sqlite(let code, let message, let sql): "SQLite error \(code): \(message)" + (sql.map { " in `\($0)`" } ?? "")
        }
    }

    /// Classifies any error thrown by GRDB or SQLite while working on the file at `path`.
    static func from(_ error: any Error, path: String, waited: Duration = .seconds(5)) -> StoreError {
        if let error = error as? StoreError { return error }
        guard let error = error as? DatabaseError else {
            return .sqlite(code: -1, message: String(describing: error), sql: nil)
        }
        let message = error.message ?? "\(error.resultCode)"
        switch error.resultCode.primaryResultCode {
        case .SQLITE_NOTADB, .SQLITE_CORRUPT: return .corruptFile(path: path, message: message)
        case .SQLITE_READONLY: return .readOnly(path: path)
        case .SQLITE_FULL: return .diskFull(path: path)
        case .SQLITE_BUSY, .SQLITE_LOCKED: return .locked(path: path, waited: waited)
        case .SQLITE_CANTOPEN, .SQLITE_PERM: return .cannotOpen(path: path, message: message)
        default: return .sqlite(code: error.resultCode.primaryResultCode.rawValue, message: message, sql: error.sql)
        }
    }
}

extension StoreError {
    /// The error for a row of `entity` that `error` kept from being read, naming the row by
    /// its id as stored.
    @usableFromInline static func unreadable(_ row: Row, entity: String, error: any Error) -> StoreError {
        let id = (try? row.decode(DatabaseValue.self, forColumn: "id")).map(\.description) ?? "?"
        return .unreadableRow(entity: entity, id: id, message: "\(error)")
    }
}
