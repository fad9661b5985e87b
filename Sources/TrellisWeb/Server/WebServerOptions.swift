import ArgumentParser
import Foundation

/// The command-line options every Trellis app served to a browser shares: where to serve
/// (`--web [HOST:]PORT`), how many tabs, how fast a tab may send, how many connections,
/// and the names and origins a reverse proxy adds. An app takes them as an option group,
/// so `cats`, `trellis-gallery` and `twig` read the same flags the same way:
///
/// ```swift
/// struct App: AsyncParsableCommand {
///     @OptionGroup var web: WebServerOptions
///     func run() async throws {
///         guard let configuration = try web.configuration(title: "App") else { return runInTheTerminal() }
///         try await WebServer(configuration) { request in makeTab(request) }.run()
///     }
/// }
/// ```
///
/// Every value is checked in `validate()`: a bad one exits 64 naming the flag.
public struct WebServerOptions: ParsableArguments, Sendable {
    /// `--web [HOST:]PORT`: serve to a browser instead of the terminal.
    @Option(
        name: .customLong("web"),
        help: ArgumentHelp(
            """
            Serve the app to a browser at [HOST:]PORT instead of the terminal (127.0.0.1 unless a host is named; port 0 \
            picks one) and print the address to open, which carries this launch's token (or the one in the environment \
            variable TRELLIS_WEB_TOKEN: processes behind one address share it). Each tab has its own app.
            """, valueName: "[HOST:]PORT"))
    public var address: String?

    /// `--max-tabs N`: tabs served at once, those waiting for a reload included.
    @Option(name: .customLong("max-tabs"), help: "With --web: the most tabs served at once (1…10000; 8 unless given).")
    public var maximumTabs: Int?

    /// `--tab-messages-per-second N`: the steady rate one tab may send at.
    @Option(
        name: .customLong("tab-messages-per-second"),
        help: "With --web: messages a second one tab may send after a burst of twice as many (1…10000; 100 unless given).")
    public var tabMessagesPerSecond: Int?

    /// `--max-connections N`: page loads and sockets held at once.
    @Option(
        name: .customLong("max-connections"),
        help: "With --web: connections held at once, a quarter of them from one address (1…1000000; 512 unless given).")
    public var maximumConnections: Int?

    /// `--allow-host NAME`, repeatable: a host name the page may be asked for.
    @Option(
        name: .customLong("allow-host"),
        help: "With --web: a host name the page may be asked for besides IP addresses and localhost (a proxy's); repeatable.")
    public var allowedHosts: [String] = []

    /// `--allow-origin ORIGIN`, repeatable: an origin whose sockets are accepted.
    @Option(
        name: .customLong("allow-origin"),
        help: "With --web: an origin whose sockets are accepted besides the page's own, like https://cats.example.com; repeatable.")
    public var allowedOrigins: [String] = []

    /// `--trust-proxy ADDRESS`, repeatable: a reverse proxy whose `X-Forwarded-*` headers are believed.
    @Option(
        name: .customLong("trust-proxy"),
        help: ArgumentHelp(
            """
            With --web: the address of a reverse proxy in front (127.0.0.1 for one on this machine), whose \
            X-Forwarded-For, -Host and -Proto headers name the client, the host and the scheme; repeatable.
            """, valueName: "ADDRESS"))
    public var trustedProxies: [String] = []

    /// `--web-token-in-url`: keep the token in the page's URL instead of a cookie.
    @Flag(
        name: .customLong("web-token-in-url"),
        help: "With --web: keep the token in the page's address instead of moving it into a cookie on the first load.")
    public var tokenInURL = false

    /// `--web-frames json`: frames as JSON text, to read in the browser's developer tools.
    @Option(
        name: .customLong("web-frames"),
        help: ArgumentHelp(
            "With --web: how frames go to the page: binary (compact, the default) or json (to read them while debugging).",
            valueName: "binary|json"))
    public var frameEncoding: WebFrameEncoding?

