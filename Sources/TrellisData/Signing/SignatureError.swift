/// Why a signed request was refused. The server answers 401 with this reason, except
/// ``tooManyRequests(retryAfterSeconds:)`` (429 with `Retry-After`) and
/// ``ledgerFailed(_:)`` (503).
public enum SignatureError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The request lacks the named signing header.
    case missingHeader(String)
    /// A signing header (or `authorization`) appears more than once.
    case duplicateHeader(String)
    /// The timestamp header is not a whole number of seconds that fits in 64 bits.
    case malformedTimestamp
    /// The nonce is longer than ``SignatureVerifier/maximumNonceLength`` or has characters
    /// other than letters, digits, `-` and `_`.
    case malformedNonce
    /// The app version header is longer than ``SignatureVerifier/maximumVersionLength``.
    case malformedVersion
    /// The signature header is not a hex HMAC-SHA256.
    case malformedSignature
    /// The timestamp is further from the server's clock than the window allows: `skewSeconds`
    /// is the server's time minus the timestamp (positive: old, negative: in the future).
    case outsideWindow(skewSeconds: Int64, windowSeconds: Int64)
    /// The signature does not match the request: it was changed, or signed with another secret.
    case badSignature
    /// This signature's nonce was already accepted.
    case replayed
    /// The ledger of nonces is full of ones still inside the window: try again later.
    case tooManyRequests(retryAfterSeconds: Int64)
    /// The ledger of nonces could not be read or written (the server's disk).
    case ledgerFailed(String)

    public var description: String {
        switch self {
        case .missingHeader(let name): "missing header \(name)"
        case .duplicateHeader(let name): "the header \(name) appears more than once"
        case .malformedTimestamp: "the timestamp is not a number of seconds"
        case .malformedNonce:
            "the nonce is not 1–\(SignatureVerifier.maximumNonceLength) letters, digits, - or _"
        case .malformedVersion: "the app version is longer than \(SignatureVerifier.maximumVersionLength) bytes"
        case .malformedSignature: "the signature is not 64 hex digits"
        case .outsideWindow(let skew, let window):
            "the request is \(skew.magnitude) s \(skew >= 0 ? "old" : "in the future"), outside the allowed window of ±\(window) s"
        case .badSignature: "the signature does not match"
        case .replayed: "this signature was already used"
        case .tooManyRequests(let seconds): "too many signed requests in the window: try again in \(seconds) s"
        case .ledgerFailed(let reason): "the server cannot check for replays: \(reason)"
        }
    }
}
