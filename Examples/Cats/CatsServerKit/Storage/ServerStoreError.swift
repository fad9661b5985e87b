/// Why the server's database could not be opened: each case names the file, so
/// `cats-server` can say which one (GRDB's own message, `SQLite error 14: unable to open
/// database file`, does not).
public enum ServerStoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The database at this location could not be opened, migrated or seeded; `reason` is GRDB's.
    case cannotOpen(ServerDatabaseLocation, reason: String)
    /// Another `cats-server` (the process `holder`, when its lock file names one) serves the
    /// database at `path` (``ServerDatabaseLock``).
    case databaseInUse(path: String, holder: Int32?)

    public var description: String {
        switch self {
        case .cannotOpen(let location, let reason): "cannot open the server database at \(location): \(reason)"
        case .databaseInUse(let path, let holder):
            "the server database at \(path) is in use by another cats-server\(holder.map { " (process \($0))" } ?? ""): "
                + "stop it, or give this one another --database"
        }
    }
}
