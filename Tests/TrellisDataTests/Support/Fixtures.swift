import Foundation
import GRDB
import TrellisData
import TrellisTestSupport

/// A cat breed, as the tests store it: it writes its row with `encode(to:)` and has a URL.
struct Breed: Entity, Equatable {
    static let entityName = "breed"
    static let columns: [EntityColumn] = [
        EntityColumn("id", .integer), EntityColumn("name", .text), EntityColumn("origin", .text),
        EntityColumn("isFavorite", .boolean),
    ]

    let id: Int64
    var name: String
    var origin: String
    var isFavorite: Bool

    init(id: Int64, name: String, origin: String, isFavorite: Bool = false) {
        self.id = id
        self.name = name
        self.origin = origin
        self.isFavorite = isFavorite
    }

    /// A breed's URL is its deep link; sightings have none (the default).
    static func url(for id: Int64) -> String? { "cats://cat/\(id)" }

    /// Breeds bind their row in place; sightings describe theirs as an array (the default).
    func encode(to row: inout EntityRow) {
        row.append(id)
        row.append(name)
        row.append(origin)
        row.append(isFavorite)
    }

    var databaseValues: [DatabaseValue] { EntityRow.values(of: self) }

    /// Breeds read their row by position (`init(row:)` is the default, through this);
    /// sightings read theirs by name (and `init(reading:)` is the default).
    init(reading row: inout EntityRowReader) throws {
        id = try row.next()
        name = try row.next()
        origin = try row.next()
        isFavorite = try row.next()
    }

    init(network object: NetworkObject) throws(EntityDecodingError) {
        id = try object.id()
        name = try object.string("name")
        origin = try object.string("origin")
        isFavorite = try object.optionalBool("isFavorite") ?? false
    }
}

/// A sighting of a breed: the child side of an edge; a row as an array, no URL.
struct Sighting: Entity, Equatable {
    static let entityName = "sighting"
    static let columns: [EntityColumn] = [
        EntityColumn("id", .integer), EntityColumn("breed_id", .integer, indexed: true), EntityColumn("place", .text),
    ]
    static let breed = EntityEdge<Breed, Sighting>(column: "breed_id")

    let id: Int64
    var breedID: Int64
    var place: String

    var databaseValues: [DatabaseValue] { [id.databaseValue, breedID.databaseValue, place.databaseValue] }

    init(id: Int64, breedID: Int64, place: String) {
        self.id = id
        self.breedID = breedID
        self.place = place
    }

    init(row: Row) throws {
        id = try row.decode(forColumn: "id")
        breedID = try row.decode(forColumn: "breed_id")
        place = try row.decode(forColumn: "place")
    }

    init(network object: NetworkObject) throws(EntityDecodingError) {
        id = try object.id()
        breedID = try object.int("breed_id")
        place = try object.string("place")
    }
}

let testSchema = StoreSchema(Breed.self, Sighting.self)

func makeStore(events: ModelEventCenter = ModelEventCenter()) throws -> EntityStore {
    try EntityStore(location: .inMemory, schema: testSchema, events: events)
}

/// Waits up to `timeout` for `task` to finish; `nil` if it did not (it hangs), so a test
/// fails instead of waiting forever.
func outcome<Success: Sendable>(of task: Task<Success, any Error>, within timeout: Duration = .seconds(30)) async -> Result<
    Success, any Error
>? {
    let box = OutcomeBox<Success>()
    Task { await box.set(await task.result) }
    guard await eventually(timeout: timeout, { await box.result != nil }) else { return nil }
    return await box.result
}

/// Where ``outcome(of:within:)`` keeps a task's result.
actor OutcomeBox<Success: Sendable> {
    var result: Result<Success, any Error>?
    func set(_ result: Result<Success, any Error>) { self.result = result }
}
