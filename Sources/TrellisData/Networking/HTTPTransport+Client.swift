import AsyncHTTPClient
import Foundation
import Tracing

extension AsyncHTTPClientTransport {
    /// The client every transport uses unless given another: `HTTPClient.shared`'s
    /// configuration with redirects refused, on the default event loop group, made once and
    /// never shut down (as `HTTPClient.shared` is; its connection pool is its only state).
    ///
    /// It traces with the tracer the app bootstrapped (`InstrumentationSystem`), and with none
    /// when that is the no-op tracer (nothing bootstrapped), whose spans record nothing.
    public static let sharedClient: HTTPClient = {
        var configuration = HTTPClient.Configuration.singletonConfiguration
        configuration.redirectConfiguration = .disallow
        configuration.tracing.tracer = tracer(keeping: configuration.tracing.tracer)
        return HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
    }()

    /// The tracer the shared client keeps of `tracer`: nil for the no-op tracer. Its spans
    /// record nothing, yet async-http-client made one for every request, casting the tracer
    /// back from `any Sendable` and parsing the URL a second time for the span's attributes
    /// (about 5 % of a loopback GET's time in `trellis-bench`). Without a tracer the client
    /// makes no span; any other tracer is kept.
    static func tracer(keeping tracer: (any Tracer)?) -> (any Tracer)? {
        tracer is NoOpTracer ? nil : tracer
    }

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
        let bytes = url.utf8
        // The authority: after "://", up to the first "/", "?" or "#".
        var index = bytes.startIndex
        var slashes = 0
        while index != bytes.endIndex {
            let byte = bytes[index]
            index = bytes.index(after: index)
            if byte == UInt8(ascii: ":") && slashes == 0 {
                slashes = 1
            } else if byte == UInt8(ascii: "/") && slashes > 0 {
                slashes += 1
                if slashes == 3 { break }
            } else if slashes > 0 {
                slashes = 0
            }
        }
        guard slashes == 3 else { return nil }
        let start = index
        var end = start
        var colon: String.UTF8View.Index?
        while end != bytes.endIndex {
            let byte = bytes[end]
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { break }
            // After user info ("user:secret@") or an IPv6 host ("[::1]"), look for the port again.
            if byte == UInt8(ascii: "@") || byte == UInt8(ascii: "]") { colon = nil }
            if byte == UInt8(ascii: "[") { colon = nil }
            if byte == UInt8(ascii: ":") { colon = end }
            end = bytes.index(after: end)
        }
        // An IPv6 host without its closing bracket has no port to read.
        let authority = url[start..<end]
        if authority.first == "[" && !authority.contains("]") { return nil }
        guard let colon else { return nil }
        let digits = url[bytes.index(after: colon)..<end]
        guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
        return digits
    }
}
