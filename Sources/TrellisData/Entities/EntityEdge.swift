/// A one-to-many relation between entities: a breed's sightings (Facebook's edges).
///
/// The child's table has a column holding the parent's id; the store reads the children of
/// one parent with an indexed query and keeps the list in its identity map until a child of
/// that parent is written.
///
/// ```swift
/// extension Sighting { static let breed = EntityEdge<Breed, Sighting>(column: "breed_id") }
/// let sightings = try await store.children(of: breed.id, via: Sighting.breed)
/// ```
public struct EntityEdge<Parent: Entity, Child: Entity>: Sendable {
    /// The child's column that holds the parent's id (declare it `indexed: true`).
    public let column: String

    /// An edge along the child's column `column`.
    public init(column: String) {
        precondition(
            Child.columns.contains { $0.name == column },
            "EntityEdge: \(Child.entityName) has no column \"\(column)\"; add it to \(Child.self).columns")
        self.column = column
    }
}
