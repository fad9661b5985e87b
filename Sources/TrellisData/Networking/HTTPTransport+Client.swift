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
    static func checkPort(of url: String) throws(NetworkError) {
        // A URL that does not parse, or has no port, is the client's to refuse or default.
        guard let port = URLComponents(string: url)?.port else { return }
        guard (0...65_535).contains(port) else { throw .invalidRequest("the port \(port) in \(url) is outside 0…65535") }
    }
}
