import Foundation
import GRDB
import TrellisData

/// A cat breed: what the Cats app lists and `cats-server` serves.
///
/// An ``TrellisData/Entity``: it parses itself from the server's JSON (naming the field and
/// the breed when something is wrong, `missing "origin" in breed 12`), is stored in the
/// app's SQLite file through the entity store, and is encoded by the server with the same
/// field names (``CodingKeys``), so the two sides cannot drift apart. Its URL is its deep
/// link (``link``), so every change event names the screen that shows it.
public struct Breed: Entity, Hashable, Codable {
    public static let entityName = "breed"
    public static let columns: [EntityColumn] = [
        EntityColumn("id", .integer), EntityColumn("name", .text), EntityColumn("origin", .text),
        EntityColumn("coat", .text), EntityColumn("pattern", .text), EntityColumn("lifespan", .text),
        EntityColumn("description", .text),
    ]

    /// The breed's number in the catalog; stable across the app, the server and deep links.
    public let id: Int64
    public var name: String
    /// Where the breed comes from; the list groups by it.
    public var origin: String
    /// The coat, in a few words ("Short, ticked").
    public var coat: String
    /// The colour pattern ("Colourpoint").
    public var pattern: String
    /// How long the breed usually lives ("12–16 years").
    public var lifespan: String
    /// A sentence or two about the breed.
    public var description: String

    public init(id: Int64, name: String, origin: String, coat: String, pattern: String, lifespan: String, description: String) {
        self.id = id
        self.name = name
        self.origin = origin
        self.coat = coat
        self.pattern = pattern
        self.lifespan = lifespan
        self.description = description
    }

    /// The breed's deep link, `cats://cat/<id>` (every app URL is made in ``CatsLinks``).
    public var link: String { CatsLinks.cat(id) }

    /// A breed's URL is its deep link, `cats://cat/<id>`.
    public static func url(for id: Int64) -> String? { CatsLinks.cat(id) }

    public func encode(to row: inout EntityRow) {
        row.append(id)
        row.append(name)
        row.append(origin)
        row.append(coat)
        row.append(pattern)
        row.append(lifespan)
        row.append(description)
    }

    public var databaseValues: [DatabaseValue] { EntityRow.values(of: self) }

    public init(row: Row) throws {
        id = row["id"]
        name = row["name"]
        origin = row["origin"]
        coat = row["coat"]
        pattern = row["pattern"]
        lifespan = row["lifespan"]
        description = row["description"]
    }

    public init(network object: NetworkObject) throws(EntityDecodingError) {
        id = try object.id()
        name = try object.string("name")
        origin = try object.string("origin")
        coat = try object.string("coat")
        pattern = try object.string("pattern")
        lifespan = try object.string("lifespan")
        description = try object.string("description")
        guard !name.trimmingCharacters(in: .whitespaces).isEmpty else { throw object.invalid("name", "it is empty") }
    }
}
