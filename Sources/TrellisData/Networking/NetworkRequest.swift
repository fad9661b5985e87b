import Foundation

/// An HTTP method, with whether repeating it is safe (only those are retried).
public struct HTTPMethod: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The method's name, upper case.
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue.uppercased() }

    /// `GET`.
    public static let get = HTTPMethod(rawValue: "GET")
    /// `HEAD`.
    public static let head = HTTPMethod(rawValue: "HEAD")
    /// `POST`.
    public static let post = HTTPMethod(rawValue: "POST")
    /// `PUT`.
    public static let put = HTTPMethod(rawValue: "PUT")
    /// `PATCH`.
    public static let patch = HTTPMethod(rawValue: "PATCH")
    /// `DELETE`.
    public static let delete = HTTPMethod(rawValue: "DELETE")

    /// Whether sending the request twice has the effect of sending it once (RFC 9110 §9.2.2).
    public var isIdempotent: Bool { [.get, .head, .put, .delete].contains(self) || rawValue == "OPTIONS" }

    public var description: String { rawValue }
}

/// One HTTP request as the transport sends it: an absolute URL, headers and a body.
///
/// Its description names the method and URL and the header names, never the values of
/// credentials (`authorization`, the signature).
public struct NetworkRequest: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The HTTP method.
    public var method: HTTPMethod
    /// The absolute URL, percent-encoded (see ``APIServer``).
    public var url: String
    /// Header fields in order; names are lowercase.
    public var headers: [(name: String, value: String)]
    /// The request body; empty for none.
    public var body: Data

    /// A request; header names are lowercased.
    public init(method: HTTPMethod, url: String, headers: [(name: String, value: String)] = [], body: Data = Data()) {
        self.method = method
        self.url = url
        self.headers = headers.map { ($0.name.lowercased(), $0.value) }
        self.body = body
    }

    /// The first value of the header `name`.
    public func header(_ name: String) -> String? {
        let name = name.lowercased()
        return headers.first { $0.name == name }?.value
    }

    /// Sets (replacing) the header `name`.
    public mutating func setHeader(_ name: String, _ value: String) {
        let name = name.lowercased()
        headers.removeAll { $0.name == name }
        headers.append((name, value))
    }

    /// The path and query as sent on the request line (`/breeds/12?x=1`), which signing covers.
    public var target: String {
        guard let components = URLComponents(string: url) else { return url }
        let path = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
        return components.percentEncodedQuery.map { "\(path)?\($0)" } ?? path
    }

    /// Header names whose values are credentials and never printed.
    static let secretHeaders: Set<String> = ["authorization", RequestSigner.Header.signature, "cookie"]

    /// The headers as printed: credentials' values replaced by `<redacted>`.
    var printableHeaders: [String] {
        headers.map { Self.secretHeaders.contains($0.name) ? "\($0.name): <redacted>" : "\($0.name): \($0.value)" }
    }

    public var description: String {
        let names = printableHeaders
        return "\(method) \(url)" + (names.isEmpty ? "" : " [\(names.joined(separator: ", "))]")
            + (body.isEmpty ? "" : " (\(body.count) bytes)")
    }

    public var debugDescription: String { description }

    /// What `dump` and debuggers show: the headers redacted as in ``description``.
    public var customMirror: Mirror {
        Mirror(
            self, children: ["method": method.rawValue, "url": url, "headers": printableHeaders, "body": "\(body.count) bytes"],
            displayStyle: .struct)
    }

    public static func == (lhs: NetworkRequest, rhs: NetworkRequest) -> Bool {
        lhs.method == rhs.method && lhs.url == rhs.url && lhs.body == rhs.body
            && lhs.headers.map(\.name) == rhs.headers.map(\.name) && lhs.headers.map(\.value) == rhs.headers.map(\.value)
    }
}

/// One HTTP response: status, headers and the whole body.
public struct NetworkResponse: Sendable, Equatable {
    /// The HTTP status code.
    public var status: Int
    /// The response headers, names in lower case.
    public var headers: [String: String]
    /// The response body.
    public var body: Data

    /// A response with `status`, `headers` and `body`.
    public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}
