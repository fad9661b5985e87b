/// The signed-in user of a session (Facebook's `userFBID`).
public struct SessionUser: Sendable, Hashable, CustomStringConvertible {
    /// The user's id on the server.
    public var id: String
    /// The name shown for the user.
    public var name: String

    /// A signed-in user.
    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }

    public var description: String { "\(name) (\(id))" }
}

/// A typed key for a session-scoped value: the name says what it is, the type what it holds.
///
/// Two keys are the same slot only when both name and value type match, so a value can
/// never come back as the wrong type.
///
/// ```swift
/// extension SessionKey where Value == FavoritesCache {
///     static let favorites = SessionKey("favorites")
/// }
/// ```
public struct SessionKey<Value: Sendable>: Hashable, Sendable, CustomStringConvertible {
    /// The key's name, unique among a session's values.
    public let name: String
    /// The key `name`.
    public init(_ name: String) { self.name = name }
    public var description: String { "\(name): \(Value.self)" }
}

/// A key with its type erased to an identity, for the session's table.
struct AnySessionKey: Hashable {
    var name: String
    var type: ObjectIdentifier

    init<Value>(_ key: SessionKey<Value>) {
        name = key.name
        type = ObjectIdentifier(Value.self)
    }
}
