import GRDB
import TrellisData

/// A breed in the entity store: its table's columns and its row, read back with
/// GRDB's throwing `row.decode` (a damaged row is an error the store reports and skips).
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

    public init(row: Row) throws {
        id = try row.decode(forColumn: "id")
        name = try row.decode(forColumn: "name")
        origin = try row.decode(forColumn: "origin")
        coat = try row.decode(forColumn: "coat")
        pattern = try row.decode(forColumn: "pattern")
        lifespan = try row.decode(forColumn: "lifespan")
        description = try row.decode(forColumn: "description")
        let count: Int64 = try row.decode(forColumn: FavoriteCount.field)
        switch FavoriteCount.checked(count) {
        case .success(let count): favoriteCount = count
        case .failure(let problem):
            throw EntityDecodingError(
                entity: Self.entityName, id: "\(id)", field: FavoriteCount.field, problem: .invalid(problem.description))
        }
    }
}
