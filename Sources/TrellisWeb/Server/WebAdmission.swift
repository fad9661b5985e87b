import Foundation
import Logging
import Synchronization
import TrellisServerGuards

/// What decides whether a request gets through to the page or the socket, before any app
/// is made: the host name it was sent to, the launch's token, the socket's `Origin` and
/// WebSocket version, and how many wrong tokens its address has sent.
///
/// One per server, shared by its connections: the request guard on each connection asks
/// it first, the router asks it again (``WebServer/admit(_:)``), so a request refused
/// here is refused whatever path it takes.
final class WebAdmission: Sendable {
    /// Why a request was refused: its status, the sentence its body says, and headers to add.
    struct Refusal: Sendable {
        var status: Int
        var reason: String
        var headers: [(String, String)] = []
    }

    /// A request as the checks see it: plain values, from NIO's head or Hummingbird's.
    struct Request {
        var host: String?
        var hostCount: Int
        var path: Substring
        var token: Substring?
        var origins: [String]
        var isUpgrade: Bool
        var webSocketVersions: [String]
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

    /// The refusal `request` from `client` gets, or nil when it may go on.
    ///
    /// Only the page (`/`) and the socket carry the token; the script and the stylesheet
    /// hold no secret and need only the host name.
    ///
    /// - Parameters:
    ///   - client: The address it came from.
    ///   - counting: Whether a wrong token counts against `client` (the request guard's
    ///     check, the first); the router's second check only repeats the verdict.
    func refusal(for request: Request, from client: String, counting: Bool = true) -> Refusal? {
        guard request.hostCount == 1, configuration.servesHost(request.host) else {
            logger.warning(
                "web: a request for another host name was refused", metadata: ["host": "\(request.host ?? "")", "client": "\(client)"])
            return Refusal(status: 403, reason: "This server does not serve that host name (see the allowed hosts option).")
        }
        let isSocket = request.path == WebPage.socketPath
        guard request.path == "/" || isSocket else { return nil }
        if counting, let seconds = secondsBlocked(client) {
            return Refusal(
                status: 429, reason: "Too many wrong tokens from your address: try again in \(seconds) s.",
                headers: [("retry-after", "\(seconds)")])
        }
        guard configuration.token.matches(request.token) else {
            return counting ? wrongToken(from: client) : Refusal(status: 403, reason: Self.needsTheToken)
        }
        guard isSocket else { return nil }
        guard request.isUpgrade else { return Refusal(status: 400, reason: "The socket is a WebSocket: ask for an upgrade.") }
        guard request.webSocketVersions == ["13"] else {
            return Refusal(
                status: 426, reason: "The socket speaks WebSocket version 13 only.", headers: [("sec-websocket-version", "13")])
        }
        // One Origin, the page's own: a page from another site the same browser opened
        // (which could guess nothing but might try) is refused before any app is made.
        guard request.origins.count == 1, let origin = request.origins.first, let host = request.host,
            origin == "http://\(host)" || configuration.extraOrigins.contains(origin)
        else {
            logger.warning("web: a socket from another origin was refused", metadata: ["origin": "\(request.origins)"])
            return Refusal(status: 403, reason: "The socket must come from this server's own page.")
        }
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
