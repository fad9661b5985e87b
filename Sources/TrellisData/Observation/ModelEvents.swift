import NIOConcurrencyHelpers

/// One multicast stream of events about one model type: `Cat.Event`, `Sighting.Event`.
///
/// Drrrible gives every model a `static var event: PublishSubject<Event>` kept in a global
/// dictionary with no lock. `ModelEvents` is that stream made safe: sending and subscribing
/// are thread-safe, events reach each subscriber in the order they were sent, and there is
/// no replay — a subscriber gets every event sent after ``subscribe()`` returned, and none
/// before. Streams live in a ``ModelEventCenter`` that the session owns, not in a global.
///
/// ```swift
/// let events = center.events(for: Cat.self)
/// let subscription = events.subscribe()
/// events.send(.favoriteChanged(id: 3, isFavorite: true))
/// for try await event in subscription { … }
/// ```
///
/// Buffering policy: each subscriber has its own buffer of ``bufferLimit`` events. A
/// subscriber that falls further behind than that is not silently skipped past events: its
/// sequence delivers what it buffered and then throws ``ModelEventsError/fellBehind(limit:)``,
/// and it is unsubscribed, so it knows to reload from the store. Senders never wait.
public final class ModelEvents<Event: Sendable>: Sendable {
    struct State {
        var subscribers: [Int: AsyncThrowingStream<Event, any Error>.Continuation] = [:]
        var nextSubscriber = 0
    }

    let state = NIOLockedValueBox(State())

    /// How many unread events one subscriber may hold before it is cut off.
    public let bufferLimit: Int

    /// Makes a stream with a per-subscriber buffer of `bufferLimit` events.
    ///
    /// - Parameter bufferLimit: at least 1; the default holds 4,096 events.
    public init(bufferLimit: Int = 4096) {
        precondition(bufferLimit >= 1, "ModelEvents(bufferLimit:) needs room for at least one event")
        self.bufferLimit = bufferLimit
    }

    /// Starts a subscription: every event sent from now on, in order.
    ///
    /// - Returns: a sequence that ends when its task is cancelled, or throws
    ///   ``ModelEventsError/fellBehind(limit:)`` once this subscriber falls more than
    ///   ``bufferLimit`` events behind.
    public func subscribe() -> AsyncThrowingStream<Event, any Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(
            of: Event.self, throwing: (any Error).self, bufferingPolicy: .bufferingOldest(bufferLimit))
        let id = state.withLockedValue { state in
            let id = state.nextSubscriber
            state.nextSubscriber += 1
            state.subscribers[id] = continuation
            return id
        }
        continuation.onTermination = { [weak self] _ in
            _ = self?.state.withLockedValue { $0.subscribers.removeValue(forKey: id) }
        }
        return stream
    }

    /// Hands `event` to every current subscriber, in the order of `send` calls.
    public func send(_ event: Event) {
        send(CollectionOfOne(event))
    }

    /// Sends several events as one run: no other sender's event lands between them.
    public func send(_ events: some Sequence<Event>) {
        // Cut-off subscribers are finished outside the lock: finishing runs their
        // termination handler, which takes the lock to unsubscribe.
        let cutOff: [AsyncThrowingStream<Event, any Error>.Continuation] = state.withLockedValue { state in
            guard !state.subscribers.isEmpty else { return [] }
            var cutOff: [AsyncThrowingStream<Event, any Error>.Continuation] = []
            for event in events {
                for (id, subscriber) in state.subscribers {
                    if case .dropped = subscriber.yield(event) {
                        state.subscribers.removeValue(forKey: id)
                        cutOff.append(subscriber)
                    }
                }
            }
            return cutOff
        }
        for subscriber in cutOff {
            subscriber.finish(throwing: ModelEventsError.fellBehind(limit: bufferLimit))
        }
    }

    /// The number of live subscriptions.
    public var subscriberCount: Int { state.withLockedValue { $0.subscribers.count } }
}

/// Why a ``ModelEvents`` subscription ended.
public enum ModelEventsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The subscriber left more than `limit` events unread; it was unsubscribed and should
    /// reload what it shows.
    case fellBehind(limit: Int)

    public var description: String {
        switch self {
        case .fellBehind(let limit): "a subscriber fell more than \(limit) events behind and was unsubscribed"
        }
    }
}
