import TrellisServerGuards

/// Where a ``WebServer`` listens and what it lets a browser do.
///
/// Everything a page sends is outside input, and a server on a laptop is reachable by any
/// page the same browser opens: the defaults listen on the loopback interface only, ask
/// for a per-launch token in the URL, accept a socket only from the server's own origin,
/// and cap sessions, message sizes and message rates.
///
/// ```swift
/// var configuration = WebServerConfiguration(port: 8000)
/// configuration.maximumSessions = 4
/// let server = WebServer(configuration) { try await makeTab() }
/// ```
public struct WebServerConfiguration: Sendable {
    /// The address to listen on: `127.0.0.1` unless another is named.
    public var host: String
    /// The port to listen on; `0` picks a free one (``WebServer/run(onListening:)`` says which).
    public var port: Int
    /// The secret every URL carries (`?token=…`), new for each launch.
    public var token: WebAccessToken
    /// At most this many tabs at once, counting those inside their reload grace period;
    /// one more gets its socket closed at once with code 1008 and the reason, which the
    /// page shows.
    public var maximumSessions: Int
    /// How long a closed tab's app waits for the same tab to come back (a reload) before
    /// it ends.
    public var reloadGrace: Duration
    /// How many messages a tab may send in a burst, and how many per second after it.
    public var messageBurst: Int
    /// The steady rate ``messageBurst`` refills at, in messages per second.
    public var messagesPerSecond: Int
    /// How often a tab's app runs a frame while a spinner moves (16 ms). Otherwise it runs
    /// one only when asked: input, or a view of its tree that changed (data that loaded);
    /// an idle tab runs none.
    public var frameInterval: Duration
    /// How much a page may send and how big its window may be.
    public var limits: WebLimits
    /// How frames go to the page: the binary layout by default, JSON text to read them in
    /// the browser's developer tools (``WebFrameEncoding``). Every tab's app is set to it.
    public var frameEncoding: WebFrameEncoding
    /// The page's title.
    public var title: String
    /// Origins besides the page's own (`http://` and the `Host` it was asked for) whose
    /// sockets are accepted: a reverse proxy's public address, like
    /// `https://cats.example.com`. Empty by default.
    public var extraOrigins: Set<String>
    /// How many connections the server holds (page loads and sockets, in all and from one
    /// address) and how long a request may take to arrive or an answer to be read
    /// (`TrellisServerGuards`): past a cap a connection is refused at once with 503, a
    /// slow or idle one is closed. 512 connections, 128 from one address, by default.
    public var connections: ConnectionLimits
    /// Wrong tokens one address may send at once before it is refused for a while: each
    /// is 403 and logged; past the burst every request from that address that carries a
    /// token (the right one too) is 429 with `Retry-After`, until its bucket refills at
    /// ``tokenGuessesPerSecond``. 10 by default.
    public var tokenGuessBurst: Int
    /// How fast an address's wrong-token bucket refills, per second: 1 by default.
    public var tokenGuessesPerSecond: Double
    /// WebSocket frames a tab may send in a burst, control frames (pings) included, and
    /// ``framesPerSecond`` after it; more close its socket with 1008 (``messageBurst``
    /// counts whole messages). 400 by default.
    public var frameBurst: Int
    /// The steady rate ``frameBurst`` refills at: 200 a second by default.
    public var framesPerSecond: Int
    /// The most frames one message may come in; more close the socket with 1009. 64 by
    /// default (a browser sends each message in one).
    public var maximumFragments: Int
    /// Host names, besides IP addresses and `localhost`, that the page and its socket may
    /// be asked for in the `Host` header: the name a reverse proxy forwards, like
    /// `cats.example.com` (the hosts of ``extraOrigins`` count too). Empty by default.
    ///
    /// A page on another site can make the browser's name for it point at this server
    /// (DNS rebinding): the browser then sends that name as the `Host`, and the page's
    /// own origin matches it. Only names the server was told it serves get past this
    /// check, so such a page gets 403 before the token is even looked at.
    public var allowedHosts: Set<String>

    /// The addresses of reverse proxies in front of the server (`127.0.0.1` for an nginx on
    /// the same machine). A request from one of them is taken for the client it forwards:
    /// its `X-Forwarded-For` names the client (the rightmost address that is not a trusted
    /// proxy), whose wrong tokens are counted; its `X-Forwarded-Host` is the host name
    /// checked (against ``allowedHosts``) and its `X-Forwarded-Proto` the scheme the page's
    /// origin has (`https://cats.example.com` then passes without ``extraOrigins``). The
    /// per-address connection cap does not apply to them (each carries every client's
    /// connections). From any other address these headers are ignored. Empty by default.
    public var trustedProxies: Set<String>

