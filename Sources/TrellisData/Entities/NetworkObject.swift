/// The server's representation of one entity, with typed field readers whose errors name
/// the field and the entity (``EntityDecodingError``).
///
/// ```swift
/// let object = try NetworkObject(json, entity: "breed")
/// let id: Int64 = try object.id()        // "id", read first so later errors name it
/// let origin = try object.string("origin") // missing "origin" in breed 12
/// ```
public struct NetworkObject: Sendable {
    /// The entity's name, for errors.
    public let entity: String
    /// The object's fields.
    public let fields: [String: JSONValue]

    /// Wraps a JSON value that must be an object.
    ///
    /// - Throws: ``EntityDecodingError`` with ``EntityDecodingError/Problem/notAnObject(found:)``.
    public init(_ value: JSONValue, entity: String) throws(EntityDecodingError) {
        guard case .object(let fields) = value else {
            throw EntityDecodingError(entity: entity, id: nil, field: "", problem: .notAnObject(found: value.kind))
        }
        self.entity = entity
        self.fields = fields
    }

    /// The id as the server sent it, for error messages.
    var idText: String? {
        switch fields["id"] {
        case .number(let number): number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
        case .string(let string): string
        default: nil
        }
    }

    func failure(_ field: String, _ problem: EntityDecodingError.Problem) -> EntityDecodingError {
        EntityDecodingError(entity: entity, id: idText, field: field, problem: problem)
    }

    /// The entity's id, from the field `id` (a number or a string, as `ID` wants).
    public func id<ID: EntityID>(_ type: ID.Type = ID.self) throws(EntityDecodingError) -> ID {
        if ID.self == String.self, let id = try string("id") as? ID { return id }
        if ID.self == Int.self, let id = Int(try int("id")) as? ID { return id }
        if ID.self == Int64.self, let id = try int("id") as? ID { return id }
        throw failure("id", .invalid("ids of type \(ID.self) are not decoded from JSON"))
    }

    func value(_ field: String) throws(EntityDecodingError) -> JSONValue {
        guard let value = fields[field], value != .null else { throw failure(field, .missing) }
        return value
    }

    /// A required string.
    public func string(_ field: String) throws(EntityDecodingError) -> String {
        let value = try value(field)
        guard case .string(let string) = value else { throw failure(field, .wrongType(expected: "string", found: value.kind)) }
        return string
    }

    /// A required whole number.
    public func int(_ field: String) throws(EntityDecodingError) -> Int64 {
        let value = try value(field)
        guard case .number(let number) = value else { throw failure(field, .wrongType(expected: "number", found: value.kind)) }
        guard number == number.rounded(), abs(number) < 9.0e15 else {
            throw failure(field, .invalid("\(number) is not a whole number"))
        }
        return Int64(number)
    }

    /// A required number.
    public func double(_ field: String) throws(EntityDecodingError) -> Double {
        let value = try value(field)
        guard case .number(let number) = value else { throw failure(field, .wrongType(expected: "number", found: value.kind)) }
        return number
    }

    /// A required boolean.
    public func bool(_ field: String) throws(EntityDecodingError) -> Bool {
        let value = try value(field)
        guard case .bool(let bool) = value else { throw failure(field, .wrongType(expected: "bool", found: value.kind)) }
        return bool
    }

    /// A string that may be absent or null.
    public func optionalString(_ field: String) throws(EntityDecodingError) -> String? {
        guard let value = fields[field], value != .null else { return nil }
        guard case .string(let string) = value else { throw failure(field, .wrongType(expected: "string", found: value.kind)) }
        return string
    }

    /// A boolean that may be absent or null.
    public func optionalBool(_ field: String) throws(EntityDecodingError) -> Bool? {
        guard let value = fields[field], value != .null else { return nil }
        guard case .bool(let bool) = value else { throw failure(field, .wrongType(expected: "bool", found: value.kind)) }
        return bool
    }

    /// A nested array of objects, each decoded as `entity`.
    public func objects(_ field: String, entity: String) throws(EntityDecodingError) -> [NetworkObject] {
        let value = try value(field)
        guard case .array(let items) = value else { throw failure(field, .wrongType(expected: "array", found: value.kind)) }
        var objects: [NetworkObject] = []
        for item in items { objects.append(try NetworkObject(item, entity: entity)) }
        return objects
    }

    /// Fails with an ``EntityDecodingError/Problem/invalid(_:)`` error for `field`.
    public func invalid(_ field: String, _ reason: String) -> EntityDecodingError {
        failure(field, .invalid(reason))
    }
}
