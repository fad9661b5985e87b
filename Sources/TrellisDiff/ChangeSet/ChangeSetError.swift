/// Why a change set cannot be applied to a pair of snapshots.
///
/// Each case names the offending position, so a list that receives a bad batch (the
/// "invalid number of items" crash of `UICollectionView`) can report exactly what was
/// wrong and fall back to a reload instead of crashing.
public enum ChangeSetError<Index: Hashable & Comparable & Sendable>: Error, Hashable, Sendable, CustomStringConvertible {
    /// Which snapshot a position refers to.
    public enum Snapshot: String, Hashable, Sendable {
        /// The snapshot before the change (`old`) or after it (`new`).
        case old, new
    }

    /// A position lies outside its snapshot, which has `count` elements.
    case outOfRange(Index, in: Snapshot, count: Int)
    /// A position is used twice: deleted twice, deleted and moved, or moved twice
    /// (in the old snapshot); inserted twice, or inserted and moved to (in the new one).
    case duplicate(Index, in: Snapshot)
    /// The counts do not add up: `old - deletes + inserts` must equal `new`.
    case countMismatch(old: Int, deletes: Int, inserts: Int, new: Int)
    /// An update whose old and new positions are not the same element after the batch
    /// (for example, the old position was deleted, or a move sends it elsewhere).
    case updateMismatch(old: Index, new: Index)

    public var description: String {
        switch self {
        case let .outOfRange(index, snapshot, count):
            "position \(index) is outside the \(snapshot.rawValue) snapshot (\(count) elements)"
        case let .duplicate(index, snapshot):
            "position \(index) of the \(snapshot.rawValue) snapshot is used by more than one change"
        case let .countMismatch(old, deletes, inserts, new):
            "counts do not add up: \(old) old - \(deletes) deleted + \(inserts) inserted ≠ \(new) new"
        case let .updateMismatch(old, new):
            "update \(old)→\(new) does not name one element: after the batch, \(new) is not the element that was at \(old)"
        }
    }
}
