/// A JSON value as the server sent it: what entities decode themselves from.
///
/// Read one from a response body with ``init(parsing:maximumDepth:)`` (strict RFC 8259, one
/// pass, a ``JSONParseError`` naming the byte at fault); it is also `Codable`, for a value
/// inside a `Decodable` type.
public enum JSONValue: Sendable, Equatable {
    /// JSON `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, by key.
    case object([String: JSONValue])

    /// The kind of value, as errors name it: `"string"`, `"number"`, …
    public var kind: String {
        switch self {
        case .null: "null"
        case .bool: "bool"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}
