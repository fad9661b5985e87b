import Foundation

/// One request the app can make, with its typed parameters and how to read its response.
///
/// Every URL lives in one place (Facebook's `NSURL (FBFoundation)`): the app declares its
/// endpoints as static functions in one extension, and ``APIServer`` turns them into URLs,
/// percent-encoding each path segment and query item exactly once.
///
/// ```swift
/// extension Endpoint {
///     static func breed(_ id: Int64) -> Endpoint<Breed> { .entity(Breed.self, path: "breeds", "\(id)") }
///     static func search(_ text: String) -> Endpoint<[Breed]> { .entities(Breed.self, path: "breeds", query: ["q": text]) }
/// }
/// ```
public struct Endpoint<Response: Sendable>: Sendable {
    /// The HTTP method.
    public let method: HTTPMethod
    /// Path segments, unencoded (`["breeds", "Maine Coon"]`).
    public let path: [String]
    /// Query items in order, unencoded.
    public let query: [(name: String, value: String)]
    /// The request body; empty for none.
    public let body: Data
    /// Extra headers (`content-type` for a JSON body).
    public let headers: [(name: String, value: String)]
    let decode: @Sendable (Data) throws(NetworkError) -> Response

    /// An endpoint with a custom decoder.
    public init(
        method: HTTPMethod = .get, path: [String], query: [(name: String, value: String)] = [],
        body: Data = Data(), headers: [(name: String, value: String)] = [],
        decode: @escaping @Sendable (Data) throws(NetworkError) -> Response
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.body = body
        self.headers = headers
        self.decode = decode
    }

    /// Decodes a response body the way this endpoint does.
    public func decodeResponse(_ data: Data) throws(NetworkError) -> Response { try decode(data) }
}

extension Endpoint where Response: Decodable {
    /// A JSON endpoint decoded with `JSONDecoder`; errors name the failing field. A
    /// ``JSONValue`` response is read by ``JSONValue/init(parsing:maximumDepth:)`` instead.
    public static func json(
        _ method: HTTPMethod = .get, path: String..., query: KeyValuePairs<String, String> = [:], body: Data = Data()
    ) -> Endpoint {
        Endpoint(
            method: method, path: path, query: query.map { ($0.key, $0.value) }, body: body,
            headers: body.isEmpty ? [] : [("content-type", "application/json")]
        ) { data throws(NetworkError) in try JSONBody.decode(Response.self, from: data) }
    }
}

extension Endpoint {
    /// An endpoint whose response is one entity.
    public static func entity<E: Entity>(_ type: E.Type, path: String..., query: KeyValuePairs<String, String> = [:]) -> Endpoint<E> {
        Endpoint<E>(path: path, query: query.map { ($0.key, $0.value) }) { data throws(NetworkError) in
            let value = try JSONBody.value(from: data)
            do throws(EntityDecodingError) { return try E.decode(value) } catch {
                throw .decoding(field: error.field, message: error.description)
            }
        }
    }

    /// An endpoint whose response is a JSON array of entities, each id at most once: a list
    /// that repeats one (`[{"id": 1, …}, {"id": 1, …}]`, 5,000 times from a hostile server) is
    /// ``NetworkError/decoding(field:message:)`` naming the id, not 5,000 rows of one breed.
    public static func entities<E: Entity>(_ type: E.Type, path: String..., query: KeyValuePairs<String, String> = [:]) -> Endpoint<[E]> {
        Endpoint<[E]>(path: path, query: query.map { ($0.key, $0.value) }) { data throws(NetworkError) in
            let value = try JSONBody.value(from: data)
            let entities: [E]
            do throws(EntityDecodingError) { entities = try E.decodeList(value) } catch {
                throw .decoding(field: error.field, message: error.description)
            }
            var seen = Set<E.ID>()
            for (index, entity) in entities.enumerated() where !seen.insert(entity.id).inserted {
                throw .decoding(field: "[\(index)].id", message: "\(E.entityName) \(entity.id) appears more than once in the list")
            }
            return entities
        }
    }

    /// An endpoint whose response body is ignored (`POST /favorites/3`).
    public static func send(_ method: HTTPMethod, path: String..., body: Data = Data()) -> Endpoint<Empty> {
        Endpoint<Empty>(method: method, path: path, body: body, headers: body.isEmpty ? [] : [("content-type", "application/json")]) { _ in
            Empty()
        }
    }
}

/// The response of an endpoint whose body does not matter.
public struct Empty: Sendable, Equatable {
    /// The empty response.
    public init() {}
}

/// JSON decoding whose errors name the field (`breeds[3].origin`) or the byte at fault.
enum JSONBody {
    /// The body as a ``JSONValue``, read by ``JSONValue/init(parsing:maximumDepth:)``: one
    /// pass, where `JSONDecoder` would throw and catch an error for each kind it tries.
    static func value(from data: Data) throws(NetworkError) -> JSONValue {
        do { return try JSONValue(parsing: data) } catch { throw .decoding(field: "", message: error.description) }
    }

    static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws(NetworkError) -> T {
        if type == JSONValue.self, let value = try value(from: data) as? T { return value }
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch let error as DecodingError {
            switch error {
            case .keyNotFound(let key, let context): throw .decoding(field: path(context.codingPath + [key]), message: "missing")
            case .typeMismatch(let type, let context): throw .decoding(field: path(context.codingPath), message: "expected \(type)")
            case .valueNotFound(let type, let context):
                throw .decoding(field: path(context.codingPath), message: "expected \(type), found null")
            case .dataCorrupted(let context):
                throw .decoding(field: path(context.codingPath), message: "malformed JSON: \(context.debugDescription)")
            @unknown default: throw .decoding(field: "", message: "\(error)")
            }
        } catch {
            throw .decoding(field: "", message: "\(error)")
        }
    }

    static func path(_ keys: [any CodingKey]) -> String {
        keys.reduce(into: "") { path, key in
            if let index = key.intValue { path += "[\(index)]" } else { path += path.isEmpty ? key.stringValue : ".\(key.stringValue)" }
        }
    }
}
