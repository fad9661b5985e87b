import CatsAPI
import Foundation
import TrellisData

/// What ``CatsServices/open(_:)`` opens: where the database is, which server to sync with,
/// the signing secret, the catalog to seed from, and (for tests) the transport.
///
/// ```swift
/// let path = try CatsDataConfiguration.defaultDatabasePath()
/// let services = try await CatsServices.open(.init(database: .file(path: path), server: "http://127.0.0.1:8080"))
/// ```
public struct CatsDataConfiguration: Sendable {
    /// The SQLite database: a file (created and seeded when missing) or `.inMemory`.
    public var database: StoreLocation
    /// The server's base URL (`http://127.0.0.1:8080`); `nil` keeps every read and write local.
    public var server: String?
    /// The secret requests are signed with.
    public var secret: AppSecret
    /// A catalog file to seed a new database from (`cats --data`); `nil` for the bundled one.
    public var catalogPath: String?
    /// The HTTP transport; `nil` for async-http-client on its shared client (which needs no
    /// shutdown). Tests pass a scripted one.
    public var transport: (any HTTPTransport)?
    /// How long one request attempt may take before the server counts as unreachable.
    public var requestTimeout: Duration
    /// How the networker retries transient failures before a change is queued as pending.
    public var retry: RetryPolicy
    /// How often pending changes are retried while offline; `nil` starts no background loop
    /// (tests call ``CatsSync/sendPending()`` themselves).
    public var retryInterval: Duration?
    /// The clock the sync's backoff runs on (tests move it by hand).
    var clock: SyncClock = .continuous()
    /// When a stored list is stale (`cats --stale-after`) and the clock sync times are
    /// stamped and aged by; screens get it as ``CatsServices/staleness``.
    public var staleness: CatsStaleness

    /// A configuration; only the database is required.
    public init(
        database: StoreLocation, server: String? = nil, secret: AppSecret = CatsAPI.demoSecret, catalogPath: String? = nil,
        transport: (any HTTPTransport)? = nil, requestTimeout: Duration = .seconds(5),
        retry: RetryPolicy = RetryPolicy(maximumAttempts: 2, baseDelay: .milliseconds(200)),
        retryInterval: Duration? = .seconds(3), staleness: CatsStaleness = CatsStaleness()
    ) {
        self.database = database
        self.server = server
        self.secret = secret
        self.catalogPath = catalogPath
        self.transport = transport
        self.requestTimeout = requestTimeout
        self.retry = retry
        self.retryInterval = retryInterval
        self.staleness = staleness
    }
}

extension CatsDataConfiguration {
    /// The folder under the data directory that holds the database.
    static let folderName = "trellis-cats"
    /// The database's file name.
    static let fileName = "cats.sqlite"

    /// Where Cats keeps its database unless told otherwise, with its folder created:
    /// `$XDG_DATA_HOME/trellis-cats/cats.sqlite` when `XDG_DATA_HOME` is an absolute path
    /// (the XDG spec says to ignore a relative one), else
    /// `$HOME/.local/share/trellis-cats/cats.sqlite` (on Apple platforms
    /// `$HOME/Library/Application Support/trellis-cats/cats.sqlite`).
    ///
    /// - Parameter environment: the process environment (tests pass their own).
    /// - Throws: ``CatsDataError/noDataDirectory(reason:)`` when neither variable gives an
    ///   absolute path, ``CatsDataError/cannotCreateDirectory(path:reason:)`` when the folder
    ///   cannot be made.
    public static func defaultDatabasePath(environment: [String: String] = ProcessInfo.processInfo.environment) throws(CatsDataError)
        -> String
    {
        let base: String
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            base = xdg
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            #if canImport(Darwin)
                base = home + "/Library/Application Support"
            #else
                base = home + "/.local/share"
            #endif
        } else {
            throw .noDataDirectory(reason: "neither XDG_DATA_HOME nor HOME is set to an absolute path")
        }
        let folder = (base.hasSuffix("/") ? String(base.dropLast()) : base) + "/" + folderName
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw .cannotCreateDirectory(path: folder, reason: (error as NSError).localizedDescription)
        }
        return folder + "/" + fileName
    }
}

/// Why the Cats data could not be opened; each case names what to fix.
public enum CatsDataError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No data directory could be worked out from the environment.
    case noDataDirectory(reason: String)
    /// The database's folder could not be created.
    case cannotCreateDirectory(path: String, reason: String)
    /// The database could not be opened, migrated or seeded (corrupt, newer, read-only, …).
    case store(StoreError)
    /// The catalog a new database is seeded from could not be read.
    case catalog(CatalogError)
    /// The server URL is not an `http://` or `https://` URL with a host.
    case invalidServerURL(String)
    /// Another copy of Cats (process `holder`, when known) has the database open.
    case databaseInUse(path: String, holder: Int32?)
    /// The database's lock file could not be made.
    case cannotLock(path: String, reason: String)

    /// The lock's error in the app's words.
    init(_ error: StoreFileLockError) {
        switch error {
        case .inUse(let path, let holder): self = .databaseInUse(path: path, holder: holder)
        case .cannotLock(let path, let reason): self = .cannotLock(path: path, reason: reason)
        }
    }

    public var description: String {
        switch self {
        case .noDataDirectory(let reason): "cannot find a place for the database: \(reason); pass --database PATH"
        case .cannotCreateDirectory(let path, let reason): "cannot create the database folder \(path): \(reason)"
        case .store(let error): "\(error)"
        case .catalog(let error): "\(error)"
        case .invalidServerURL(let url): "\"\(url)\" is not a server URL: use http://host:port"
        case .databaseInUse(let path, let holder):
            "another copy of cats\(holder.map { " (process \($0))" } ?? "") is using \(path); quit it, or pass --database PATH"
        case .cannotLock(let path, let reason): "cannot lock the database (\(path)): \(reason)"
        }
    }
}
