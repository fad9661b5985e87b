import GRDB
import TrellisData

/// A sighting in the entity store: its table's columns and its row, read back in the
/// same order with the store's `EntityRowReader`, whose `next()` throws what GRDB's
/// `row.decode` throws (a damaged row is an error the store reports and skips).
extension Sighting: Entity {
    public static let columns: [EntityColumn] = [
        EntityColumn("id", .integer), EntityColumn("breed_id", .integer, indexed: true),
        EntityColumn("place", .text), EntityColumn("seen_on", .text), EntityColumn("note", .text),
    ]
    /// A breed's sightings.
    public static let breed = EntityEdge<Breed, Sighting>(column: "breed_id")

    public func encode(to row: inout EntityRow) {
        row.append(id)
        row.append(breedID)
        row.append(place)
        row.append(seenOn)
        row.append(note)
    }

    public var databaseValues: [DatabaseValue] { EntityRow.values(of: self) }

    public init(reading row: inout EntityRowReader) throws {
        id = try row.next()
        breedID = try row.next()
        place = try row.next()
        seenOn = try row.next()
        note = try row.next()
    }
}
