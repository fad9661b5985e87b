import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

/// Sends one HTTP request and returns the whole response: what the ``Networker`` runs on.
///
/// The one real implementation is ``AsyncHTTPClientTransport``; tests of code above the
/// networker may substitute their own.
public protocol HTTPTransport: Sendable {
    /// Sends `request`; fails with ``NetworkError/timedOut`` if it takes longer than `timeout`.
    func send(_ request: NetworkRequest, timeout: Duration) async throws(NetworkError) -> NetworkResponse
}

/// ``HTTPTransport`` over async-http-client (SwiftNIO): the same client on Linux and on
/// Apple platforms, with connection pooling, deadlines and task cancellation.
///
/// It never follows a redirect: a 3xx answer is returned as it is. A signed request is
/// valid only for its own target, and async-http-client traps on a redirect to a port
/// outside 0…65535 with an IP address host (`Location: http://127.0.0.1:99999/`), so one
/// answer from a hostile server could kill the app. A URL with such a port is
/// ``NetworkError/invalidRequest(_:)`` before it reaches the client, for the same reason.
///
/// ```swift
/// let transport = AsyncHTTPClientTransport()          // AsyncHTTPClientTransport.sharedClient
/// let networker = Networker(transport: transport, server: APIServer(baseURL: "http://127.0.0.1:8080"))
/// ```
public struct AsyncHTTPClientTransport: HTTPTransport {
    let client: HTTPClient
    /// The largest body accepted.
    public let maximumBodySize: Int

    /// A transport on `client` (by default ``sharedClient``, which needs no shutdown),
    /// accepting bodies up to `maximumBodySize` bytes.
    public init(client: HTTPClient = AsyncHTTPClientTransport.sharedClient, maximumBodySize: Int = 16 << 20) {
        self.client = client
        self.maximumBodySize = maximumBodySize
    }

    public func send(_ request: NetworkRequest, timeout: Duration) async throws(NetworkError) -> NetworkResponse {
        try Self.checkPort(of: request.url)
        var outgoing = HTTPClientRequest(url: request.url)
        outgoing.method = NIOHTTP1.HTTPMethod(rawValue: request.method.rawValue)
        for (name, value) in request.headers { outgoing.headers.add(name: name, value: value) }
        if !request.body.isEmpty { outgoing.body = .bytes(ByteBuffer(bytes: request.body)) }
        let nanoseconds = timeout.components.seconds * 1_000_000_000 + timeout.components.attoseconds / 1_000_000_000
        do {
            let response = try await client.execute(outgoing, timeout: .nanoseconds(nanoseconds))
            let body = try await response.body.collect(upTo: maximumBodySize)
            // Sized once for the fields that came: growing the table as names were added cost a rehash or two per response.
            var headers = [String: String](minimumCapacity: response.headers.count)
            for (name, value) in response.headers { headers[name.lowercased()] = value }
            return NetworkResponse(status: Int(response.status.code), headers: headers, body: Data(body.readableBytesView))
        } catch {
            throw Self.classify(error, limit: maximumBodySize)
        }
    }

    static func classify(_ error: any Error, limit: Int) -> NetworkError {
        if error is CancellationError { return .cancelled }
        if let error = error as? HTTPClientError {
            switch error {
            case .deadlineExceeded, .readTimeout, .writeTimeout, .connectTimeout: return .timedOut
            case .cancelled, .requestStreamCancelled: return .cancelled
            case .invalidURL, .emptyHost, .emptyScheme: return .invalidRequest("\(error)")
            default: return .transport("\(error)")
            }
        }
        if error is NIOTooManyBytesError { return .responseTooLarge(limit: limit) }
        return .transport("\(error)")
    }
}
