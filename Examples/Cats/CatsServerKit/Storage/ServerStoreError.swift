import TrellisData

/// Why the server's database could not be opened: each case names the file, so
/// `cats-server` can say which one (GRDB's own message, `SQLite error 14: unable to open
/// database file`, does not).
public enum ServerStoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The database at this location could not be opened, migrated or seeded; `reason` is GRDB's.
    case cannotOpen(ServerDatabaseLocation, reason: String)
    /// Another `cats-server` (the process `holder`, when its lock file names one) serves the
    /// database at `path` (TrellisData's `StoreFileLock`).
    case databaseInUse(path: String, holder: Int32?)

    /// The file lock's error, for the database at `location`.
    init(_ error: StoreFileLockError, location: ServerDatabaseLocation) {
        switch error {
        case .inUse(let path, let holder): self = .databaseInUse(path: path, holder: holder)
        case .cannotLock(let path, let reason): self = .cannotOpen(location, reason: "cannot lock \(path): \(reason)")
        }
    }

    public var description: String {
        switch self {
        case .cannotOpen(let location, let reason): "cannot open the server database at \(location): \(reason)"
        case .databaseInUse(let path, let holder):
            "the server database at \(path) is in use by another cats-server\(holder.map { " (process \($0))" } ?? ""): "
                + "stop it, or give this one another --database"
        }
    }
}
