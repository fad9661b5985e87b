/// Why the server's database could not be opened: each case names the file, so
/// `cats-server` can say which one (GRDB's own message, `SQLite error 14: unable to open
/// database file`, does not).
public enum ServerStoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The database at this location could not be opened, migrated or seeded; `reason` is GRDB's.
    case cannotOpen(ServerDatabaseLocation, reason: String)

    public var description: String {
        switch self {
        case .cannotOpen(let location, let reason): "cannot open the server database at \(location): \(reason)"
        }
    }
}
