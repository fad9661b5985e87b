/// A preference's value: what a small settings file holds.
public enum PreferenceValue: Sendable, Hashable, Codable, CustomStringConvertible {
    /// A flag.
    case bool(Bool)
    /// A whole number.
    case int(Int)
    /// A number.
    case double(Double)
    /// Text.
    case string(String)
    /// A list of texts.
    case strings([String])

    /// Reads a plain JSON value: `true`, `3`, `2.5`, `"dark"`, `["a", "b"]`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else {
            self = .strings(try container.decode([String].self))
        }
    }

    /// Writes a plain JSON value, as ``init(from:)`` reads it.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case let .bool(value): try container.encode(value)
        case let .int(value): try container.encode(value)
        case let .double(value): try container.encode(value)
        case let .string(value): try container.encode(value)
        case let .strings(value): try container.encode(value)
        }
    }

    public var description: String {
        switch self {
        case let .bool(value): "\(value)"
        case let .int(value): "\(value)"
        case let .double(value): "\(value)"
        case let .string(value): "\"\(value)\""
        case let .strings(value): "\(value)"
        }
    }
}

/// Where a session's preferences live (Facebook's `FBPreferences`): a small key-value store.
///
/// Implementations are thread-safe. ``FilePreferenceStore`` persists to a JSON file;
/// ``InMemoryPreferenceStore`` is for signed-out sessions and tests.
public protocol PreferenceStore: Sendable {
    /// The value for `key`, or `nil`.
    func value(forKey key: String) -> PreferenceValue?
    /// Sets (or, with `nil`, removes) the value for `key`, persisting it.
    func set(_ value: PreferenceValue?, forKey key: String) throws(PreferenceError)
    /// Removes every value (what ``Session/invalidate()`` does).
    func removeAll() throws(PreferenceError)
    /// Every key that has a value, sorted.
    var keys: [String] { get }
}

extension PreferenceStore {
    /// The value for `key` if it is a string.
    public func string(forKey key: String) -> String? {
        if case let .string(value) = value(forKey: key) { value } else { nil }
    }

    /// The value for `key` if it is a boolean.
    public func bool(forKey key: String) -> Bool? {
        if case let .bool(value) = value(forKey: key) { value } else { nil }
    }

    /// The value for `key` if it is an integer.
    public func int(forKey key: String) -> Int? {
        if case let .int(value) = value(forKey: key) { value } else { nil }
    }
}

/// Preferences that live as long as the store: for signed-out sessions and tests.
public final class InMemoryPreferenceStore: PreferenceStore {
    private let values: Locked<[String: PreferenceValue]>

    /// A store holding `values`, kept in memory only.
    public init(_ values: [String: PreferenceValue] = [:]) { self.values = Locked(values) }

    public func value(forKey key: String) -> PreferenceValue? { values.withLock { $0[key] } }
    public func set(_ value: PreferenceValue?, forKey key: String) { values.withLock { $0[key] = value } }
    public func removeAll() { values.withLock { $0 = [:] } }
    public var keys: [String] { values.withLock { $0.keys.sorted() } }
}
