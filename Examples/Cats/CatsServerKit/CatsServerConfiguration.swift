import CatsAPI
import Foundation
import Logging
import TrellisData

/// Everything `cats-server` is started with: where it listens, where it keeps its data, the
/// secret requests are signed with and the faults it injects.
///
/// The defaults are the demo's: `127.0.0.1`, port 8080, `./cats-server.sqlite`,
/// ``CatsAPI/CatsAPI/demoSecret``, no faults.
///
/// ```swift
/// var configuration = CatsServerConfiguration(database: .inMemory)
/// configuration.port = 0                                  // any free port
/// configuration.faults.failFavorites = true               // every favorites write is refused (403)
/// let app = try await CatsServer(configuration).makeApplication()
/// ```
public struct CatsServerConfiguration: Sendable {
    /// The address to listen on.
    public var host: String
    /// The port; 0 asks the system for a free one (the listening line says which).
    public var port: Int
    /// Where breeds, sightings, users, tokens and favorites are kept.
    public var database: ServerDatabaseLocation
    /// The secret every request's signature is checked with.
    public var secret: AppSecret
    /// How far a request's signing time may be from the server's clock.
    public var signatureWindow: Duration
    /// The faults injected for demos and tests.
    public var faults: FaultInjection
    /// The largest request body read (64 KiB: a favorite list of every breed is under 1 KiB);
    /// a larger one is refused with 413, before it is read when its length is declared.
    public var maximumBodySize: Int
    /// Connections, timeouts and the rates of what costs the server storage.
    public var limits: ServerLimits
    /// The server's clock: signing windows, token lifetimes, sign-in rates (tests pass their own).
    public var clock: @Sendable () -> Date
    /// Where request logs go.
    public var logger: Logger

    /// A configuration with the demo's defaults; every field can be changed after.
    public init(
        host: String = "127.0.0.1", port: Int = 8080, database: ServerDatabaseLocation = .file("./cats-server.sqlite"),
        secret: AppSecret = CatsAPI.demoSecret, signatureWindow: Duration = .seconds(300),
        faults: FaultInjection = FaultInjection(), maximumBodySize: Int = 64 << 10, limits: ServerLimits = ServerLimits(),
        clock: @escaping @Sendable () -> Date = { Date() }, logger: Logger = Logger(label: "cats-server")
    ) {
        self.host = host
        self.port = port
        self.database = database
        self.secret = secret
        self.signatureWindow = signatureWindow
        self.faults = faults
        self.maximumBodySize = maximumBodySize
        self.limits = limits
        self.clock = clock
        self.logger = logger
    }
}

/// Where the server keeps its SQLite database.
public enum ServerDatabaseLocation: Sendable, Equatable, CustomStringConvertible {
    /// A file, created (and seeded) on first run; favorites and tokens survive restarts.
    case file(String)
    /// A database that lives as long as the application: for tests.
    case inMemory

    /// `:memory:` is the in-memory database, as in SQLite; any other text is a file path.
    public init(argument: String) {
        self = argument == ":memory:" ? .inMemory : .file(argument)
    }

    public var description: String {
        switch self {
        case .file(let path): path
        case .inMemory: ":memory:"
        }
    }
}
