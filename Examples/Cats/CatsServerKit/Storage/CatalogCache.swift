import CatsAPI
import Crypto
import Foundation
import NIOConcurrencyHelpers
import NIOCore

/// `GET /breeds` as it was last encoded, and its entity tag, kept until a write changes
/// what it says (a favorite added or removed moves a count): the catalog changes rarely,
/// and encoding 68 breeds with their counts is most of what the route costs.
///
/// A write bumps the generation after it commits; an answer read before the bump is not
/// kept (it may be older than the write), so a request that starts after a write commits
/// never sees the catalog from before it. The cache belongs to one server process: another
/// process writing the same file would not be seen (cats-server opens its file alone).
///
/// ```swift
/// let catalog = try await store.catalogBody()   // encoded once, then the same bytes
/// catalog.etag                                  // "\"3f2a…\"", from the bytes
/// ```
public final class CatalogCache: Sendable {
    /// The encoded catalog and its tag.
    public struct Body: Sendable, Equatable {
        /// The JSON `GET /breeds` answers.
        public let bytes: Data
        /// A strong entity tag from the bytes' SHA-256, quoted: the same catalog has the same
        /// tag across restarts, so a client's `If-None-Match` stays good.
        public let etag: String
        /// The same bytes in the buffer every answer sends: NIO shares its storage, so an
        /// answer copies nothing.
        let buffer: ByteBuffer

        init(bytes: Data) {
            self.bytes = bytes
            buffer = ByteBuffer(bytes: bytes)
            etag = "\"" + SHA256.hash(data: bytes).prefix(16).map { String(format: "%02x", $0) }.joined() + "\""
        }
    }

    private let state = NIOLockedValueBox<(generation: UInt64, body: Body?)>((0, nil))

    /// An empty cache.
    public init() {}

    /// The cached body, or one made by `make` (kept unless a write came meanwhile).
    func body(_ make: () async throws -> Data) async rethrows -> Body {
        let (generation, cached) = state.withLockedValue { ($0.generation, $0.body) }
        if let cached { return cached }
        let made = Body(bytes: try await make())
        state.withLockedValue { if $0.generation == generation { $0.body = made } }
        return made
    }

    /// A write changed the catalog: the next answer is encoded again.
    func invalidate() {
        state.withLockedValue { state in
            state.generation &+= 1
            state.body = nil
        }
    }
}

extension CatalogCache {
    /// Whether an `If-None-Match` header names `etag` (RFC 9110 §13.1.2: `*`, or a list of
    /// tags compared weakly, so `W/"x"` matches `"x"`). A malformed list matches nothing.
    public static func ifNoneMatch(_ header: String, matches etag: String) -> Bool {
        let header = header.trimmingCharacters(in: .whitespaces)
        if header == "*" { return true }
        let opaque = etag.hasPrefix("W/") ? String(etag.dropFirst(2)) : etag
        return header.split(separator: ",").contains { tag in
            var tag = tag.trimmingCharacters(in: .whitespaces)
            if tag.hasPrefix("W/") { tag.removeFirst(2) }
            return tag.count >= 2 && tag.hasPrefix("\"") && tag.hasSuffix("\"") && tag == opaque
        }
    }
}
