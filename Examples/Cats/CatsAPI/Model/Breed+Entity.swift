import GRDB
import TrellisData

/// A breed in the entity store: its table's columns and its row, read back in the same
/// order with the store's `EntityRowReader`, whose `next()` throws what GRDB's
/// `row.decode` throws (a damaged row is an error the store reports and skips).
/// `favorite_count` came later: the app's schema adds it with a migration
/// (`breed.v2-favorite-count`), and the server computes it from its favorites table.
extension Breed: Entity {
    public static let columns: [EntityColumn] = [
        EntityColumn("id", .integer), EntityColumn("name", .text), EntityColumn("origin", .text),
        EntityColumn("coat", .text), EntityColumn("pattern", .text), EntityColumn("lifespan", .text),
        EntityColumn("description", .text), EntityColumn(FavoriteCount.field, .integer),
    ]
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
        row.append(Int64(favoriteCount))
    }

    public var databaseValues: [DatabaseValue] { EntityRow.values(of: self) }

    public init(reading row: inout EntityRowReader) throws {
        id = try row.next()
        name = try row.next()
        origin = try row.next()
        coat = try row.next()
        pattern = try row.next()
        lifespan = try row.next()
        description = try row.next()
        let count: Int64 = try row.next()
        switch FavoriteCount.checked(count) {
        case .success(let count): favoriteCount = count
        case .failure(let problem):
            throw EntityDecodingError(
                entity: Self.entityName, id: "\(id)", field: FavoriteCount.field, problem: .invalid(problem.description))
        }
    }
}
