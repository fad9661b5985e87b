/// The server the app talks to: turns an ``Endpoint`` into an absolute URL, percent-encoding
/// each path segment and query item once (so `a/b` in a segment stays one segment, and `%`
/// is never encoded twice).
public struct APIServer: Sendable, Equatable, CustomStringConvertible {
    /// The base URL, without a trailing slash: `http://127.0.0.1:8080/api`.
    public let baseURL: String

    /// A server at `baseURL`; a trailing slash is dropped.
    public init(baseURL: String) {
        var base = baseURL
        while base.hasSuffix("/") { base.removeLast() }
        self.baseURL = base
    }

    /// The absolute URL of `endpoint`.
    public func url<R>(for endpoint: Endpoint<R>) -> String {
        let path = endpoint.path.map { "/" + Self.percentEncode($0) }.joined()
        let query = endpoint.query.map { "\(Self.percentEncode($0.name))=\(Self.percentEncode($0.value))" }.joined(separator: "&")
        return baseURL + (path.isEmpty ? "/" : path) + (query.isEmpty ? "" : "?\(query)")
    }

    /// The request for `endpoint`.
    public func request<R>(for endpoint: Endpoint<R>) -> NetworkRequest {
        NetworkRequest(method: endpoint.method, url: url(for: endpoint), headers: endpoint.headers, body: endpoint.body)
    }

    /// Percent-encodes everything but RFC 3986's unreserved characters (`A–Z a–z 0–9 - . _ ~`).
    ///
    /// - Complexity: O(*n*) in the UTF-8 length.
    public static func percentEncode(_ text: String) -> String {
        var encoded = ""
        encoded.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF".unicodeScalars)
                encoded.unicodeScalars.append("%")
                encoded.unicodeScalars.append(hex[Int(byte >> 4)])
                encoded.unicodeScalars.append(hex[Int(byte & 0xF)])
            }
        }
        return encoded
    }

    public var description: String { baseURL }
}
