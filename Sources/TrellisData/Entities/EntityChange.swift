/// What the ``EntityStore`` publishes on an entity's ``ModelEvents`` after each write batch.
///
/// Every screen that shows the entity hears the change, whoever wrote it (a sync, another
/// screen), with the names of the fields that changed, so it can update only those.
public enum EntityChange<E: Entity>: Sendable {
    /// The entity was not in the store before.
    case inserted(E)
    /// The entity changed; `fields` names the columns whose values differ.
    case updated(E, fields: [String])
    /// The entity with this id was deleted.
    case deleted(E.ID)

    /// The id of the entity that changed.
    public var id: E.ID {
        switch self {
        case .inserted(let entity), .updated(let entity, _): entity.id
        case .deleted(let id): id
        }
    }

    /// The canonical link of the entity that changed (``Entity/url(for:)``), so a listener can
    /// name it or open it; a deleted entity's link is made from its id alone.
    public var url: String? { E.url(for: id) }
}

extension EntityChange: CustomStringConvertible {
    /// `inserted breed 12 <cats://cat/12>`, `updated breed 12 <cats://cat/12>: origin`,
    /// `deleted breed 12 <cats://cat/12>`; without the link when the entity has none.
    public var description: String {
        let name = "\(E.entityName) \(id)" + (url.map { " <\($0)>" } ?? "")
        return switch self {
        case .inserted: "inserted \(name)"
        case .updated(_, let fields): "updated \(name): \(fields.joined(separator: ", "))"
        case .deleted: "deleted \(name)"
        }
    }
}
