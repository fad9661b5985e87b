import NIOConcurrencyHelpers

/// A model type that has its own event stream (Drrrible's `ModelType` with `Shot.event`).
public protocol EventfulModel {
    /// What can happen to values of this type: `favoriteChanged(id:isFavorite:)`, …
    associatedtype Event: Sendable
}

/// The event streams of one session: one ``ModelEvents`` per model type, made on first use.
///
/// Drrrible keeps these streams in a global dictionary, unlocked; here the session owns
/// the center (dropping the session drops every stream) and lookups take a lock.
///
/// ```swift
/// let center = ModelEventCenter()
/// center.events(for: Cat.self).send(.favoriteChanged(id: 3, isFavorite: true))
/// ```
public final class ModelEventCenter: Sendable {
    let streams = NIOLockedValueBox<[ObjectIdentifier: any Sendable]>([:])
    let bufferLimit: Int

    /// Makes an empty center; every stream it makes buffers `bufferLimit` events per subscriber.
    public init(bufferLimit: Int = 4096) {
        self.bufferLimit = bufferLimit
    }

    /// The one stream of `Model`'s events in this center.
    public func events<Model: EventfulModel>(for model: Model.Type) -> ModelEvents<Model.Event> {
        stream(ObjectIdentifier(model))
    }

    /// The one stream of the ``EntityStore``'s changes to entities of type `E` in this center.
    public func changes<E: Entity>(of entity: E.Type) -> ModelEvents<EntityChange<E>> {
        stream(ObjectIdentifier(EntityChange<E>.self))
    }

    func stream<Event: Sendable>(_ key: ObjectIdentifier) -> ModelEvents<Event> {
        streams.withLockedValue { streams in
            if let stream = streams[key] as? ModelEvents<Event> { return stream }
            let stream = ModelEvents<Event>(bufferLimit: bufferLimit)
            streams[key] = stream
            return stream
        }
    }
}