    /// Whether the page, asked for with its token in the URL, moves the token into a
    /// cookie: it answers `303 See Other` to `./` with the cookie
    /// (``WebAccessToken/cookieName``, `HttpOnly`, `SameSite=Strict`, `Secure` over https),
    /// so the address bar, the history and a shared screen no longer show the token; the
    /// page and its socket then carry it in the cookie. On by default; off keeps the token
    /// in the URL (a browser that refuses cookies).
    public var tokenCookie: Bool

    /// A configuration with the safe defaults: loopback, a fresh token, 8 sessions, a 10 s
    /// reload grace, 200 messages in a burst and 100 a second after it, 60 frames a second,
    /// 512 connections (128 from one address), 10 wrong tokens from an address before it
    /// waits.
    public init(
        host: String = "127.0.0.1", port: Int = 8000, token: WebAccessToken = WebAccessToken(), title: String = "Trellis"
    ) {
        self.host = host
        self.port = port
        self.token = token
        self.title = title
        maximumSessions = 8
        reloadGrace = .seconds(10)
        messageBurst = 200
        messagesPerSecond = 100
        frameInterval = .milliseconds(16)
        limits = .standard
        frameEncoding = .binary
        extraOrigins = []
        allowedHosts = []
        trustedProxies = []
        tokenCookie = true
        connections = ConnectionLimits()
        connections.maximumConnectionsPerAddress = 128
        tokenGuessBurst = 10
        tokenGuessesPerSecond = 1
        frameBurst = 400
        framesPerSecond = 200
        maximumFragments = 64
    }

    /// Whether a request's `Host` (its authority: a name or address and maybe a port)
    /// names this server: an IP address (which no other site can point at it), `localhost`,
    /// one of ``allowedHosts``, or the host of one of ``extraOrigins``; letters' case
    /// ignored. A missing or malformed `Host` is not.
    public func servesHost(_ authority: String?) -> Bool {
        guard let authority, let name = Self.hostName(ofAuthority: authority) else { return false }
        if name == "localhost" || Self.isIPAddress(name) { return true }
        if allowedHosts.contains(where: { $0.lowercased() == name }) { return true }
        return extraOrigins.contains { origin in
            guard let separator = origin.range(of: "://") else { return false }
            return Self.hostName(ofAuthority: String(origin[separator.upperBound...])) == name
        }
    }

    /// `Example.com:8000` → `example.com`, `[::1]:80` → `::1`; nil for an empty name, a
    /// port that is not digits, or characters no host name has.
    static func hostName(ofAuthority authority: String) -> String? {
        var name = Substring(authority.lowercased())
        var port: Substring = ""
        if name.hasPrefix("[") {
            guard let close = name.firstIndex(of: "]") else { return nil }
            port = name[name.index(after: close)...]
            name = name[name.index(after: name.startIndex)..<close]
            guard name.allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." }), name.contains(":") else { return nil }
        } else {
            if let colon = name.lastIndex(of: ":") {
                port = name[colon...]
                name = name[..<colon]
            }
            guard name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") }) else { return nil }
        }
        if !port.isEmpty {
            guard port.first == ":", (2...6).contains(port.count), port.dropFirst().allSatisfy({ ("0"..."9").contains($0) }) else {
                return nil
            }
        }
        return name.isEmpty ? nil : String(name)
    }

