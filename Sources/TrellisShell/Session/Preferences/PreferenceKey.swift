/// A typed preference: the key it is stored under and the value it has when none is stored
/// (Facebook's `FBPreferences` keys with their types, the Defaults library's
/// `Defaults.Key<Value>`, SwiftUI's `@AppStorage`). Reading it checks what the file holds,
/// so bad input from disk is a typed error naming the key, never a silent default.
///
/// ```swift
/// enum Density: String, CaseIterable, PreferenceConvertible { case compact, comfortable }
/// let density = PreferenceKey<Density>("grid.density", default: .comfortable)
/// try preferences.set(.compact, for: density)
/// try preferences.value(for: density)   // .compact; "purple" stored: PreferenceError.unexpectedValue
/// ```
public struct PreferenceKey<Value: PreferenceConvertible>: Sendable, Hashable {
    /// The key in the store.
    public let name: String
    /// The value when the store holds none.
    public let defaultValue: Value

    /// The preference stored under `name`, `defaultValue` when none is stored.
    public init(_ name: String, default defaultValue: Value) {
        self.name = name
        self.defaultValue = defaultValue
    }
}

/// A value a ``PreferenceKey`` can hold: it converts to and from a ``PreferenceValue``.
///
/// `Bool`, `Int`, `Double` and `String` conform; an enum of strings with all its cases
/// listed (`String` raw values, `CaseIterable`) conforms by declaring it, and its error names
/// the cases allowed.
public protocol PreferenceConvertible: Sendable, Hashable {
    /// The value `preferenceValue` holds, or nil when it holds something else.
    init?(preferenceValue: PreferenceValue)
    /// The value as stored.
    var preferenceValue: PreferenceValue { get }
    /// What a stored value must be, in words, for an error ("one of "dark", "light"").
    static var expectedPreference: String { get }
}

extension PreferenceConvertible where Self: RawRepresentable & CaseIterable, RawValue == String {
    public init?(preferenceValue: PreferenceValue) {
        guard case let .string(name) = preferenceValue else { return nil }
        self.init(rawValue: name)
    }

    public var preferenceValue: PreferenceValue { .string(rawValue) }

    public static var expectedPreference: String { "one of " + allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ") }
}

extension Bool: PreferenceConvertible {
    public init?(preferenceValue: PreferenceValue) {
        guard case let .bool(value) = preferenceValue else { return nil }
        self = value
    }
    public var preferenceValue: PreferenceValue { .bool(self) }
    public static var expectedPreference: String { "true or false" }
}

extension Int: PreferenceConvertible {
    public init?(preferenceValue: PreferenceValue) {
        guard case let .int(value) = preferenceValue else { return nil }
        self = value
    }
    public var preferenceValue: PreferenceValue { .int(self) }
    public static var expectedPreference: String { "a whole number" }
}

extension Double: PreferenceConvertible {
    public init?(preferenceValue: PreferenceValue) {
        switch preferenceValue {
        case let .double(value): self = value
        case let .int(value): self = Double(value)
        default: return nil
        }
    }
    public var preferenceValue: PreferenceValue { .double(self) }
    public static var expectedPreference: String { "a number" }
}

extension String: PreferenceConvertible {
    public init?(preferenceValue: PreferenceValue) {
        guard case let .string(value) = preferenceValue else { return nil }
        self = value
    }
    public var preferenceValue: PreferenceValue { .string(self) }
    public static var expectedPreference: String { "a string" }
}

extension PreferenceStore {
    /// The value of `key`: what is stored, or the key's default when nothing is.
    ///
    /// - Throws: ``PreferenceError/unexpectedValue(key:value:expected:)`` when the store holds
    ///   a value of another kind (a file edited by hand): the caller says so and uses the
    ///   default; the file is left as it is.
    public func value<Value>(for key: PreferenceKey<Value>) throws(PreferenceError) -> Value {
        guard let stored = value(forKey: key.name) else { return key.defaultValue }
        guard let value = Value(preferenceValue: stored) else {
            throw .unexpectedValue(key: key.name, value: stored, expected: Value.expectedPreference)
        }
        return value
    }

    /// Stores `value` under `key`.
    ///
    /// - Throws: the store's ``PreferenceError`` when it cannot be written.
    public func set<Value>(_ value: Value, for key: PreferenceKey<Value>) throws(PreferenceError) {
        try set(value.preferenceValue, forKey: key.name)
    }
}
