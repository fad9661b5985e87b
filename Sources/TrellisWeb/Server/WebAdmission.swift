import Foundation
import Logging
import Synchronization
import TrellisServerGuards

/// What decides whether a request gets through to the page or the socket, before any app
/// is made: the host name it was sent to, the launch's token (in the URL, or the cookie
/// the first page load set), the socket's `Origin` and WebSocket version, and how many
/// wrong tokens its client has sent. Behind a reverse proxy it names
/// (``WebServerConfiguration/trustedProxies``) the client, the host name and the scheme
/// are the proxy's `X-Forwarded-For`, `X-Forwarded-Host` and `X-Forwarded-Proto`.
///
/// One per server, shared by its connections: the request guard on each connection asks
/// it first, the router asks it again (``WebServer/admit(_:)``), so a request refused
/// here is refused whatever path it takes.
final class WebAdmission: Sendable {
    /// Why a request was refused: its status, the sentence its body says, and headers to add.
    struct Refusal: Error, Sendable {
        var status: Int
        var reason: String
        var headers: [(String, String)] = []
    }

    /// A request as the checks see it: plain values, from NIO's head or Hummingbird's.
    struct Request {
        var host: String?
        var hostCount: Int
        var path: Substring
        /// The `token` of the URL's query.
        var token: Substring?
        /// The `Cookie` headers' values.
        var cookies: [String] = []
        var origins: [String]
        var isUpgrade: Bool
        var webSocketVersions: [String]
        /// The `X-Forwarded-For`, `X-Forwarded-Host` and `X-Forwarded-Proto` headers' values,
        /// believed only from a trusted proxy.
        var forwardedFor: [String] = []
        var forwardedHost: [String] = []
        var forwardedProto: [String] = []
    }

    /// Who sent a request, as far as the server can tell: the peer, or behind a trusted
    /// proxy the client it forwarded for; and the host name and scheme the browser used.
    struct Sender: Equatable {
        /// The client's address: what wrong tokens are counted against.
        var client: String
        /// The `Host` the browser asked for (the proxy's `X-Forwarded-Host` behind one).
        var host: String?
        /// `http` or `https` (the proxy's `X-Forwarded-Proto` behind one).
        var scheme: String
        /// Whether the request came through a trusted proxy.
        var isProxied: Bool
    }

    /// What a request that may go on gets: the page, or (for the page asked with its
    /// token in the URL) a redirect that moves the token into a cookie.
    enum Admitted: Equatable {
        case pass
        /// `303 See Other` to `./` setting the cookie ``WebAccessToken/cookieName``; the
        /// cookie is `Secure` when the page was asked for over https.
        case moveTokenToCookie(secure: Bool)
    }

    let configuration: WebServerConfiguration
    let logger: Logger
    /// Wrong tokens by address, and until when an address that sent too many is refused.
    private let guesses: Mutex<(buckets: RateBuckets, blocked: [String: Date])>
    private let now: @Sendable () -> Date

    init(configuration: WebServerConfiguration, logger: Logger, now: @escaping @Sendable () -> Date = Date.init) {
        self.configuration = configuration
        self.logger = logger
        self.now = now
        guesses = Mutex(
            (
                RateBuckets(
                    burst: max(1, configuration.tokenGuessBurst), perSecond: max(0.001, configuration.tokenGuessesPerSecond),
                    capacity: 10_000),
                [:]
            ))
    }

    /// Who sent `request`, which reached the server from `peer`: the peer itself, unless
    /// it is one of ``WebServerConfiguration/trustedProxies``; then the client is the
    /// rightmost `X-Forwarded-For` address that is not a trusted proxy (the one the
    /// nearest proxy saw; those left of it are the client's own word), and the host name
    /// and scheme are the proxy's forwarded ones. A forwarded value that is not an address,
    /// a host name, `http` or `https` is not believed (the peer's own stand).
    ///
    /// - Parameter peer: The address the connection came from; `nil` when the caller
    ///   cannot tell (the router's second check): forwarded headers are then believed when
    ///   any proxy is trusted, as the first check, which knew the peer, already decided.
    func sender(of request: Request, peer: String?) -> Sender {
        let trusted = configuration.trustedProxies
        let proxied = peer.map(trusted.contains) ?? !trusted.isEmpty
        guard proxied else { return Sender(client: peer ?? "", host: request.host, scheme: "http", isProxied: false) }
        var client = peer ?? ""
        // At most 32 hops are read: a longer chain is the client's own word anyway.
        let hops = request.forwardedFor.flatMap { $0.split(separator: ",") }.suffix(32)
        for hop in hops.reversed() {
            let address = hop.trimmingCharacters(in: .whitespaces)
            guard WebServerConfiguration.isClientAddress(address) else { break }
            client = address
            if !trusted.contains(address) { break }
        }
        let host = request.forwardedHost.last.flatMap { value in
            value.split(separator: ",").last.map { $0.trimmingCharacters(in: .whitespaces) }
        }.flatMap { WebServerConfiguration.hostName(ofAuthority: $0) != nil ? $0 : nil }
        let proto = request.forwardedProto.last?.split(separator: ",").last?.trimmingCharacters(in: .whitespaces).lowercased()
        return Sender(
            client: client, host: host ?? request.host, scheme: proto == "https" || proto == "http" ? proto ?? "http" : "http",
            isProxied: true)
    }

