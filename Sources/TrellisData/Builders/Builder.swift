/// A value with many optional parameters, built step by step and validated once
/// (Facebook's `…Builder` classes: `aMUserFetchStatus()`, `with…`, `build`,
/// `…FromExisting…`).
///
/// The value declares its ``Fields`` — a struct of optionals with a memberwise default — and
/// how to validate them into itself; ``Builder`` supplies `with`, `build` and `from`.
///
/// ```swift
/// struct CatCard: Buildable {
///     struct Fields: BuilderFields { var name: String?; var origin: String?; var lifespan: ClosedRange<Int>? }
///     let name: String; let origin: String; let lifespan: ClosedRange<Int>?
///     init(validating fields: Fields) throws(BuildError) {
///         var check = BuildCheck(Self.self)
///         let name = check.require(fields.name, "name"), origin = check.require(fields.origin, "origin")
///         try check.done()
///         self.name = name!; self.origin = origin!; lifespan = fields.lifespan
///     }
///     var fields: Fields { Fields(name: name, origin: origin, lifespan: lifespan) }
/// }
/// let card = try Builder<CatCard>().with(\.name, "Bengal").with(\.origin, "US").build()
/// ```
public protocol Buildable: Sendable {
    /// Every parameter, optional until ``init(validating:)`` checks it.
    associatedtype Fields: BuilderFields
    /// Builds the value, or throws naming every missing or invalid field.
    init(validating fields: Fields) throws(BuildError)
    /// The value's parameters, to build a changed copy from it.
    var fields: Fields { get }
}

/// A struct of optional parameters that starts empty.
public protocol BuilderFields: Sendable {
    /// Every parameter unset.
    init()
}

/// Builds a ``Buildable`` value one parameter at a time.
public struct Builder<Value: Buildable>: Sendable {
    /// The parameters set so far.
    public private(set) var fields: Value.Fields

    /// A builder with nothing set.
    public init() { fields = Value.Fields() }

    /// A builder holding `existing`'s parameters, to build a changed copy.
    public static func from(_ existing: Value) -> Builder {
        var builder = Builder()
        builder.fields = existing.fields
        return builder
    }

    /// This builder with one more parameter set.
    public func with<Field>(_ keyPath: WritableKeyPath<Value.Fields, Field?> & Sendable, _ value: Field) -> Builder {
        var builder = self
        builder.fields[keyPath: keyPath] = value
        return builder
    }

    /// The value, validated.
    ///
    /// - Throws: ``BuildError`` naming every missing and invalid field.
    public func build() throws(BuildError) -> Value { try Value(validating: fields) }
}

/// Why a ``Builder`` could not build: every missing and invalid field, named.
public struct BuildError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The type being built.
    public let type: String
    /// Required fields that were not set, in check order.
    public let missing: [String]
    /// Fields set to values the type refuses, with the reason.
    public let invalid: [String: String]

    /// Describes what kept `type` from being built.
    public init(type: String, missing: [String], invalid: [String: String]) {
        self.type = type
        self.missing = missing
        self.invalid = invalid
    }

    public var description: String {
        var parts: [String] = []
        if !missing.isEmpty { parts.append("missing \(missing.joined(separator: ", "))") }
        for field in invalid.keys.sorted() { parts.append("\(field) \(invalid[field] ?? "")") }
        return "cannot build \(type): \(parts.joined(separator: "; "))"
    }
}

/// Collects what is wrong while a ``Buildable`` validates its fields, then throws it all at once.
public struct BuildCheck {
    let type: String
    var missing: [String] = []
    var invalid: [String: String] = [:]

    /// Starts checking fields of `type`.
    public init<T>(_ type: T.Type) { self.type = "\(type)" }

    /// `value`, noting `name` as missing when it is nil.
    public mutating func require<T>(_ value: T?, _ name: String) -> T? {
        if value == nil { missing.append(name) }
        return value
    }

    /// Notes `name` as invalid for `reason` unless `condition` holds.
    public mutating func check(_ condition: Bool, _ name: String, _ reason: String) {
        if !condition { invalid[name] = reason }
    }

    /// Throws if anything was missing or invalid.
    public func done() throws(BuildError) {
        guard missing.isEmpty, invalid.isEmpty else { throw BuildError(type: type, missing: missing, invalid: invalid) }
    }
}
