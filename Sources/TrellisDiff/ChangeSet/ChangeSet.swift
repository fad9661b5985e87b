/// The batch update that turns an old snapshot of a list into a new one.
///
/// A change set speaks the language of a `UICollectionView` batch update, so a list
/// can apply it in one go:
///
/// - ``deletes`` are positions in the **old** snapshot;
/// - ``inserts`` are positions in the **new** snapshot;
/// - each of ``moves`` goes from an old position to a new one;
/// - each of ``updates`` is an element whose identity stayed but whose content
///   changed, given both as its old position (reload-at-old, as `reloadItems` wants)
///   and its new position (reconfigure-at-new, after the batch). An element can be both
///   moved and updated; it is then listed in both.
///
/// Every list is sorted: deletes and updates by old position, inserts and moves by new
/// position. Elements that appear in none of the lists keep their relative order.
///
/// ```swift
/// let changes = ChangeSet(from: oldCats, to: newCats)   // Identifiable & Equatable
/// print(changes)   // ChangeSet(delete [3]; insert [0, 7]; move [5→1]; update [2→3])
/// let rebuilt = try changes.apply(to: oldCats, taking: newCats)
/// assert(rebuilt == newCats)
/// ```
///
/// `Index` is `Int` for a flat list and ``ItemPath`` for the items of a sectioned
/// list (see ``SectionedChangeSet``).
public struct ChangeSet<Index: Hashable & Comparable & Sendable>: Hashable, Sendable {
    /// An element that changed position: `from` in the old snapshot, `to` in the new one.
    public struct Move: Hashable, Sendable {
        /// The element's position in the old snapshot.
        public var from: Index
        /// The element's position in the new snapshot.
        public var to: Index

        /// Creates a move from an old position to a new one.
        @inlinable
        public init(from: Index, to: Index) {
            self.from = from
            self.to = to
        }
    }

    /// An element whose identity is unchanged and whose content changed.
    public struct Update: Hashable, Sendable {
        /// The element's position in the old snapshot: where a batch reloads it.
        public var old: Index
        /// The element's position in the new snapshot: where it is reconfigured after the batch.
        public var new: Index

        /// Creates an update at an old and a new position.
        @inlinable
        public init(old: Index, new: Index) {
            self.old = old
            self.new = new
        }
    }

    /// Old positions of the removed elements, ascending.
    public var deletes: [Index]
    /// New positions of the added elements, ascending.
    public var inserts: [Index]
    /// Elements that moved, ascending by new position.
    public var moves: [Move]
    /// Elements whose content changed, ascending by old position.
    public var updates: [Update]

    /// Creates a change set from its parts. Lists are taken as given; ``validate(oldCount:newCount:)``
    /// checks that they describe a batch a list can apply.
    @inlinable
    public init(deletes: [Index] = [], inserts: [Index] = [], moves: [Move] = [], updates: [Update] = []) {
        self.deletes = deletes
        self.inserts = inserts
        self.moves = moves
        self.updates = updates
    }

    /// Whether applying the change set changes nothing.
    public var isEmpty: Bool {
        deletes.isEmpty && inserts.isEmpty && moves.isEmpty && updates.isEmpty
    }

    /// The number of changes of every kind together; a list may fall back to a full
    /// reload past a threshold.
    public var count: Int {
        deletes.count + inserts.count + moves.count + updates.count
    }
}
