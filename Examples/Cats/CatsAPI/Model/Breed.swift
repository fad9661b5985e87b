import Foundation
import TrellisData

/// A cat breed: what the Cats app lists and `cats-server` serves.
///
/// An ``TrellisData/Entity``: it parses itself from the server's JSON (naming the field and
/// the breed when something is wrong, `missing "origin" in breed 12`), is stored in the
/// app's SQLite file through the entity store, and is encoded by the server with the same
/// field names (``CodingKeys``), so the two sides cannot drift apart. Its URL is its deep
/// link (``link``), so every change event names the screen that shows it.
public struct Breed: NetworkDecodable, Hashable, Codable {
    public static let entityName = "breed"

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
    /// How many people have the breed among their favorites, as `cats-server` counted them
    /// (`favorite_count` on the wire; see ``FavoriteCount``). The app's stored value also
    /// counts its own changes the server has not heard of yet.
    public var favoriteCount: Int

    /// A breed; `favoriteCount` is 0 unless a server has counted it.
    public init(
        id: Int64, name: String, origin: String, coat: String, pattern: String, lifespan: String, description: String,
        favoriteCount: Int = 0
    ) {
        self.id = id
        self.name = name
        self.origin = origin
        self.coat = coat
        self.pattern = pattern
        self.lifespan = lifespan
        self.description = description
        self.favoriteCount = favoriteCount
    }

    /// The breed's deep link, `cats://cat/<id>` (every app URL is made in ``CatsLinks``).
    public var link: String { CatsLinks.cat(id) }

    public init(network object: NetworkObject) throws(EntityDecodingError) {
        id = try object.id()
        name = try object.string("name")
        origin = try object.string("origin")
        coat = try object.string("coat")
        pattern = try object.string("pattern")
        lifespan = try object.string("lifespan")
        description = try object.string("description")
        favoriteCount = try FavoriteCount.decode(object)
        guard !name.trimmingCharacters(in: .whitespaces).isEmpty else { throw object.invalid("name", "it is empty") }
    }
}
