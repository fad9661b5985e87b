/// Why a session could not give what was asked.
public enum SessionError: Error, CustomStringConvertible {
    /// The session was invalidated; open a new one.
    case invalidated(sessionID: String)
    /// The value needs a signed-in user and the session has none (Facebook's
    /// `valueForKeyRequiresUser:`).
    case requiresUser(key: String)
    /// The initializer for `key` asked for `key` again.
    case reentrantInitializer(key: String)
    /// The initializer for `key` threw; nothing was stored, the next call tries again.
    case initializerFailed(key: String, any Error)
    /// No store of that type was given to the session.
    case missingStore(String, available: [String])

    public var description: String {
        switch self {
        case let .invalidated(id): "session \(id) was invalidated; open a new session"
        case let .requiresUser(key): "session value '\(key)' needs a signed-in user, and the session has none"
        case let .reentrantInitializer(key): "the initializer of session value '\(key)' asked for '\(key)' itself"
        case let .initializerFailed(key, error): "the initializer of session value '\(key)' failed: \(error)"
        case let .missingStore(type, available):
            "the session has no store of type \(type); it has: \(available.isEmpty ? "none" : available.joined(separator: ", "))"
        }
    }
}
