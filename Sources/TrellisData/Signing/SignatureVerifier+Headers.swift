import Crypto
import Foundation

/// A request's signing headers, checked for form and time: what ``SignatureVerifier`` needs
/// besides the body. Made by ``SignatureVerifier/checkHeaders(_:now:)``.
public struct SignedHeaders: Sendable, Equatable {
    /// The app version the request was signed with.
    public let appVersion: String
    let timestampText: String
    let timestamp: Int64
    let nonce: String
    let signature: [UInt8]
    let authorization: String
}

extension SignatureVerifier {
    /// Checks everything that can be checked before the body is read: every signing header
    /// present and well formed, and the timestamp within the window. A server calls it first,
    /// so a request that cannot verify is refused before its body is read.
    ///
    /// - Parameters:
    ///   - headers: the request's headers, names in any case.
    ///   - now: the server's clock.
    /// - Throws: ``SignatureError``: missing or malformed header, outside the window.
    public nonisolated func checkHeaders(_ headers: [String: String], now: Date = Date()) throws(SignatureError) -> SignedHeaders {
        let headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
        func header(_ name: String) throws(SignatureError) -> String {
            guard let value = headers[name], !value.isEmpty else { throw .missingHeader(name) }
            return value
        }
        let version = try header(RequestSigner.Header.appVersion)
        guard version.utf8.count <= Self.maximumVersionLength else { throw .malformedVersion }
        let timestampText = try header(RequestSigner.Header.timestamp)
        // Int64's parser range-checks: 20 digits or `1e400` are nil, not a trap.
        guard timestampText.utf8.count <= 20, let timestamp = Int64(timestampText) else { throw .malformedTimestamp }
        let nonce = try header(RequestSigner.Header.nonce)
        guard nonce.utf8.count <= Self.maximumNonceLength, nonce.utf8.allSatisfy(Self.isNonceCharacter) else {
            throw .malformedNonce
        }
        let signatureText = try header(RequestSigner.Header.signature)
        guard signatureText.utf8.count == 2 * SHA256.byteCount, let signature = Self.bytes(hex: signatureText) else {
            throw .malformedSignature
        }
        let (skew, overflow) = Self.seconds(now).subtractingReportingOverflow(timestamp)
        let window = windowSeconds
        // Whole seconds on both sides, so ±window is accepted and ±(window + 1) refused, either way.
        if overflow { throw .outsideWindow(skewSeconds: timestamp < 0 ? .max : .min, windowSeconds: window) }
        guard skew.magnitude <= UInt64(clamping: window) else { throw .outsideWindow(skewSeconds: skew, windowSeconds: window) }
        return SignedHeaders(
            appVersion: version, timestampText: timestampText, timestamp: timestamp, nonce: nonce, signature: signature,
            authorization: headers["authorization"] ?? "")
    }

    /// Letters, digits, `-` and `_`: what fits a header and a log line unescaped.
    static func isNonceCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
            true
        case UInt8(ascii: "-"), UInt8(ascii: "_"): true
        default: false
        }
    }

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
