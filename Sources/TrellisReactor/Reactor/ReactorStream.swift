/// A reactor's stream of actions, mutations or states, as `transform(…)` sees it once,
/// when the pipeline is built.
///
/// Mapping and filtering run synchronously on the main actor, in order, for every element;
/// merged sources run as effects owned by the reactor (cancelled when it goes away) and
/// send their elements into the stream.
///
/// ```swift
/// func transform(mutation: ReactorStream<Mutation>) -> ReactorStream<Mutation> {
///     mutation.merge(users.currentUser.map { Mutation.setUsername($0?.name) })
/// }
/// ```
@MainActor
public struct ReactorStream<Element: Sendable> {
    @usableFromInline
    var step: ((Element) -> Element?)?
    var sources: [Effect<Element>]

    /// The stream as it is before any transform: every element, no sources.
    public init() {
        step = nil
        sources = []
    }

    /// Elements changed by `transform`.
    public func map(_ transform: @escaping @MainActor (Element) -> Element) -> ReactorStream {
        compactMap(transform)
    }

    /// Only the elements for which `isIncluded` returns `true`.
    public func filter(_ isIncluded: @escaping @MainActor (Element) -> Bool) -> ReactorStream {
        compactMap { isIncluded($0) ? $0 : nil }
    }

    /// Elements changed by `transform`, without those it maps to `nil`.
    public func compactMap(_ transform: @escaping @MainActor (Element) -> Element?) -> ReactorStream {
        var stream = self
        if let previous = step {
            stream.step = { previous($0).flatMap(transform) }
        } else {
            stream.step = transform
        }
        return stream
    }

    /// Calls `body` with every element that gets through, for logging.
    public func handleEvents(_ body: @escaping @MainActor (Element) -> Void) -> ReactorStream {
        compactMap {
            body($0)
            return $0
        }
    }

    /// Also the elements `effect` sends; it runs from the moment the pipeline is built.
    public func merge(_ effect: Effect<Element>) -> ReactorStream {
        var stream = self
        stream.sources.append(effect)
        return stream
    }

    /// Also the elements of `sequence`, iterated off the main actor from the moment the
    /// pipeline is built until the reactor goes away.
    public func merge<S: AsyncSequence & Sendable>(_ sequence: S) -> ReactorStream where S.Element == Element {
        merge(
            .run { send in
                for try await element in sequence { await send(element) }
            })
    }
}
