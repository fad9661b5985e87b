/// A value decoded from the server's JSON with errors that name the field and the value:
/// the network half of an ``Entity`` (Facebook's `FBEntity` "parse with errors"), apart from
/// its table so a parser can be built and fuzzed without SQLite (see `Fuzz/`).
///
/// Decoding never traps on what the server (or a catalog file) sends: a wrong type, a
/// missing field, a number out of range is an ``EntityDecodingError``.
///
/// ```swift
/// struct Breed: NetworkDecodable {
///     static let entityName = "breed"
///     let id: Int64; let name: String
///     init(network object: NetworkObject) throws(EntityDecodingError) {
///         id = try object.id(); name = try object.string("name")
///     }
/// }
/// let breeds = try Breed.decodeList(json)
/// ```
public protocol NetworkDecodable: Sendable {
    /// The value's name in errors (and, for an ``Entity``, its table): `"breed"`.
    static var entityName: String { get }

    /// Decodes a value from the server's representation of it.
    ///
    /// - Throws: ``EntityDecodingError`` naming the field and the value, such as
    ///   `missing "origin" in breed 12`.
    init(network object: NetworkObject) throws(EntityDecodingError)
}

extension NetworkDecodable {
    /// Decodes one entity from the server's JSON value.
    public static func decode(_ value: JSONValue) throws(EntityDecodingError) -> Self {
        try Self(network: NetworkObject(value, entity: entityName))
    }

    /// Decodes a list of entities from the server's JSON array.
    public static func decodeList(_ value: JSONValue) throws(EntityDecodingError) -> [Self] {
        guard case .array(let items) = value else {
            throw EntityDecodingError(
                entity: entityName, id: nil, field: "list of \(entityName)", problem: .wrongType(expected: "array", found: value.kind))
        }
        var entities: [Self] = []
        entities.reserveCapacity(items.count)
        for item in items { entities.append(try decode(item)) }
        return entities
    }
}
