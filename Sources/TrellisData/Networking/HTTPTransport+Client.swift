import AsyncHTTPClient
import Foundation

extension AsyncHTTPClientTransport {
    /// The client every transport uses unless given another: `HTTPClient.shared`'s
    /// configuration with redirects refused, on the default event loop group, made once and
    /// never shut down (as `HTTPClient.shared` is; its connection pool is its only state).
    public static let sharedClient: HTTPClient = {
        var configuration = HTTPClient.Configuration.singletonConfiguration
        configuration.redirectConfiguration = .disallow
        return HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
    }()

    /// Throws when `url` names a port outside 0…65535, which async-http-client (through
    /// NIO's `SocketAddress`) traps on instead of refusing.
    ///
    /// Reads the authority's port by scanning the bytes (every request passes here: parsing
    /// the URL with Foundation's `URLComponents` cost more than the rest of the networker's
    /// bookkeeping for a loopback GET).
    static func checkPort(of url: String) throws(NetworkError) {
        // A URL with no port, or one that is not digits, is the client's to refuse or default.
        guard let digits = portDigits(of: url) else { return }
        var port = 0
        for digit in digits.utf8 {
            port = port * 10 + Int(digit &- UInt8(ascii: "0"))
            guard port <= 65_535 else { throw .invalidRequest("the port \(digits) in \(url) is outside 0…65535") }
        }
    }

    /// The digits after the authority's port colon: `scheme://[user@]host:PORT/…`, with an
    /// IPv6 host in brackets (`http://[::1]:8080`); nil when there is no port or it is not all digits.
    static func portDigits(of url: String) -> Substring? {
        guard let schemeEnd = url.firstRange(of: "://") else { return nil }
        var authority = url[schemeEnd.upperBound...]
        if let end = authority.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }) { authority = authority[..<end] }
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        if authority.first == "[" {
            guard let close = authority.firstIndex(of: "]") else { return nil }
            authority = authority[authority.index(after: close)...]
        }
        guard let colon = authority.lastIndex(of: ":") else { return nil }
        let digits = authority[authority.index(after: colon)...]
        guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
        return digits
    }
}
