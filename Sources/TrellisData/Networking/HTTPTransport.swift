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

    /// Sends `request` as ``send(_:timeout:)`` does, telling `progress` how much of the
    /// answer's body has arrived (``TransferProgress``), on the transport's own task: an
    /// observer that updates a screen hops to it. A transport that cannot tell keeps the
    /// default, which reports nothing.
    func send(
        _ request: NetworkRequest, timeout: Duration, progress: (@Sendable (TransferProgress) -> Void)?
    ) async throws(NetworkError) -> NetworkResponse
}

extension HTTPTransport {
    /// Sends `request` without reporting progress: for transports that take a body whole.
    public func send(
        _ request: NetworkRequest, timeout: Duration, progress: (@Sendable (TransferProgress) -> Void)?
    ) async throws(NetworkError) -> NetworkResponse {
        try await send(request, timeout: timeout)
    }
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
        try await send(request, timeout: timeout, progress: nil)
    }

    /// Sends `request`; with `progress`, the body is read chunk by chunk and reported as it
    /// comes (its length from `Content-Length`); a body longer than ``maximumBodySize``
    /// fails as ``NetworkError/responseTooLarge(limit:)``, as soon as it is announced or read.
    public func send(
        _ request: NetworkRequest, timeout: Duration, progress: (@Sendable (TransferProgress) -> Void)?
    ) async throws(NetworkError) -> NetworkResponse {
        try Self.checkPort(of: request.url)
        var outgoing = HTTPClientRequest(url: request.url)
        outgoing.method = NIOHTTP1.HTTPMethod(rawValue: request.method.rawValue)
        for (name, value) in request.headers { outgoing.headers.add(name: name, value: value) }
        if !request.body.isEmpty { outgoing.body = .bytes(ByteBuffer(bytes: request.body)) }
        let nanoseconds = timeout.components.seconds * 1_000_000_000 + timeout.components.attoseconds / 1_000_000_000
        do {
            let response = try await client.execute(outgoing, timeout: .nanoseconds(nanoseconds))
            let body =
                if let progress {
                    try await Self.collect(response, of: request.method, upTo: maximumBodySize, reporting: progress)
                } else {
                    try await response.body.collect(upTo: maximumBodySize)
                }
            // Sized once for the fields that came: growing the table as names were added cost a rehash or two per response.
            var headers = [String: String](minimumCapacity: response.headers.count)
            for (name, value) in response.headers { headers[name.lowercased()] = value }
            return NetworkResponse(status: Int(response.status.code), headers: headers, body: Data(body.readableBytesView))
        } catch {
            throw Self.classify(error, limit: maximumBodySize)
        }
    }

    /// The body of `response` (to a `method` request), at most `limit` bytes, each part
    /// reported to `progress` as ``ProgressThrottle`` allows; the last report is the whole body.
    static func collect(
        _ response: HTTPClientResponse, of method: HTTPMethod, upTo limit: Int,
        reporting progress: @Sendable (TransferProgress) -> Void
    ) async throws -> ByteBuffer {
        let expected = expectedLength(of: response, to: method)
        if let expected, expected > limit { throw NIOTooManyBytesError(maxBytes: limit) }
        var throttle = ProgressThrottle(expected: expected)
        if throttle.shouldReport(received: 0, isEnd: false) { progress(TransferProgress(receivedBytes: 0, expectedBytes: expected)) }
        var body = ByteBuffer()
        body.reserveCapacity(expected ?? 0)
        for try await var chunk in response.body {
            guard chunk.readableBytes <= limit - body.readableBytes else { throw NIOTooManyBytesError(maxBytes: limit) }
            body.writeBuffer(&chunk)
            if throttle.shouldReport(received: body.readableBytes, isEnd: false) {
                progress(TransferProgress(receivedBytes: body.readableBytes, expectedBytes: expected))
            }
        }
        if throttle.shouldReport(received: body.readableBytes, isEnd: true) {
            progress(TransferProgress(receivedBytes: body.readableBytes, expectedBytes: body.readableBytes))
        }
        return body
    }

    /// How long the body of `response` will be: none for a HEAD, a 204 or a 304 (RFC 9110
    /// §6.4.1), else its `Content-Length` when that is a plain non-negative number.
    static func expectedLength(of response: HTTPClientResponse, to method: HTTPMethod) -> Int? {
        if method == .head || response.status == .noContent || response.status == .notModified { return 0 }
        guard let field = response.headers.first(name: "content-length"), let length = Int(field), length >= 0 else { return nil }
        return length
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
