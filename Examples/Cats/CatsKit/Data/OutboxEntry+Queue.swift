import CatsAPI

extension OutboxEntry {
    /// `list` as the server will hold it once `queue` is sent: each change applied in order.
    static func apply(_ queue: [OutboxEntry], to list: [Int64]) -> [Int64] {
        var ids = list
        for change in queue.sorted(by: { $0.id < $1.id }) {
            switch change.change {
            case .favorite(let breedID, true): if !ids.contains(breedID) { ids.append(breedID) }
            case .favorite(let breedID, false): ids.removeAll { $0 == breedID }
            case .order(let order): ids = order
            case .sighting: break
            }
        }
        return ids
    }
}

/// The edits a change makes to a stored favorites list.
enum FavoritesEdit {
    /// `breedID` in or out; in at `index` (clamped), or at the end.
    static func set(_ breedID: Int64, _ isFavorite: Bool, at index: Int?) -> @Sendable ([Int64]) -> [Int64] {
        { ids in
            var ids = ids.filter { $0 != breedID }
            if isFavorite { ids.insert(breedID, at: min(max(index ?? ids.count, 0), ids.count)) }
            return ids
        }
    }

    /// The favorites in `order` first (those still there), then any others as they are.
    static func order(_ order: [Int64]) -> @Sendable ([Int64]) -> [Int64] {
        { ids in
            let present = Set(ids)
            let ordered = order.filter(present.contains)
            let placed = Set(ordered)
            return ordered + ids.filter { !placed.contains($0) }
        }
    }
}
