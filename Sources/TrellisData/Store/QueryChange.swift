/// One result of an observed query: the values now, and how they differ from the previous
/// result by id, so a list applies a change instead of reloading.
public struct QueryChange<E: Entity>: Sendable {
    /// The query's results, in its order.
    public let values: [E]
    /// Ids present now and not before, in result order.
    public let inserted: [E.ID]
    /// Ids present before and now whose values changed, with the changed field names.
    public let updated: [(id: E.ID, fields: [String])]
    /// Ids present before and not now, in their previous order.
    public let deleted: [E.ID]
    /// Whether this is the first result (everything is `inserted`).
    public let isInitial: Bool

    /// Whether nothing changed but possibly the order.
    public var isEmpty: Bool { inserted.isEmpty && updated.isEmpty && deleted.isEmpty }

    /// Compares two results by id.
    ///
    /// - Complexity: O(*n* · *c*) for *n* values of *c* columns.
    init(previous: [E]?, current: [E]) {
        values = current
        isInitial = previous == nil
        let before = Dictionary((previous ?? []).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let now = Set(current.map(\.id))
        var inserted: [E.ID] = []
        var updated: [(id: E.ID, fields: [String])] = []
        for value in current {
            if let old = before[value.id] {
                let fields = E.changedFields(from: old, to: value)
                if !fields.isEmpty { updated.append((value.id, fields)) }
            } else {
                inserted.append(value.id)
            }
        }
        self.inserted = inserted
        self.updated = updated
        deleted = (previous ?? []).map(\.id).filter { !now.contains($0) }
    }
}
