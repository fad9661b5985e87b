/// Child reactors by model id, so that an item keeps its reactor across diffs (and its
/// cell keeps its bindings) while the model stays in the list.
///
/// Drrrible makes cell reactors in `mutate` (`comments.map(CommentCellReactor.init)`), which
/// would give every comment a new reactor on each refresh; the cache hands back the
/// existing one for an id it has seen and forgets ids that are gone.
///
/// `Child` is usually a reactor; it may also be an item that carries one (an enum case
/// per kind of row), so that one cache serves rows of several kinds.
///
/// ```swift
/// let cells = ReactorCache<Sighting.ID, SightingCellReactor>()
/// let reactors = cells.reactors(for: sightings, id: \.id) { SightingCellReactor($0) }
/// ```
@MainActor
public final class ReactorCache<ID: Hashable, Child> {
    private var children: [ID: Child] = [:]

    /// An empty cache.
    public init() {}

    /// How many reactors the cache holds.
    public var count: Int { children.count }

    /// The reactor for `id`, if the cache holds one.
    public subscript(id: ID) -> Child? { children[id] }

    /// The reactors for `models`, in order: the cached one for a known id, a new one from
    /// `make` otherwise. Reactors for ids not in `models` are dropped (and, unless held
    /// elsewhere, go away with their effects).
    ///
    /// - Complexity: O(*n*) for *n* models, plus the new reactors made.
    public func reactors<Model>(for models: [Model], id: (Model) -> ID, make: (Model) -> Child) -> [Child] {
        var kept: [ID: Child] = [:]
        kept.reserveCapacity(models.count)
        let result = models.map { model in
            let key = id(model)
            let child = kept[key] ?? children[key] ?? make(model)
            kept[key] = child
            return child
        }
        children = kept
        return result
    }

    /// The reactor for `id`, made with `make` if the cache has none; nothing is dropped.
    public func reactor(for id: ID, make: () -> Child) -> Child {
        if let child = children[id] { return child }
        let child = make()
        children[id] = child
        return child
    }

    /// Forgets the reactor for `id`.
    public func remove(_ id: ID) {
        children[id] = nil
    }
}
