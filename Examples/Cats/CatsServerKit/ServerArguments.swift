import CatsAPI
import Logging
import TrellisData

/// `cats-server`'s command-line options as typed, checked into a
/// ``CatsServerConfiguration``. The executable only parses text into this; every rule
/// lives here, where tests reach it.
///
/// ```swift
/// let arguments = ServerArguments(port: 0, latency: "500ms", failRate: 0.3)
/// let configuration = try arguments.configuration(logger: logger)
/// ```
public struct ServerArguments: Sendable, Equatable {
    public var host = "127.0.0.1"
    public var port = 8080
    /// A path, or `:memory:`.
    public var database = "./cats-server.sqlite"
    /// The signing secret's text; nil for ``CatsAPI/CatsAPI/demoSecret``.
    public var secret: String?
    public var failFavorites = false
    /// Like `500ms`, `2s` or `0` (``LatencyParser``).
    public var latency = "0"
    public var failRate = 0.0
    public var seed: UInt64 = 2026
    /// How long each favorites write is held back, like `latency` (``LatencyParser``).
    public var favoritesDelay = "0"

    public init(
        host: String = "127.0.0.1", port: Int = 8080, database: String = "./cats-server.sqlite", secret: String? = nil,
        failFavorites: Bool = false, latency: String = "0", failRate: Double = 0, seed: UInt64 = 2026,
        favoritesDelay: String = "0"
    ) {
        self.host = host
        self.port = port
        self.database = database
        self.secret = secret
        self.failFavorites = failFavorites
        self.latency = latency
        self.failRate = failRate
        self.seed = seed
        self.favoritesDelay = favoritesDelay
    }

    /// The configuration these options ask for.
    ///
    /// - Throws: ``Invalid`` naming the option and what to write instead.
    public func configuration(logger: Logger = Logger(label: "cats-server")) throws(Invalid) -> CatsServerConfiguration {
        guard (0...65_535).contains(port) else { throw .port(port) }
        guard !host.isEmpty else { throw .host }
        guard !database.isEmpty else { throw .database }
        if let secret, secret.utf8.count < 16 { throw .secretTooShort(bytes: secret.utf8.count) }
        guard failRate.isFinite, (0...1).contains(failRate) else { throw .failRate(failRate) }
        let delay: Duration
        do throws(LatencyParser.Invalid) { delay = try LatencyParser.parse(latency) } catch { throw .latency(error) }
        let favoritesDelay: Duration
        do throws(LatencyParser.Invalid) { favoritesDelay = try LatencyParser.parse(self.favoritesDelay) } catch {
            throw .favoritesDelay(error)
        }
        return CatsServerConfiguration(
            host: host, port: port, database: ServerDatabaseLocation(argument: database),
            secret: secret.map(AppSecret.init) ?? CatsServerConfiguration().secret,
            faults: FaultInjection(
                failFavorites: failFavorites, latency: delay, failRate: failRate, seed: seed, favoritesDelay: favoritesDelay),
            logger: logger)
    }

    /// An option the server cannot start with.
    public enum Invalid: Error, Equatable, Sendable, CustomStringConvertible {
        case port(Int)
        case host
        case database
        case secretTooShort(bytes: Int)
        case failRate(Double)
        case latency(LatencyParser.Invalid)
        /// `--delay-favorites` is not a duration within ``LatencyParser/maximum``.
        case favoritesDelay(LatencyParser.Invalid)

        public var description: String {
            switch self {
            case .port(let port): "--port \(port) is not a port: use 1…65535, or 0 for any free one"
            case .host: "--host is empty: give an address such as 127.0.0.1"
            case .database: "--database is empty: give a file path, or :memory:"
            case .secretTooShort(let bytes): "--secret is \(bytes) bytes; a signing secret needs at least 16"
            case .failRate(let rate): "--fail-rate \(rate) is not a fraction: use a number from 0 to 1, like 0.3"
            case .latency(let problem): problem.description
            case .favoritesDelay(.notADuration(let text)): "--delay-favorites '\(text)' is not a duration: write it like 500ms, 2s or 0"
            case .favoritesDelay(.tooLong(let text)): "--delay-favorites '\(text)' is longer than the 1 hour (3600s) limit"
            }
        }
    }
}
