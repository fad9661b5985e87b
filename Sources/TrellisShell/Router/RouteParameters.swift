import Foundation

/// A captured parameter's value, converted as its pattern segment said.
public enum RouteParameterValue: Sendable, Hashable {
    /// An `<int:name>` segment.
    case int(Int)
    /// A `<uuid:name>` segment.
    case uuid(UUID)
    /// A `:name` or `<string:name>` segment, percent-decoded.
    case string(String)
    /// The segments a `<path:…>` captured, decoded.
    case path([String])
}

/// The parameters a match captured, by name, with typed access.
///
/// ```swift
/// let match = try router.match("cats://cat/42")
/// let id = match.parameters.int("id")   // 42
/// ```
public struct RouteParameters: Sendable, Hashable {
    /// In pattern order. Patterns have a handful of parameters, so lookup scans.
    public private(set) var all: [(name: String, value: RouteParameterValue)] = []

    init() {}

    mutating func append(_ name: String, _ value: RouteParameterValue) { all.append((name, value)) }

    /// The value captured for `name`, if the pattern has that parameter.
    public subscript(name: String) -> RouteParameterValue? {
        all.first { $0.name == name }?.value
    }

    /// The `<int:name>` parameter, or `nil` if there is none of that name and type.
    public func int(_ name: String) -> Int? {
        if case let .int(value) = self[name] { value } else { nil }
    }

    /// The `<uuid:name>` parameter.
    public func uuid(_ name: String) -> UUID? {
        if case let .uuid(value) = self[name] { value } else { nil }
    }

    /// The `:name` / `<string:name>` parameter.
    public func string(_ name: String) -> String? {
        if case let .string(value) = self[name] { value } else { nil }
    }

    /// The `<path:name>` parameter's segments.
    public func path(_ name: String) -> [String]? {
        if case let .path(value) = self[name] { value } else { nil }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.all.count == rhs.all.count && zip(lhs.all, rhs.all).allSatisfy { $0.name == $1.name && $0.value == $1.value }
    }

    public func hash(into hasher: inout Hasher) {
        for (name, value) in all {
            hasher.combine(name)
            hasher.combine(value)
        }
    }
}

/// The route a URL matched: the registered value, the pattern, the parameters and the query.
public struct RouteMatch<Value: Sendable>: Sendable {
    /// What was registered for the pattern (or the unmatched handler's value).
    public var value: Value
    /// The pattern that matched; `nil` when the router's unmatched value was used.
    public var pattern: RoutePattern?
    /// The parameters the pattern captured.
    public var parameters: RouteParameters
    /// The query items, decoded; the first occurrence of a name wins.
    public var query: [String: String]
    /// The URL as given.
    public var url: String
}
