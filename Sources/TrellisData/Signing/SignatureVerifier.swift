import Crypto
import Foundation

/// Checks a ``RequestSigner`` signature on the server: the HMAC (compared in constant time),
/// the timestamp (within a clock-skew window) and the nonce (a signature is accepted once).
///
/// ```swift
/// let verifier = SignatureVerifier(secret: AppSecret(secretText))
/// let version = try await verifier.verify(method: "POST", target: "/favorites/3", headers: headers, body: body)
/// ```
public actor SignatureVerifier {
    let secret: AppSecret
    /// How far a request's timestamp may be from the server's clock.
    public let window: Duration
    var seen: Set<String> = []
    var expiries: [(expiry: Date, nonce: String)] = []
    var oldest = 0

    /// A verifier for requests signed with `secret`, accepting a clock skew of `window`.
    public init(secret: AppSecret, window: Duration = .seconds(300)) {
        self.secret = secret
        self.window = window
    }

    /// Verifies a request; returns the app version it was signed with.
    ///
    /// - Parameters:
    ///   - method: the request's HTTP method.
    ///   - target: the request target: path and query, as sent.
    ///   - headers: the request's headers, names in any case.
    ///   - body: the request's body, as received.
    ///   - now: the server's clock (tests pass their own).
    /// - Throws: ``SignatureError`` saying what was wrong (missing header, outside the window,
    ///   bad signature, replay).
    public func verify(
        method: String, target: String, headers: [String: String], body: Data, now: Date = Date()
    ) throws(SignatureError) -> String {
        let headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
        func header(_ name: String) throws(SignatureError) -> String {
            guard let value = headers[name], !value.isEmpty else { throw .missingHeader(name) }
            return value
        }
        let version = try header(RequestSigner.Header.appVersion)
        let timestampText = try header(RequestSigner.Header.timestamp)
        let nonce = try header(RequestSigner.Header.nonce)
        let signatureText = try header(RequestSigner.Header.signature)
        guard let timestamp = Int64(timestampText) else { throw .malformedTimestamp }
        let skew = now.timeIntervalSince1970 - Double(timestamp)
        guard abs(skew) <= Double(window.components.seconds) else { throw .outsideWindow(skewSeconds: Int(skew)) }
        guard let signature = Self.bytes(hex: signatureText), signature.count == SHA256.byteCount else { throw .malformedSignature }
        let message = RequestSigner.canonical(
            method: method, target: target, body: body, timestamp: timestampText, nonce: nonce, appVersion: version)
        // swift-crypto compares authentication codes in constant time.
        guard HMAC<SHA256>.isValidAuthenticationCode(signature, authenticating: message, using: secret.key) else {
            throw .badSignature
        }
        forgetExpired(now: now)
        guard seen.insert(nonce).inserted else { throw .replayed }
        // A nonce must be remembered as long as its timestamp can still pass the window.
        expiries.append((now.addingTimeInterval(2 * Double(window.components.seconds)), nonce))
        return version
    }

    func forgetExpired(now: Date) {
        while oldest < expiries.count, expiries[oldest].expiry < now {
            seen.remove(expiries[oldest].nonce)
            oldest += 1
        }
        if oldest > 1024, oldest * 2 > expiries.count {
            expiries.removeFirst(oldest)
            oldest = 0
        }
    }

    /// How many nonces are remembered (for tests of expiry).
    public var rememberedCount: Int { seen.count }

    static func bytes(hex: String) -> [UInt8]? {
        let digits = Array(hex.utf8)
        guard digits.count.isMultiple(of: 2) else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(digits.count / 2)
        var index = 0
        while index < digits.count {
            guard let high = value(digits[index]), let low = value(digits[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
            index += 2
        }
        return bytes
    }

    static func value(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

/// Why a signed request was refused (the server answers 401 with this reason).
public enum SignatureError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The request lacks the named signing header.
    case missingHeader(String)
    /// The timestamp header is not a whole number of seconds.
    case malformedTimestamp
    /// The signature header is not a hex HMAC-SHA256.
    case malformedSignature
    /// The timestamp is further from the server's clock than the window allows.
    case outsideWindow(skewSeconds: Int)
    /// The signature does not match the request: it was changed, or signed with another secret.
    case badSignature
    /// This signature's nonce was already accepted.
    case replayed

    public var description: String {
        switch self {
        case .missingHeader(let name): "missing header \(name)"
        case .malformedTimestamp: "the timestamp is not a number of seconds"
        case .malformedSignature: "the signature is not 64 hex digits"
        case .outsideWindow(let skew): "the request is \(abs(skew)) s \(skew >= 0 ? "old" : "in the future"), outside the allowed window"
        case .badSignature: "the signature does not match"
        case .replayed: "this signature was already used"
        }
    }
}
