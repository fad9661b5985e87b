import GRDB

/// The identity map's part for one entity type: one value per id, and the children lists
/// of edges already read. Owned by the store's actor; never shared.
final class EntityCache<E: Entity> {
    var values: [E.ID: Synced<E>] = [:]
    /// The store's write generation at which a read of every row filled `values`: while no
    /// batch was written since, `values` holds every stored row of the type. (Another process
    /// writing the same file is not seen, as with every identity-map read.)
    var completeAt: UInt64?
    /// Edge column → parent id → the children in id order. Any write of a child of that
    /// parent drops the list, so a cached list is always what the database holds.
    var edges: [String: [DatabaseValue: [E]]] = [:]

    /// Forgets the children lists that a write of `old` → `new` may have changed.
    func invalidateEdges(old: [DatabaseValue]?, new: [DatabaseValue]?) {
        guard !edges.isEmpty else { return }
        for column in Array(edges.keys) {
            guard let index = E.columns.firstIndex(where: { $0.name == column }) else { continue }
            if let old { edges[column]?[old[index]] = nil }
            if let new { edges[column]?[new[index]] = nil }
        }
    }
}
