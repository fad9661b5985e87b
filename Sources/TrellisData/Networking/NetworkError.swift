/// Why a request through the ``Networker`` failed.
public enum NetworkError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The connection failed or dropped (refused, reset, closed mid-response).
    case transport(String)
    /// No complete response within the timeout.
    case timedOut
    /// The server answered with a status outside 200–299; `body` is its text (cut at 4 KiB).
    case status(Int, body: String)
    /// The response arrived but could not be decoded; `field` names where (`breeds[3].origin`).
    case decoding(field: String, message: String)
    /// The request was cancelled (by its task, its id, its group, or ``Networker/cancelAll()``).
    case cancelled
    /// The request could not be built (a URL that does not parse).
    case invalidRequest(String)
    /// The body was larger than the transport accepts.
    case responseTooLarge(limit: Int)

    /// Whether trying again may succeed: a dropped connection, a timeout, 408, 429, 502, 503, 504.
    public var isTransient: Bool {
        switch self {
        case .transport, .timedOut: true
        case .status(let code, _): [408, 429, 502, 503, 504].contains(code)
        case .decoding, .cancelled, .invalidRequest, .responseTooLarge: false
        }
    }

    public var description: String {
        switch self {
        case .transport(let message): "connection failed: \(message)"
        case .timedOut: "the request timed out"
        case .status(let code, let body): "HTTP \(code)" + (body.isEmpty ? "" : ": \(body)")
        case .decoding(let field, let message): "cannot decode \(field.isEmpty ? "the response" : field): \(message)"
        case .cancelled: "the request was cancelled"
        case .invalidRequest(let message): "invalid request: \(message)"
        case .responseTooLarge(let limit): "the response is larger than \(limit) bytes"
        }
    }
}
