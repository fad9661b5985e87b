import Crypto
import Foundation

/// Adds the app version, a timestamp, a nonce and an HMAC-SHA256 signature to every request
/// (Facebook's `FBURLRequestGenerator`, which adds the app secret and version).
///
/// The signature covers, one per line: the method, the request target (path and query as
/// sent), the hex SHA-256 of the body, the timestamp (Unix seconds), the nonce, the app
/// version and the `authorization` header as sent (empty without one), so a captured
/// request cannot be replayed as another user by swapping its token. ``SignatureVerifier``
/// checks it on the server. A fresh nonce per request keeps two
/// identical requests in the same second distinct, so retries are not taken for replays.
///
/// ```swift
/// let signer = RequestSigner(secret: AppSecret(secretText), appVersion: "1.4.0")
/// let signed = signer.sign(request)          // x-trellis-signature: 9f86d0…
/// ```
public struct RequestSigner: Sendable, CustomStringConvertible {
    /// The header names the signer sets.
    public enum Header {
        /// The app's version, on every request.
        public static let appVersion = "x-trellis-app-version"
        /// When the request was signed, in seconds since 1970.
        public static let timestamp = "x-trellis-timestamp"
        /// A random value used once, so a request cannot be replayed.
        public static let nonce = "x-trellis-nonce"
        /// The HMAC of the request's canonical form, in hex.
        public static let signature = "x-trellis-signature"
    }

    let secret: AppSecret
    /// The version sent with every request.
    public let appVersion: String
    /// The user's token, sent as `authorization: Bearer …` when set.
    public var accessToken: AccessToken?

    /// A signer for this app.
    public init(secret: AppSecret, appVersion: String, accessToken: AccessToken? = nil) {
        self.secret = secret
        self.appVersion = appVersion
        self.accessToken = accessToken
    }

    /// `request` with the version, timestamp, nonce, signature (and token) headers set.
    public func sign(_ request: NetworkRequest, at now: Date = Date(), nonce: String = RequestSigner.makeNonce()) -> NetworkRequest {
        var signed = request
        let timestamp = String(Int64(now.timeIntervalSince1970.rounded(.down)))
        signed.setHeader(Header.appVersion, appVersion)
        signed.setHeader(Header.timestamp, timestamp)
        signed.setHeader(Header.nonce, nonce)
        if let accessToken { signed.setHeader("authorization", "Bearer \(accessToken.value)") }
        let message = Self.canonical(
            method: request.method.rawValue, target: request.target, body: request.body,
            timestamp: timestamp, nonce: nonce, appVersion: appVersion, authorization: signed.header("authorization") ?? "")
        let code = HMAC<SHA256>.authenticationCode(for: message, using: secret.key)
        signed.setHeader(Header.signature, Self.hex(Data(code)))
        return signed
    }

    /// The bytes the signature covers.
    static func canonical(
        method: String, target: String, body: Data, timestamp: String, nonce: String, appVersion: String, authorization: String
    ) -> Data {
        let digest = hex(Data(SHA256.hash(data: body)))
        return Data([method.uppercased(), target, digest, timestamp, nonce, appVersion, authorization].joined(separator: "\n").utf8)
    }

    /// Who requests are signed as: the hex SHA-256 of the token, empty without one (the
    /// ``Networker`` keys coalesced GETs by it; the token itself is never kept there).
    var identity: String {
        accessToken.map { Self.hex(Data(SHA256.hash(data: Data($0.value.utf8)))) } ?? ""
    }

    /// A new nonce: 16 bytes in hex (32 characters), the first 6 the milliseconds since 1970
    /// at `now` (big-endian), the other 10 random (80 bits), as a UUIDv7 or a ULID is made.
    ///
    /// Only uniqueness matters to the server (the signature covers the nonce, so only the
    /// signer makes them); the time first makes one signer's nonces ascend, so the server's
    /// ledger adds each where the last went (the end of its index) rather than at a random
    /// page of it: under load, about one page written per commit instead of one per nonce.
    /// Two nonces of the same millisecond differ with a chance of 1 in 2^80 of colliding.
    public static func makeNonce(at now: Date = Date()) -> String {
        var generator = SystemRandomNumberGenerator()
        // Before 1970 (a clock set wrong) is 0; past 2^48 ms (year 10889) the last value.
        let milliseconds = UInt64(max(0, min(now.timeIntervalSince1970 * 1_000, Double(1 << 48 - 1))))
        let high: UInt64 = generator.next()
        let low: UInt64 = generator.next()
        var bytes: [UInt8] = []
        bytes.reserveCapacity(16)
        for shift in stride(from: 40, through: 0, by: -8) { bytes.append(UInt8(truncatingIfNeeded: milliseconds >> shift)) }
        for shift in stride(from: 56, through: 0, by: -8) { bytes.append(UInt8(truncatingIfNeeded: high >> shift)) }
        for shift in stride(from: 56, through: 48, by: -8) { bytes.append(UInt8(truncatingIfNeeded: low >> shift)) }
        return hex(Data(bytes))
    }

    static func hex(_ data: Data) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(data.count * 2)
        for byte in data {
            bytes.append(digits[Int(byte >> 4)])
            bytes.append(digits[Int(byte & 0xF)])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    public var description: String {
        "RequestSigner(appVersion: \(appVersion), secret: <redacted>, token: \(accessToken == nil ? "none" : "<redacted>"))"
    }
}
