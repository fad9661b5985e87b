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
}

extension EntityChange: CustomStringConvertible {
    public var description: String {
        switch self {
        case .inserted(let entity): "inserted \(E.entityName) \(entity.id)"
        case .updated(let entity, let fields): "updated \(E.entityName) \(entity.id): \(fields.joined(separator: ", "))"
        case .deleted(let id): "deleted \(E.entityName) \(id)"
        }
    }
}