    /// No options given: the terminal.
    public init() {}

    /// Checks every value given.
    public func validate() throws {
        let flags: [(String, Int?, ClosedRange<Int>)] = [
            ("--max-tabs", maximumTabs, 1...10_000), ("--tab-messages-per-second", tabMessagesPerSecond, 1...10_000),
            ("--max-connections", maximumConnections, 1...1_000_000),
        ]
        for (flag, value, range) in flags {
            guard let value else { continue }
            guard address != nil else { throw ValidationError("\(flag) needs --web") }
            guard range.contains(value) else {
                throw ValidationError("\(flag) must be \(range.lowerBound)…\(range.upperBound) (got \(value))")
            }
        }
        if address == nil, !(allowedHosts.isEmpty && allowedOrigins.isEmpty) {
            throw ValidationError("--allow-host and --allow-origin need --web")
        }
        if address == nil, frameEncoding != nil { throw ValidationError("--web-frames needs --web") }
        if address == nil, !trustedProxies.isEmpty || tokenInURL {
            throw ValidationError("--trust-proxy and --web-token-in-url need --web")
        }
        for proxy in trustedProxies where !WebServerConfiguration.isClientAddress(proxy) {
            throw ValidationError("--trust-proxy: '\(proxy)' is not an IP address like 127.0.0.1 or ::1")
        }
        for host in allowedHosts where WebServerConfiguration.hostName(ofAuthority: host) != host.lowercased() {
            throw ValidationError("--allow-host: '\(host)' is not a host name (letters, digits, '-' and '.', no port)")
        }
        for origin in allowedOrigins where !Self.isOrigin(origin) {
            throw ValidationError("--allow-origin: '\(origin)' is not an origin like https://cats.example.com or http://host:8080")
        }
        _ = try configuration(title: "")
    }

    /// The server's configuration these options give, titled `title`; nil without `--web`.
    ///
    /// - Parameters:
    ///   - title: The page's title.
    ///   - environment: Where `TRELLIS_WEB_TOKEN` is read (the process's, by default).
    /// - Throws: a `ValidationError` naming `--web` when its address is not `[HOST:]PORT`,
    ///   or `TRELLIS_WEB_TOKEN` when it is set to a weak token.
    public func configuration(
        title: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> WebServerConfiguration? {
        guard let address else { return nil }
        let (host, port): (String, Int)
        do { (host, port) = try WebServerConfiguration.address(address) } catch { throw ValidationError("--web: \(error)") }
        var token = WebAccessToken()
        if let shared = environment["TRELLIS_WEB_TOKEN"] {
            do { token = try WebAccessToken(shared) } catch { throw ValidationError("TRELLIS_WEB_TOKEN: \(error)") }
        }
        var configuration = WebServerConfiguration(host: host, port: port, token: token, title: title)
        if let maximumTabs { configuration.maximumSessions = maximumTabs }
        if let tabMessagesPerSecond {
            configuration.messagesPerSecond = tabMessagesPerSecond
            configuration.messageBurst = 2 * tabMessagesPerSecond
        }
        if let maximumConnections {
            configuration.connections.maximumConnections = maximumConnections
            configuration.connections.maximumConnectionsPerAddress = max(1, maximumConnections / 4)
        }
        configuration.allowedHosts = Set(allowedHosts.map { $0.lowercased() })
        configuration.extraOrigins = Set(allowedOrigins)
        if let frameEncoding { configuration.frameEncoding = frameEncoding }
        configuration.trustedProxies = Set(trustedProxies)
        configuration.tokenCookie = !tokenInURL
        return configuration
    }

    /// `http://` or `https://`, a host and maybe a port, nothing after.
    static func isOrigin(_ text: String) -> Bool {
        for scheme in ["http://", "https://"] where text.hasPrefix(scheme) {
            return WebServerConfiguration.hostName(ofAuthority: String(text.dropFirst(scheme.count))) != nil
        }
        return false
    }
}

extension WebFrameEncoding: ExpressibleByArgument {}
