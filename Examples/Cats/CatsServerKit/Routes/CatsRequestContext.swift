import Hummingbird
import NIOCore

/// Hummingbird's basic request context plus the address the request came from, which the
/// server's per-client limits key on (``SignInLimiter``, the nonce shares).
///
/// Hummingbird's router test framework has no peer: its requests come from
/// ``CatsRequestContext/unknownClient``, one client.
public struct CatsRequestContext: RequestContext, RemoteAddressRequestContext {
    /// Hummingbird's per-request storage.
    public var coreContext: CoreRequestContextStorage
    /// The peer of the connection the request came on.
    public let remoteAddress: SocketAddress?

    /// The context of a request arriving on `source`'s channel.
    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress
    }

    /// The key the per-client limits count this request under: its IP address.
    public var client: String { remoteAddress?.ipAddress ?? Self.unknownClient }

    /// The client of a request with no peer address.
    public static let unknownClient = "unknown"
}
