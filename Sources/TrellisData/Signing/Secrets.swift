import Crypto
import Foundation

/// The app's signing secret (Facebook's `FBURLRequestGenerator` keeps `appSecret`).
///
/// It prints as `AppSecret(<redacted>)` in every form (`description`, `debugDescription`,
/// `dump`, string interpolation), so it never lands in a log or an error message.
public struct AppSecret: Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    let bytes: [UInt8]

    /// A secret from its text (at least 16 bytes of UTF-8).
    public init(_ text: String) {
        precondition(text.utf8.count >= 16, "AppSecret needs at least 16 bytes; pass the app's real secret")
        bytes = Array(text.utf8)
    }

    /// The HMAC key (swift-crypto's `SymmetricKey` is not `Sendable`, so it is made on use).
    var key: SymmetricKey { SymmetricKey(data: bytes) }

    public var description: String { "AppSecret(<redacted>)" }
    public var debugDescription: String { description }
    public var customMirror: Mirror { Mirror(self, children: [:], displayStyle: .struct) }
}

/// A user's bearer token, sent as `authorization: Bearer …`; never printed.
public struct AccessToken: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    let value: String

    /// Wraps a token the server issued.
    public init(_ value: String) { self.value = value }

    public var description: String { "AccessToken(<redacted>)" }
    public var debugDescription: String { description }
    public var customMirror: Mirror { Mirror(self, children: [:], displayStyle: .struct) }
}