    /// The token `request` carries: the URL's, else the cookie's.
    func token(of request: Request) -> Substring? {
        if let token = request.token, !token.isEmpty { return token }
        let name = configuration.token.cookieName
        for header in request.cookies {
            for pair in header.split(separator: ";") {
                let trimmed = pair.drop(while: { $0 == " " })
                guard let equals = trimmed.firstIndex(of: "="), trimmed[..<equals] == name else { continue }
                return trimmed[trimmed.index(after: equals)...]
            }
        }
        return nil
    }

    /// What `request`, which reached the server from `peer`, gets: a refusal, or leave to
    /// go on (a redirect for the page asked with its token in the URL, while
    /// ``WebServerConfiguration/tokenCookie`` is on).
    ///
    /// Only the page (`/`) and the socket carry the token; the script and the stylesheet
    /// hold no secret and need only the host name.
    ///
    /// - Parameters:
    ///   - peer: The address the connection came from (``sender(of:peer:)``).
    ///   - counting: Whether a wrong token counts against the client (the request guard's
    ///     check, the first); the router's second check only repeats the verdict.
    func verdict(for request: Request, peer: String?, counting: Bool = true) -> Result<Admitted, Refusal> {
        let sender = sender(of: request, peer: peer)
        let client = sender.client
        guard request.hostCount == 1, configuration.servesHost(sender.host) else {
            logger.warning(
                "web: a request for another host name was refused", metadata: ["host": "\(sender.host ?? "")", "client": "\(client)"])
            return .failure(Refusal(status: 403, reason: "This server does not serve that host name (see the allowed hosts option)."))
        }
        let isSocket = request.path == WebPage.socketPath
        guard request.path == "/" || isSocket else { return .success(.pass) }
        if counting, let seconds = secondsBlocked(client) {
            return .failure(
                Refusal(
                    status: 429, reason: "Too many wrong tokens from your address: try again in \(seconds) s.",
                    headers: [("retry-after", "\(seconds)")]))
        }
        guard configuration.token.matches(token(of: request)) else {
            return .failure(counting ? wrongToken(from: client) : Refusal(status: 403, reason: Self.needsTheToken))
        }
        guard isSocket else {
            let inURL = request.token.map { !$0.isEmpty } ?? false
            return .success(inURL && configuration.tokenCookie ? .moveTokenToCookie(secure: sender.scheme == "https") : .pass)
        }
        guard request.isUpgrade else { return .failure(Refusal(status: 400, reason: "The socket is a WebSocket: ask for an upgrade.")) }
        guard request.webSocketVersions == ["13"] else {
            return .failure(
                Refusal(
                    status: 426, reason: "The socket speaks WebSocket version 13 only.", headers: [("sec-websocket-version", "13")]))
        }
        // One Origin, the page's own: a page from another site the same browser opened
        // (which could guess nothing but might try) is refused before any app is made.
        guard request.origins.count == 1, let origin = request.origins.first, let host = sender.host,
            origin.lowercased() == "\(sender.scheme)://\(host.lowercased())" || configuration.extraOrigins.contains(origin)
        else {
            logger.warning(
                "web: a socket from another origin was refused", metadata: ["origin": "\(request.origins)", "client": "\(client)"])
            return .failure(Refusal(status: 403, reason: "The socket must come from this server's own page."))
        }
        return .success(.pass)
    }

    /// The refusal `request` from `peer` gets, or nil when it may go on
    /// (``verdict(for:peer:counting:)``).
    func refusal(for request: Request, from peer: String?, counting: Bool = true) -> Refusal? {
        if case .failure(let refusal) = verdict(for: request, peer: peer, counting: counting) { return refusal }
        return nil
    }

    /// Counts a wrong token from `client`: 403 while its burst lasts, then 429 for as
    /// long as its bucket takes to refill, every request from it refused (a right token
    /// too, so guessing on gains nothing).
    private func wrongToken(from client: String) -> Refusal {
        let instant = now()
        let wait = guesses.withLock { state -> Int64? in
            guard let wait = state.buckets.take(client, at: instant) else { return nil }
            if state.blocked[client] == nil, state.blocked.count >= 10_000 {
                state.blocked = state.blocked.filter { $0.value > instant }
            }
            if state.blocked.count < 10_000 { state.blocked[client] = instant.addingTimeInterval(TimeInterval(wait)) }
            return wait
        }
        guard let wait else {
            logger.warning("web: a request with a wrong token was refused", metadata: ["client": "\(client)"])
            return Refusal(status: 403, reason: Self.needsTheToken)
        }
        logger.warning(
            "web: too many wrong tokens; the address is refused for a while",
            metadata: ["client": "\(client)", "seconds": "\(wait)"])
        return Refusal(
            status: 429, reason: "Too many wrong tokens from your address: try again in \(wait) s.", headers: [("retry-after", "\(wait)")])
    }

    static let needsTheToken = "This address needs the token the server printed (…/?token=…)."

    /// Whole seconds `client` is still refused for, or nil.
    private func secondsBlocked(_ client: String) -> Int64? {
        let instant = now()
        return guesses.withLock { state in
            guard let until = state.blocked[client] else { return nil }
            guard until > instant else {
                state.blocked[client] = nil
                return nil
            }
            return Int64(max(1, until.timeIntervalSince(instant).rounded(.up)))
        }
    }
}
