import Foundation
import TrellisData

/// The breeds that ship with Cats: the app seeds its database from them on first run and
/// `cats-server` seeds its own. The file is JSON,
/// `{"version": 2, "breeds": [{id, name, origin, coat, pattern, lifespan, description}]}`,
/// decoded through ``Breed``'s own entity decoding, then checked (ids and names unique).
///
/// ```swift
/// let breeds = try BreedCatalog.load()                       // the bundled file
/// let mine = try BreedCatalog.load(path: "/tmp/breeds.json")  // `cats --data`
/// ```
public enum BreedCatalog {
    /// The largest catalog file read: 8 MiB (the bundled one is about 20 KB). A larger file is
    /// refused from its size, before it is read.
    public static let maximumSize = 8 << 20

    /// The catalog file that ships with the app and the server.
    public static var bundledURL: URL? {
        Bundle.module.url(forResource: "breeds", withExtension: "json")
    }

    /// The breeds of the bundled catalog, or of the file at `path`.
    ///
    /// - Throws: ``CatalogError`` naming the file's problem, or the breed and field at fault.
    public static func load(path: String? = nil) throws(CatalogError) -> [Breed] {
        guard let path = path ?? bundledURL?.path else {
            throw .unreadable(path: "breeds.json", reason: "the bundled catalog is missing from this build")
        }
        return try decode(CatalogFile.contents(of: path, limit: maximumSize))
    }

    /// Decodes and checks a catalog.
    ///
    /// - Throws: ``CatalogError/malformed(reason:)`` for JSON that doesn't fit (with the
    ///   breed and field, from ``TrellisData/EntityDecodingError``),
    ///   ``CatalogError/invalidBreed(index:reason:)`` for a repeated id or name.
    public static func decode(_ data: Data) throws(CatalogError) -> [Breed] {
        // One pass, throwing only for a mistake (JSONDecoder threw and caught an error for
        // every value whose kind it guessed wrong: hundreds for the bundled catalog).
        let json: JSONValue
        do throws(JSONParseError) {
            json = try JSONValue(parsing: data)
        } catch {
            throw .malformed(reason: "not JSON (\(error))")
        }
        guard case .object(let file) = json else { throw .malformed(reason: "expected an object at the top level, found \(json.kind)") }
        guard case .number(let version)? = file["version"] else { throw .malformed(reason: "missing \"version\" at the top level") }
        guard version == 2 else { throw .malformed(reason: "version \(version.formatted()) is not supported (expected 2)") }
        guard let list = file["breeds"] else { throw .malformed(reason: "missing \"breeds\" at the top level") }
        let breeds: [Breed]
        do throws(EntityDecodingError) {
            breeds = try Breed.decodeList(list)
        } catch {
            throw .malformed(reason: error.description)
        }
        var ids = Set<Int64>()
        var names = Set<String>()
        for (index, breed) in breeds.enumerated() {
            if !ids.insert(breed.id).inserted { throw .invalidBreed(index: index, reason: "id \(breed.id) appears twice") }
            if !names.insert(breed.name).inserted { throw .invalidBreed(index: index, reason: "\"\(breed.name)\" appears twice") }
        }
        return breeds
    }
}

/// What went wrong reading a breed catalog; each case says what to fix.
public enum CatalogError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The catalog file could not be read.
    case unreadable(path: String, reason: String)
    /// The path names a directory, a FIFO or a device rather than a file (`kind` says which).
    case notAFile(path: String, kind: String)
    /// The catalog file is larger than the limit (``BreedCatalog/maximumSize``).
    case tooLarge(path: String, bytes: Int, limit: Int)
    /// The catalog is not the JSON expected.
    case malformed(reason: String)
    /// The catalog is valid JSON but a breed breaks a rule (repeated id or name).
    case invalidBreed(index: Int, reason: String)

    public var description: String {
        switch self {
        case let .unreadable(path, reason): "cannot read the cat catalog at \(path): \(reason)"
        case let .notAFile(path, kind): "cannot read the cat catalog at \(path): it is \(kind), not a regular file"
        case let .tooLarge(path, bytes, limit):
            "the cat catalog at \(path) is \(bytes) bytes; catalogs are limited to \(limit) bytes (\(limit >> 20) MiB)"
        case let .malformed(reason): "the cat catalog is not valid: \(reason)"
        case let .invalidBreed(index, reason): "breed \(index) of the cat catalog is invalid: \(reason)"
        }
    }
}