    /// Whether `text` is a client address as a proxy's `X-Forwarded-For` writes one: an IPv4
    /// address, or an IPv6 one (hex digits, colons and maybe a dotted tail, no brackets).
    static func isClientAddress(_ text: String) -> Bool {
        guard !text.isEmpty, text.utf8.count <= 45 else { return false }
        if text.contains(":") { return text.allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." } }
        return isIPAddress(text)
    }

    /// Whether `name` is an IPv4 address (four numbers 0…255) or an IPv6 one (as
    /// ``hostName(ofAuthority:)`` takes it out of its brackets).
    static func isIPAddress(_ name: String) -> Bool {
        if name.contains(":") { return true }  // only a bracketed IPv6 address has one here
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4
            && parts.allSatisfy { part in
                (1...3).contains(part.count) && part.allSatisfy { ("0"..."9").contains($0) } && Int(part).map { $0 <= 255 } == true
            }
    }

    /// A `[HOST:]PORT` as a command line gives it: `8000`, `0.0.0.0:8000`, `[::1]:8000`;
    /// the host is `127.0.0.1` when not named, port `0` picks a free one.
    ///
    /// - Throws: ``WebServerError/badAddress(_:)`` when the port is not a number in
    ///   0…65535 or the host is empty or holds a space or a slash.
    public static func address(_ text: String) throws(WebServerError) -> (host: String, port: Int) {
        var host = "127.0.0.1"
        var portText = Substring(text)
        if let colon = text.lastIndex(of: ":") {
            host = String(text[..<colon])
            portText = text[text.index(after: colon)...]
            if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        }
        guard !host.isEmpty, !host.contains(where: { $0 == " " || $0 == "/" }), (1...5).contains(portText.count),
            portText.allSatisfy({ ("0"..."9").contains($0) }), let port = Int(portText), (0...65_535).contains(port)
        else { throw .badAddress(text) }
        return (host, port)
    }

    /// The address to open in a browser, token included.
    ///
    /// - Parameter port: The port actually bound (the configured one unless it was `0`).
    public func url(port: Int) -> String {
        let shownHost = host.contains(":") ? "[\(host)]" : host
        return "http://\(shownHost):\(port)/?token=\(token.text)"
    }
}

/// The secret a ``WebServer``'s URLs carry: 128 random bits as 32 hex digits, compared in
/// constant time.
public struct WebAccessToken: Sendable, Hashable, CustomStringConvertible {
    /// The token as it appears in a URL.
    public let text: String

    /// A new random token.
    public init() {
        var generator = SystemRandomNumberGenerator()
        text = (0..<4).map { _ in
            let word = String(generator.next() as UInt32, radix: 16)
            return String(repeating: "0", count: 8 - word.count) + word
        }.joined()
    }

    /// A given token (a test's, or one a launcher chose).
    ///
    /// - Throws: ``WebServerError/weakToken`` when `text` is shorter than 16 characters
    ///   or holds anything but letters, digits, `-` and `_` (it goes into URLs as it is).
    public init(_ text: String) throws(WebServerError) {
        let allowed = text.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_")
        }
        guard text.utf8.count >= 16, allowed else { throw .weakToken }
        self.text = text
    }

    /// Whether `candidate` is this token, taking the same time whatever it holds (a
    /// guessing page learns nothing from how fast it is refused).
    public func matches(_ candidate: Substring?) -> Bool {
        let given = Array((candidate ?? "").utf8)
        let expected = Array(text.utf8)
        var difference = UInt8(given.count == expected.count ? 0 : 1)
        for index in expected.indices {
            difference |= expected[index] ^ (index < given.count ? given[index] : 0)
        }
        return difference == 0
    }

    /// The name of the cookie the page keeps the token in (``WebServerConfiguration/tokenCookie``):
    /// `trellis-token-` and eight hex digits of a hash of the token, so two servers on one
    /// machine (whose cookies a browser does not tell apart by port) keep theirs apart, and
    /// processes that share a token behind one address (sticky sessions) share it. The
    /// hash, 32 bits of FNV-1a, tells nothing usable about a 128-bit token.
    public var cookieName: String {
        var hash: UInt32 = 0x811c_9dc5
        for byte in text.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        let hex = String(hash, radix: 16)
        return "trellis-token-" + String(repeating: "0", count: 8 - hex.count) + hex
    }

    /// Shows only that it is a token, so logging a configuration does not leak it.
    public var description: String { "WebAccessToken(…)" }
}

/// Why a ``WebServer`` refused a configuration or a connection.
public enum WebServerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A token too short to be a secret, or with characters a URL would change.
    case weakToken
    /// A `[HOST:]PORT` that is not one (``WebServerConfiguration/address(_:)``).
    case badAddress(String)
    /// A configuration value out of range.
    case badConfiguration(field: String, reason: String)

    public var description: String {
        switch self {
        case .weakToken: "a web token must be at least 16 letters, digits, '-' or '_'"
        case .badAddress(let text): "'\(text)' is not [HOST:]PORT with a port in 0…65535, like 8000 or 0.0.0.0:8000"
        case .badConfiguration(let field, let reason): "\(field): \(reason)"
        }
    }
}

extension ConnectionLimits {
    /// These limits with `addresses` free of the per-address cap as well (a server's trusted proxies).
    func withUnlimitedAddresses(_ addresses: Set<String>) -> ConnectionLimits {
        var limits = self
        limits.unlimitedAddresses.formUnion(addresses)
        return limits
    }
}
