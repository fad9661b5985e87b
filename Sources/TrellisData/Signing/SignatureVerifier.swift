import Crypto
import Foundation

/// Checks a ``RequestSigner`` signature on the server: the headers' form and the timestamp
/// (within a clock-skew window, the same both ways) before the body is read, then the HMAC
/// (compared in constant time) and the nonce (a signature is accepted once, as long as its
/// timestamp could still pass; the ``NonceLedger`` remembers it).
///
/// Every number and text it reads comes from outside and is range-checked: a timestamp of
/// `-9223372036854775808` is "outside the window", never an overflow, and a nonce is at most
/// ``maximumNonceLength`` URL-safe characters.
///
/// It holds only constants, so its methods are `nonisolated`: requests verify in parallel,
/// each waiting only for its ``NonceLedger``.
///
/// ```swift
/// let verifier = SignatureVerifier(secret: AppSecret(secretText))
/// let signed = try verifier.checkHeaders(headers)            // before the body is read
/// let version = try await verifier.verify(signed, method: "POST", target: "/favorites/3", body: body)
/// ```
public actor SignatureVerifier {
    let secret: AppSecret
    /// How far a request's timestamp may be from the server's clock, either way.
    public let window: Duration
    /// Where accepted nonces are remembered.
    public let ledger: any NonceLedger

    /// The longest nonce accepted (``RequestSigner/makeNonce(at:)`` makes 32 characters).
    public static let maximumNonceLength = 64
    /// The longest app version accepted.
    public static let maximumVersionLength = 64

    /// A verifier for requests signed with `secret`, accepting a clock skew of `window`
    /// either way and remembering nonces in `ledger` (in memory, bounded, by default).
    public init(secret: AppSecret, window: Duration = .seconds(300), ledger: any NonceLedger = MemoryNonceLedger()) {
        self.secret = secret
        self.window = window
        self.ledger = ledger
    }

    /// Verifies a request whose headers ``checkHeaders(_:now:)`` accepted; returns the app
    /// version it was signed with.
    ///
    /// - Parameters:
    ///   - signed: the request's signing headers, checked.
    ///   - method: the request's HTTP method.
    ///   - target: the request target: path and query, as sent.
    ///   - body: the request's body, as received.
    ///   - now: the server's clock (tests pass their own).
    /// - Throws: ``SignatureError``: bad signature, replay, or the ledger full or failing.
    public nonisolated func verify(
        _ signed: SignedHeaders, method: String, target: String, body: Data, now: Date = Date()
    ) async throws(SignatureError) -> String {
        let message = RequestSigner.canonical(
            method: method, target: target, body: body, timestamp: signed.timestampText, nonce: signed.nonce,
            appVersion: signed.appVersion, authorization: signed.authorization)
        // swift-crypto compares authentication codes in constant time.
        guard HMAC<SHA256>.isValidAuthenticationCode(signed.signature, authenticating: message, using: secret.key) else {
            throw .badSignature
        }
        // A nonce can be replayed as long as its timestamp passes the window: until timestamp + window.
        let (expiry, overflow) = signed.timestamp.addingReportingOverflow(windowSeconds)
        let fresh: Bool
        do throws(NonceLedgerError) {
            fresh = try await ledger.record(signed.nonce, until: overflow ? .max : expiry, now: Self.seconds(now))
        } catch {
            switch error {
            case .full(let retryAfter): throw .tooManyRequests(retryAfterSeconds: retryAfter)
            case .failed(let reason): throw .ledgerFailed(reason)
            }
        }
        guard fresh else { throw .replayed }
        return signed.appVersion
    }

    /// Verifies a request in one step: ``checkHeaders(_:now:)`` then ``verify(_:method:target:body:now:)``.
    ///
    /// - Throws: ``SignatureError`` saying what was wrong.
    public nonisolated func verify(
        method: String, target: String, headers: [String: String], body: Data, now: Date = Date()
    ) async throws(SignatureError) -> String {
        let signed = try checkHeaders(headers, now: now)
        return try await verify(signed, method: method, target: target, body: body, now: now)
    }

    /// The window in whole seconds.
    nonisolated var windowSeconds: Int64 { window.components.seconds }

    /// `date` as whole Unix seconds, rounded down (the signer's rounding), clamped to Int64:
    /// the server's clock as the verifier reads it.
    public static func unixSeconds(_ date: Date) -> Int64 { seconds(date) }

    static func seconds(_ date: Date) -> Int64 {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        guard seconds.isFinite else { return seconds > 0 ? .max : .min }
        if seconds >= 9.2e18 { return .max }
        if seconds <= -9.2e18 { return .min }
        return Int64(seconds)
    }
}
